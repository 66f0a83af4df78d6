import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  federalHolidays,
  isFederalHoliday,
  isRescissionBusinessDay,
  nextDay,
  rescissionLastDay,
  rescissionPeriod,
  startOfDayIn,
} from './rescission';

const DAY_MS = 86_400_000;
/** Any calendar day from 2000 to 2099. */
const calendarDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
const daysAfter = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = nextDay(from); day <= to; day = nextDay(day)) days.push(day);
  return days;
};

describe('federal holidays', () => {
  it('follows 5 U.S.C. 6103(a) for a known year', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('has no Juneteenth before 2021', () => {
    expect(isFederalHoliday('2020-06-19')).toBe(false);
    expect(isFederalHoliday('2021-06-19')).toBe(true);
  });

  it('puts each Monday holiday on a Monday and Thanksgiving on the fourth Thursday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), (year) => {
        const [, mlk, washington, memorial, ...rest] = federalHolidays(year);
        const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
        expect([mlk, washington, memorial].map((day) => weekday(day!))).toEqual([1, 1, 1]);
        expect(Number(memorial!.slice(8)) + 7).toBeGreaterThan(31);
        const thanksgiving = rest.at(-2)!;
        expect(weekday(thanksgiving)).toBe(4);
        expect(Number(thanksgiving.slice(8))).toBeGreaterThanOrEqual(22);
        expect(Number(thanksgiving.slice(8))).toBeLessThanOrEqual(28);
      }),
    );
  });
});

describe('the right to cancel', () => {
  it('counts Saturdays but not Sundays or holidays', () => {
    // Signed Friday 2026-11-20: Saturday 21, (Sunday 22), Monday 23, Tuesday 24.
    expect(rescissionLastDay('2026-11-20')).toBe('2026-11-24');
    // Signed Tuesday 2026-11-24: Wednesday 25, (Thanksgiving 26), Friday 27, Saturday 28.
    expect(rescissionLastDay('2026-11-24')).toBe('2026-11-28');
    // An observed holiday is a business day: Friday 2026-07-03 counts, Saturday 4 and Sunday 5 do not.
    expect(rescissionLastDay('2026-07-02')).toBe('2026-07-07');
  });

  it('never ends on a Sunday or a holiday, and spans exactly three business days', () => {
    fc.assert(
      fc.property(calendarDay, (signedOn) => {
        const lastDay = rescissionLastDay(signedOn);
        expect(lastDay > signedOn).toBe(true);
        expect(isRescissionBusinessDay(lastDay)).toBe(true);
        const between = daysAfter(signedOn, lastDay);
        expect(between.filter(isRescissionBusinessDay)).toHaveLength(3);
        // Only Sundays and holidays stretch it, and never past a week.
        expect(between.length).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('ends at midnight after the last day in the time zone, after the signing', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (signedAt) => {
        const period = rescissionPeriod(signedAt);
        expect(period.endsAt).toBeGreaterThan(signedAt + 3 * DAY_MS - DAY_MS);
        expect(dayIn(period.endsAt, 'America/Los_Angeles')).toBe(nextDay(period.lastDay));
        expect(dayIn(period.endsAt - 1, 'America/Los_Angeles')).toBe(period.lastDay);
      }),
    );
  });

  it('finds midnight across a change of daylight saving time', () => {
    expect(new Date(startOfDayIn('2026-03-09', 'America/Los_Angeles')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(new Date(startOfDayIn('2026-11-02', 'America/Los_Angeles')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
    // Signed Friday evening in Los Angeles (Saturday in UTC): the Pacific day counts.
    expect(rescissionPeriod(Date.parse('2026-11-21T03:00:00Z'))).toMatchObject({ signedOn: '2026-11-20', lastDay: '2026-11-24' });
  });
});
