import { describe, expect, it } from 'vitest';
import instrumentsFile from '../../../flows/security-instruments.json';
import closingCopy from '../../../copy/en/closing.json';
import rescissionCopy from '../../../copy/en/rescission.json';
import type { SecurityInstruments } from '../types/security-instruments';
import { instrumentTitleKey, instrumentValues, securityInstrumentFor } from './security-instrument';

const table = instrumentsFile as SecurityInstruments;
const english = rescissionCopy as unknown as { instruments: Record<string, { a: string; the: string }> };
const titles = closingCopy.documentFiles.instrumentTitles as Record<string, string>;
const words = (key: string) => {
  const [, kind, form] = key.split('.') as [string, string, 'a' | 'the'];
  return english.instruments[kind]![form];
};
const title = (key: string) => titles[key.split('.').at(-1)!]!;

// One home of each kind, and the words a borrower reads for it: the document's title and the notice's nouns.
describe('the security instrument follows the home’s state', () => {
  it.each([
    ['CA', 'DEED_OF_TRUST', 'Deed of Trust', 'a deed of trust', 'the deed of trust'],
    ['MA', 'MORTGAGE', 'Mortgage', 'a mortgage', 'the mortgage'],
    ['GA', 'SECURITY_DEED', 'Security Deed', 'a security deed', 'the security deed'],
  ])('a home in %s is secured by a %s, titled %s', (state, kind, documentTitle, a, the) => {
    const found = securityInstrumentFor(table, state);
    expect(found).toBe(kind);
    expect(title(instrumentTitleKey(found))).toBe(documentTitle);
    expect(instrumentValues(found, words)).toEqual({ aInstrument: a, theInstrument: the });
  });

  it('reads the state as a borrower’s address may carry it', () => {
    expect(securityInstrumentFor(table, ' ma ')).toBe('MORTGAGE');
    expect(securityInstrumentFor(table, 'tx')).toBe('DEED_OF_TRUST');
  });

  it('falls back to general words for a state the table lacks', () => {
    expect(securityInstrumentFor(table, undefined)).toBeUndefined();
    expect(securityInstrumentFor(table, 'PR')).toBeUndefined();
    expect(title(instrumentTitleKey(undefined))).toBe('Security Instrument');
    expect(instrumentValues(undefined, words)).toEqual({ aInstrument: 'a lien', theInstrument: 'the lien' });
  });

  it('has every kind in use among the states', () => {
    expect(new Set(Object.values(table.states))).toEqual(new Set(['DEED_OF_TRUST', 'MORTGAGE', 'SECURITY_DEED']));
    expect(Object.keys(table.states)).toHaveLength(51);
  });
});
