import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FORMAT_MONEY_ERROR,
  FORMAT_RELATIVE_TIME_ERROR,
  formatClockTime,
  formatFileSize,
  formatGrouped,
  formatMoney,
  formatPercent,
  formatRelativeTime,
  formatUsPhone,
} from './format';

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

  it('writes every amount and precision as Intl’s en-US currency format does, written out without Intl', () => {
    const intl = (v: number, precision: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: precision,
        maximumFractionDigits: precision,
      }).format(v);
    // Halves at every precision (where rounding could differ), negatives, -0, cents and huge amounts.
    const amounts = fc.oneof(
      fc.double({ noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n + 0.5),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000 + 0.0005),
      fc.constantFrom(-0, 0, 0.5, 1.005, 2.675, -2.5, 999.995, 1e20, 1e21, -1e21, Number.MAX_VALUE, Infinity, -Infinity),
    );
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 20 }), (v, precision) => {
        expect(formatMoney(v, precision)).toBe(intl(v, precision));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatGrouped', () => {
  it('writes what en-US toLocaleString writes with at most that many decimals, without Intl', () => {
    expect(formatGrouped(1234.5, 2)).toBe('1,234.5');
    expect(formatGrouped(250000, 2)).toBe('250,000');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
        ),
        fc.integer({ min: 0, max: 20 }),
        (v, decimals) => {
          expect(formatGrouped(v, decimals)).toBe(v.toLocaleString('en-US', { maximumFractionDigits: decimals }));
        },
      ),
      { numRuns: 3000 },
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

  it('writes the time as another language does', () => {
    expect(formatClockTime('18:45', 'es-US')).toBe('6:45 p.m.');
    expect(formatClockTime('00:30', 'es-US')).toBe('12:30 a.m.');
  });
});

describe('formatFileSize', () => {
  it('uses bytes below 1,000, then KB, then MB', () => {
    expect(formatFileSize(999)).toBe('999 bytes');
    expect(formatFileSize(1000)).toBe('1 KB');
    expect(formatFileSize(1550)).toBe('1.6 KB');
    expect(formatFileSize(999_000)).toBe('999 KB');
    expect(formatFileSize(2_500_000)).toBe('2.5 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.5 MB');
  });

  it('always names one unit and never shows more than one decimal', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5e9 }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d+(\.\d)? (bytes|KB|MB)$/);
      }),
    );
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const ago = (ms: number) => formatRelativeTime(now - ms, { now });
  const MIN = 60_000;

  it('counts minutes, hours, days and weeks, then gives the month and day', () => {
    expect(ago(30_000)).toBe('just now');
    expect(ago(MIN)).toBe('1 minute ago');
    expect(ago(59 * MIN)).toBe('59 minutes ago');
    expect(ago(60 * MIN)).toBe('1 hour ago');
    expect(ago(23 * 60 * MIN)).toBe('23 hours ago');
    expect(ago(2 * 24 * 60 * MIN)).toBe('2 days ago');
    expect(ago(7 * 24 * 60 * MIN)).toBe('1 week ago');
    expect(ago(27 * 24 * 60 * MIN)).toBe('3 weeks ago');
    expect(formatRelativeTime('2026-10-20T12:00:00Z', { now })).toBe('Oct 20');
  });

  it('speaks the page’s language through Intl where it is not English', () => {
    const es = (ms: number) => formatRelativeTime(now - ms, { now, locale: 'es-US' });
    expect(es(30_000)).toBe('ahora');
    expect(es(5 * MIN)).toBe('hace 5 minutos');
    expect(es(2 * 24 * 60 * MIN)).toBe('anteayer');
    expect(es(14 * 24 * 60 * MIN)).toBe('hace 2 semanas');
    expect(formatRelativeTime('2026-10-20T12:00:00Z', { now, locale: 'es-US' })).toMatch(/^20 oct/);
  });

  it('reads a moment in the future as just now, and refuses a date that is not one', () => {
    expect(ago(-5 * MIN)).toBe('just now');
    expect(() => formatRelativeTime('not a date', { now })).toThrow(FORMAT_RELATIVE_TIME_ERROR);
  });

  it('never reads an earlier moment as more recent than a later one', () => {
    const rank = (text: string) => {
      const match = /^(\d+) (minute|hour|day|week)s? ago$/.exec(text);
      if (text === 'just now') return 0;
      if (!match) return Infinity;
      const unit = { minute: 1, hour: 60, day: 1440, week: 10080 }[match[2] as 'minute'];
      return Number(match[1]) * unit;
    };
    fc.assert(
      fc.property(fc.nat({ max: 27 * 24 * 60 }), fc.nat({ max: 27 * 24 * 60 }), (a, b) => {
        const [sooner, later] = a <= b ? [a, b] : [b, a];
        expect(rank(ago(sooner * MIN))).toBeLessThanOrEqual(rank(ago(later * MIN)));
      }),
    );
  });
});
