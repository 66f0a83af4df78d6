import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDaysAfter,
  DAY_MS,
  dayOfWeek,
  federalHolidays,
  isBusinessDay,
  isFederalHoliday,
  isObservedFederalHoliday,
} from './business-days';

/** Any calendar day from 2000 to 2099. */
const calendarDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
const SATURDAY = 6;
const SUNDAY = 0;

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
        expect([mlk, washington, memorial].map((day) => dayOfWeek(day!))).toEqual([1, 1, 1]);
        expect(Number(memorial!.slice(8)) + 7).toBeGreaterThan(31);
        const thanksgiving = rest.at(-2)!;
        expect(dayOfWeek(thanksgiving)).toBe(4);
        expect(Number(thanksgiving.slice(8))).toBeGreaterThanOrEqual(22);
        expect(Number(thanksgiving.slice(8))).toBeLessThanOrEqual(28);
      }),
    );
  });
});

describe('observed holidays', () => {
  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    expect(isObservedFederalHoliday('2026-07-03')).toBe(true); // July 4, 2026 is a Saturday
    expect(isObservedFederalHoliday('2027-12-24')).toBe(true); // Christmas 2027 is a Saturday
    expect(isObservedFederalHoliday('2023-01-02')).toBe(true); // New Year's Day 2023 is a Sunday
    expect(isObservedFederalHoliday('2021-12-31')).toBe(true); // New Year's Day 2022 is a Saturday: observed the year before
    expect(isObservedFederalHoliday('2026-07-06')).toBe(false);
  });

  it('observes every holiday on exactly one weekday, the nearest one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2098 }), (year) => {
        for (const holiday of federalHolidays(year)) {
          const nearby = [-1, 0, 1].map((offset) => addDays(holiday, offset));
          const observed = nearby.filter((day) => isObservedFederalHoliday(day) && (day === holiday || !isFederalHoliday(day)));
          expect(observed).toHaveLength(1);
          const expected = { [SATURDAY]: addDays(holiday, -1), [SUNDAY]: addDays(holiday, 1) }[dayOfWeek(holiday)] ?? holiday;
          expect(observed[0]).toBe(expected);
        }
      }),
    );
  });
});

describe('business days', () => {
  it('is never a weekend, a federal holiday or a day one is observed', () => {
    fc.assert(
      fc.property(calendarDay, (day) => {
        if (!isBusinessDay(day)) return;
        expect([SATURDAY, SUNDAY]).not.toContain(dayOfWeek(day));
        expect(isFederalHoliday(day)).toBe(false);
        expect(isObservedFederalHoliday(day)).toBe(false);
      }),
    );
  });

  it('is every other weekday', () => {
    fc.assert(
      fc.property(calendarDay, (day) => {
        const weekday = ![SATURDAY, SUNDAY].includes(dayOfWeek(day));
        expect(isBusinessDay(day)).toBe(weekday && !isObservedFederalHoliday(day));
      }),
    );
  });

  it('skips Thanksgiving, the observed Independence Day and the weekend', () => {
    expect(businessDaysAfter('2026-11-24', 3)).toEqual(['2026-11-25', '2026-11-27', '2026-11-30']);
    expect(businessDaysAfter('2026-07-01', 2)).toEqual(['2026-07-02', '2026-07-06']);
  });

  it('lists the next business days in order, each after the day given, skipping none', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 1, max: 10 }), (day, count) => {
        const days = businessDaysAfter(day, count);
        expect(days).toHaveLength(count);
        expect(days.every(isBusinessDay)).toBe(true);
        let previous = day;
        for (const next of days) {
          for (let between = addDays(previous, 1); between < next; between = addDays(between, 1))
            expect(isBusinessDay(between)).toBe(false);
          expect(next > previous).toBe(true);
          previous = next;
        }
      }),
    );
  });
});
