import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORMAT_MONEY_ERROR, formatClockTime, formatMoney, formatPercent, formatUsPhone } from './format';

describe('formatMoney', () => {
  it('formats US dollars with the given precision', () => {
    expect(formatMoney(15000)).toBe('$15,000');
    expect(formatMoney(1234.5, 2)).toBe('$1,234.50');
  });

  it('rejects NaN and negative precision with the spec message', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(FORMAT_MONEY_ERROR);
    expect(() => formatMoney(1, -1)).toThrow(FORMAT_MONEY_ERROR);
    expect(() => formatMoney('1' as unknown as number)).toThrow(FORMAT_MONEY_ERROR);
  });

  it('round-trips whole dollar amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        expect(Number(formatMoney(n).replace(/[$,]/g, ''))).toBe(n);
      }),
    );
  });
});

describe('formatPercent', () => {
  it('shows APR to two decimals', () => {
    expect(formatPercent(7.6, 2)).toBe('7.60%');
    expect(formatPercent(17.2)).toBe('17.2%');
  });
});

describe('formatUsPhone', () => {
  it('formats ten digits as (AAA) BBB-CCCC and leaves anything else alone', () => {
    expect(formatUsPhone('8005550142')).toBe('(800) 555-0142');
    expect(formatUsPhone('800555014')).toBe('800555014');
  });

  it('always gives the 14-character form for ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (digits) => {
        expect(formatUsPhone(digits)).toHaveLength(14);
      }),
    );
  });
});

describe('formatClockTime', () => {
  it('converts 24-hour times to 12-hour', () => {
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('06:00')).toBe('6:00 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('18:45')).toBe('6:45 PM');
  });
});
