import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from './choose-locale';

const none = { query: null, remembered: null, preferred: [] as string[] };

describe('chooseLocale', () => {
  it('takes a link first, then the visit’s choice, then the browser’s languages in order', () => {
    const offered = ['en', 'es'];
    expect(chooseLocale({ offered, ...none, query: 'es', remembered: 'en', preferred: ['en-US'] })).toBe('es');
    expect(chooseLocale({ offered, ...none, remembered: 'es', preferred: ['en-US'] })).toBe('es');
    expect(chooseLocale({ offered, ...none, remembered: 'en', preferred: ['es-MX'] })).toBe('en');
    expect(chooseLocale({ offered, ...none, preferred: ['fr-FR', 'es-419', 'en'] })).toBe('es');
    expect(chooseLocale({ offered, ...none, preferred: ['ES_us'] })).toBe('es');
    expect(chooseLocale({ offered, ...none })).toBe('en');
  });

  it('never answers a language the lender does not offer', () => {
    const tag = fc.oneof(fc.constantFrom('en', 'es', 'fr', 'es-MX', 'zh-Hant-TW', '', 'xx'), fc.string());
    fc.assert(
      fc.property(
        fc.option(fc.subarray(['en', 'es', 'fr'], { minLength: 1 }), { nil: undefined }),
        fc.option(tag, { nil: null }),
        fc.option(tag, { nil: null }),
        fc.array(tag),
        (offered, query, remembered, preferred) => {
          const chosen = chooseLocale({ offered, query, remembered, preferred });
          expect(chosen === 'en' || (offered ?? ['en']).includes(chosen)).toBe(true);
        },
      ),
    );
  });

  it('gives English to a lender that names no languages, whatever was asked', () => {
    expect(chooseLocale({ offered: undefined, query: 'es', remembered: 'es', preferred: ['es'] })).toBe('en');
  });
});
