import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language';

describe('acceptedLanguages', () => {
  it('orders by quality, keeping the header’s order between equals', () => {
    expect(acceptedLanguages('en;q=0.8, es-US, es;q=0.9, fr;q=0.9')).toEqual(['es-US', 'es', 'fr', 'en']);
  });

  it('leaves out what asks for nothing: q=0, *, empty parts, a missing header', () => {
    expect(acceptedLanguages('de;q=0, *;q=0.5, , es')).toEqual(['es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
