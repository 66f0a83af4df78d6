// Each owner's copy of the notice of the right to cancel names the security instrument the home's
// state uses (flows/security-instruments.json), in the application's language.
import { beforeAll, describe, expect, it } from 'vitest';
import { LenderDirectory } from '../lender-directory';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { rescissionNoticeLines, type OwnerCopyFacts } from './rescission-notice-pdf';

let lender: LenderConfig;
beforeAll(async () => {
  lender = (await LenderDirectory.load()).get('NORTHSTAR')!;
});

const facts = (instrument: OwnerCopyFacts['instrument'], locale = 'en'): OwnerCopyFacts => ({
  record: { signedOn: '2026-11-20', lastDay: '2026-11-24', endsAt: '2026-11-25T05:00:00.000Z' },
  ownerName: 'Grace Hopper',
  ownerNames: ['Grace Hopper'],
  loanNumber: 'HL-1001',
  propertyAddress: '7 Beacon Street, Boston, MA 02108',
  timeZone: 'America/New_York',
  ...(instrument ? { instrument } : {}),
  locale,
});
const text = (f: OwnerCopyFacts) =>
  rescissionNoticeLines(lender, f)
    .map((line) => line.text)
    .join('\n');

describe('the notice of the right to cancel names the instrument', () => {
  it.each([
    ['MORTGAGE', 'give us a mortgage on your home', 'the mortgage on your home is also cancelled'],
    ['DEED_OF_TRUST', 'give us a deed of trust on your home', 'the deed of trust on your home is also cancelled'],
    ['SECURITY_DEED', 'give us a security deed on your home', 'the security deed on your home is also cancelled'],
    [undefined, 'give us a lien on your home', 'the lien on your home is also cancelled'],
  ] as const)('%s', (instrument, intro, effects) => {
    const words = text(facts(instrument));
    expect(words).toContain(intro);
    expect(words).toContain(effects);
    // Every value is filled in: a borrower never reads a placeholder.
    expect(words).not.toContain('{{');
  });

  it('in Spanish, with the article the noun takes', () => {
    const words = text(facts('MORTGAGE', 'es'));
    expect(words).toContain('otorgarnos una hipoteca sobre su vivienda');
    expect(words).toContain('también se cancela la hipoteca sobre su vivienda');
  });
});

describe('the owner’s copy says when the funds can be sent', () => {
  it('names the day after the right to cancel ends', () => {
    expect(text(facts('MORTGAGE'))).toContain(
      "We can't send your funds until your right to cancel has ended. The earliest day we can send them is Wednesday, November 25, 2026.",
    );
  });
});
