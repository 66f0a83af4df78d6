// What the server says in the borrower's language: the outbox messages and the notices' PDFs read
// the copy of the application's language, with its dates formatted in it, and English where a
// language lacks a key.
import { describe, expect, it } from 'vitest';
import { rescissionNoticeLines } from './back-office/rescission-notice-pdf';
import { adverseActionLines } from './back-office/adverse-action-notice';
import { buildLenderPackages } from '../build/lender-packages';
import { sandboxDecline } from '../engine/adverse-action/sandbox-decline';
import { outboxContent } from './outbox';
import { serverCopy } from './server-copy';

const record = {
  signedOn: '2026-12-23',
  lastDay: '2026-12-28',
  endsAt: '2026-12-29T08:00:00.000Z',
  accountOpenedAt: '2026-12-23T18:00:00.000Z',
  noticeDeliveredAt: '2026-12-23T18:00:00.000Z',
  materialDisclosuresDeliveredAt: '2026-12-23T18:00:00.000Z',
};

describe('server copy by language', () => {
  it('sends the outbox message in the application’s language', () => {
    const values = { firstName: 'José', companyName: 'Northstar Home Credit', propertyAddress: '1 Main St', deadline: 'x' };
    expect(outboxContent('rescissionNotice', values, '/u').subject).toBe(
      'Your notice of right to cancel your Northstar Home Credit line of credit',
    );
    const spanish = outboxContent('rescissionNotice', values, '/u', 'es');
    expect(spanish.subject).not.toBe(outboxContent('rescissionNotice', values, '/u').subject);
    expect(spanish.subject).toContain('Northstar Home Credit');
    expect(spanish.text).toContain('José');
  });

  it('writes each notice’s PDF lines in the language, dates included', async () => {
    const { packages } = await buildLenderPackages();
    const lender = packages.get('NORTHSTAR')!.lender;
    const facts = {
      record,
      ownerName: 'José Núñez',
      ownerNames: ['José Núñez'],
      loanNumber: '1',
      propertyAddress: 'x',
      timeZone: 'America/Los_Angeles',
    };
    const english = rescissionNoticeLines(lender, facts).map((l) => l.text);
    const spanish = rescissionNoticeLines(lender, { ...facts, locale: 'es' }).map((l) => l.text);
    expect(english[0]).toBe('Notice of right to cancel');
    expect(spanish[0]).toBe(serverCopy<{ notice: { heading: string } }>('rescission', 'es').notice.heading);
    expect(english.join(' ')).toContain('Monday, December 28, 2026');
    expect(spanish.join(' ')).toContain('lunes, 28 de diciembre de 2026');

    const action = sandboxDecline(0.5, Date.parse('2026-12-01T18:00:00Z'));
    const decline = adverseActionLines(lender, {
      action,
      applicantName: 'José Núñez',
      loanNumber: '1',
      timeZone: 'America/Los_Angeles',
      locale: 'es',
    });
    expect(decline[0]!.text).toBe(serverCopy<{ notice: { pdfTitle: string } }>('adverse-action', 'es').notice.pdfTitle);
    expect(decline.map((l) => l.text).join(' ')).toContain('de diciembre de 2026');
  });

  it('falls back to English for a language without the namespace', () => {
    expect(serverCopy('outbox', 'xx')).toEqual(serverCopy('outbox', 'en'));
  });
});
