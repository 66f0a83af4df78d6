import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from './routing-number';

describe('routing number', () => {
  it('accepts a number whose checksum holds and refuses others', () => {
    expect(isValidRoutingNumber('123456780')).toBe(true);
    expect(isValidRoutingNumber('123456789')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
    expect(isValidRoutingNumber('12345678a')).toBe(false);
  });

  it('refuses any single-digit change of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = [...'123456780'].map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        expect(isValidRoutingNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});
