import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneInput } from './phone-input';

describe('phone input', () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['415', '(415'],
    ['4155', '(415) 5'],
    ['415555', '(415) 555'],
    ['4155550123', '(415) 555-0123'],
    ['(415) 555-0123', '(415) 555-0123'],
    ['14155550123', '+1 (415) 555-0123'],
    ['+1 415 555 0123', '+1 (415) 555-0123'],
  ])('%j shows as %j', (raw, display) => {
    expect(formatPhoneInput(raw).display).toBe(display);
  });

  it('ten digits make the formatted length of 14 the spec checks', () => {
    expect(formatPhoneInput('4155550123').display).toHaveLength(14);
  });

  it('keeps the digits typed (up to eleven) and shows them all, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -()+x') }), (raw) => {
        const { display, digits } = formatPhoneInput(raw);
        const typed = raw.replace(/\D/g, '');
        expect(typed.startsWith(digits)).toBe(true);
        expect(display.replace(/\D/g, '')).toBe(digits);
        expect(formatPhoneInput(display)).toEqual({ display, digits });
      }),
    );
  });
});
