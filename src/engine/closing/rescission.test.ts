import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, dayOfWeek, federalHolidays, isObservedFederalHoliday, nextDay } from '../calendar/business-days';
import { dayIn } from '../calendar/time-zones';
import { isRescissionBusinessDay, rescissionLastDay, rescissionPeriod, rescissionPeriodFrom, rescissionStart } from './rescission';

/** Any calendar day from 2000 to 2099. */
const calendarDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
/** Any calendar day from 2020 to 2035, the years the deadline is checked over. */
const dayFrom2020To2035 = fc
  .integer({ min: Date.UTC(2020, 0, 1) / DAY_MS, max: Date.UTC(2035, 11, 31) / DAY_MS })
  .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
/** Any instant from 2020 to 2035. */
const instantFrom2020To2035 = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31, 23, 59) });
const HOME = 'America/Chicago';
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

  describe('from 2020 to 2035', () => {
    it('ends on the third day after signing that is neither a Sunday nor a holiday on its own date', () => {
      fc.assert(
        fc.property(dayFrom2020To2035, (signedOn) => {
          const lastDay = rescissionLastDay(signedOn);
          const counted = daysAfter(signedOn, lastDay).filter(
            (day) => dayOfWeek(day) !== 0 && !federalHolidays(Number(day.slice(0, 4))).includes(day),
          );
          expect(counted).toHaveLength(3);
          expect(counted.at(-1)).toBe(lastDay);
        }),
        { numRuns: 2000 },
      );
    });

    it('counts a Friday or Monday on which a weekend holiday is observed', () => {
      const observedOnly = (year: number) =>
        federalHolidays(year)
          .flatMap((holiday) => [new Date(Date.parse(holiday) - DAY_MS), new Date(Date.parse(holiday) + DAY_MS)])
          .map((date) => date.toISOString().slice(0, 10))
          .filter((day) => isObservedFederalHoliday(day) && !federalHolidays(Number(day.slice(0, 4))).includes(day));
      fc.assert(
        fc.property(fc.integer({ min: 2020, max: 2035 }), (year) => {
          for (const observed of observedOnly(year)) {
            expect(isRescissionBusinessDay(observed)).toBe(true);
            // Signed the day before an observed Monday or Friday: the observed day is the first of the three.
            const before = new Date(Date.parse(observed) - DAY_MS).toISOString().slice(0, 10);
            expect(daysAfter(before, rescissionLastDay(before)).filter(isRescissionBusinessDay)[0]).toBe(observed);
          }
        }),
      );
      // 2026: July 4 is a Saturday, observed Friday July 3; 2027: Christmas is a Saturday, observed Friday December 24.
      expect(isRescissionBusinessDay('2026-07-03')).toBe(true);
      expect(isRescissionBusinessDay('2027-12-24')).toBe(true);
      expect(isRescissionBusinessDay('2027-12-25')).toBe(false);
      expect(isRescissionBusinessDay('2022-06-20')).toBe(true); // Juneteenth 2022 on a Sunday, observed Monday
    });

    it('runs from the latest of opening, notice delivery and material disclosures', () => {
      fc.assert(
        fc.property(
          instantFrom2020To2035,
          instantFrom2020To2035,
          instantFrom2020To2035,
          (accountOpenedAt, noticeDeliveredAt, materialDisclosuresDeliveredAt) => {
            const moments = { accountOpenedAt, noticeDeliveredAt, materialDisclosuresDeliveredAt };
            const latest = Math.max(accountOpenedAt, noticeDeliveredAt, materialDisclosuresDeliveredAt);
            expect(rescissionStart(moments)).toBe(latest);
            const period = rescissionPeriodFrom(moments, HOME);
            expect(period).toEqual(rescissionPeriod(latest, HOME));
            // Every moment is before the deadline, and the deadline is midnight after the last day.
            for (const moment of [accountOpenedAt, noticeDeliveredAt, materialDisclosuresDeliveredAt])
              expect(period.endsAt).toBeGreaterThan(moment);
            expect(dayIn(period.endsAt - 1, HOME)).toBe(period.lastDay);
            // Any earlier moment alone would not give a later deadline.
            expect(rescissionPeriod(Math.min(accountOpenedAt, noticeDeliveredAt), HOME).endsAt).toBeLessThanOrEqual(period.endsAt);
          },
        ),
      );
    });

    it('counts a notice delivered after signing from its delivery', () => {
      // Opened and disclosures given Monday 2026-11-23; the notice delivered Wednesday 25: Friday 27, Saturday 28, Monday 30.
      const period = rescissionPeriodFrom(
        {
          accountOpenedAt: Date.parse('2026-11-23T16:00:00Z'),
          noticeDeliveredAt: Date.parse('2026-11-25T16:00:00Z'),
          materialDisclosuresDeliveredAt: Date.parse('2026-11-23T15:00:00Z'),
        },
        HOME,
      );
      expect(period).toMatchObject({ signedOn: '2026-11-25', lastDay: '2026-11-30' });
      expect(new Date(period.endsAt).toISOString()).toBe('2026-12-01T06:00:00.000Z');
    });
  });
});
