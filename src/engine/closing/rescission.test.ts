import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, nextDay } from '../calendar/business-days';
import { dayIn } from '../calendar/time-zones';
import { isRescissionBusinessDay, rescissionLastDay, rescissionPeriod } from './rescission';

/** Any calendar day from 2000 to 2099. */
const calendarDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
const daysAfter = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = nextDay(from); day <= to; day = nextDay(day)) days.push(day);
  return days;
};

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
        const period = rescissionPeriod(signedAt, 'America/Los_Angeles');
        expect(period.endsAt).toBeGreaterThan(signedAt + 3 * DAY_MS - DAY_MS);
        expect(dayIn(period.endsAt, 'America/Los_Angeles')).toBe(nextDay(period.lastDay));
        expect(dayIn(period.endsAt - 1, 'America/Los_Angeles')).toBe(period.lastDay);
      }),
    );
  });

  it("counts the days of the home's time zone", () => {
    // Friday 19:00 in Los Angeles and 20:00 in Phoenix; at 06:30 UTC it is still Friday in Phoenix, Saturday in New York.
    const fridayEvening = Date.parse('2026-11-21T03:00:00Z');
    const fridayNight = Date.parse('2026-11-21T06:30:00Z');
    expect(rescissionPeriod(fridayEvening, 'America/Los_Angeles')).toMatchObject({ signedOn: '2026-11-20', lastDay: '2026-11-24' });
    const phoenix = rescissionPeriod(fridayEvening, 'America/Phoenix');
    expect(phoenix).toMatchObject({ signedOn: '2026-11-20', lastDay: '2026-11-24' });
    expect(new Date(phoenix.endsAt).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(rescissionPeriod(fridayNight, 'America/Phoenix')).toMatchObject({ signedOn: '2026-11-20', lastDay: '2026-11-24' });
    expect(rescissionPeriod(fridayNight, 'America/New_York')).toMatchObject({ signedOn: '2026-11-21', lastDay: '2026-11-25' });
  });
});
