import { describe, expect, it } from 'vitest';
import { legalNameText, normalizeName, signatureMatches } from './signature';

describe('signature', () => {
  it('normalizes case and spacing', () => {
    expect(normalizeName('  ada   LOVELACE ')).toBe('ada lovelace');
  });

  it('matches the first and last name only', () => {
    const name = { firstName: 'Ada', lastName: 'Lovelace' };
    expect(legalNameText(name)).toBe('Ada Lovelace');
    expect(signatureMatches('ada lovelace', name)).toBe(true);
    expect(signatureMatches('Ada  Byron Lovelace', name)).toBe(false);
    expect(signatureMatches('Ada', name)).toBe(false);
  });

  it('never matches an empty legal name', () => {
    expect(signatureMatches('', undefined)).toBe(false);
    expect(signatureMatches(' ', {})).toBe(false);
  });
});
