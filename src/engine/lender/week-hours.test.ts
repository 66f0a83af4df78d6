import { describe, expect, it } from 'vitest';
import type { WeekHours } from '../types/lender';
import { groupWeekHours, isOpenAt } from './week-hours';

const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const week = (hours: Array<[string, string] | null>): WeekHours =>
  hours.map((h, i) =>
    h
      ? { weekday: days[i]!, weekdayValue: i + 1, isOpen: true, startTime: h[0], endTime: h[1] }
      : { weekday: days[i]!, weekdayValue: i + 1, isOpen: false },
  );

describe('groupWeekHours', () => {
  it('groups consecutive days with equal hours', () => {
    const nineToFive: [string, string] = ['09:00', '17:00'];
    expect(groupWeekHours(week([nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, ['10:00', '14:00'], null]))).toEqual([
      { firstDay: 'MONDAY', lastDay: 'FRIDAY', isOpen: true, startTime: '09:00', endTime: '17:00' },
      { firstDay: 'SATURDAY', lastDay: 'SATURDAY', isOpen: true, startTime: '10:00', endTime: '14:00' },
      { firstDay: 'SUNDAY', lastDay: 'SUNDAY', isOpen: false, startTime: undefined, endTime: undefined },
    ]);
  });

  it('sorts by weekday value and splits on differing hours', () => {
    const shuffled = week([['09:00', '17:00'], ['09:00', '18:00'], null, null, ['09:00', '17:00'], null, null]).reverse();
    const groups = groupWeekHours(shuffled);
    expect(groups.map((g) => [g.firstDay, g.lastDay])).toEqual([
      ['MONDAY', 'MONDAY'],
      ['TUESDAY', 'TUESDAY'],
      ['WEDNESDAY', 'THURSDAY'],
      ['FRIDAY', 'FRIDAY'],
      ['SATURDAY', 'SUNDAY'],
    ]);
  });
});

describe('isOpenAt', () => {
  const week = [
    { weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '06:00', endTime: '18:00' },
    { weekday: 'TUESDAY', weekdayValue: 2, isOpen: true, startTime: '06:00', endTime: '18:00' },
    { weekday: 'WEDNESDAY', weekdayValue: 3, isOpen: true, startTime: '06:00', endTime: '18:00' },
    { weekday: 'THURSDAY', weekdayValue: 4, isOpen: true, startTime: '06:00', endTime: '18:00' },
    { weekday: 'FRIDAY', weekdayValue: 5, isOpen: true, startTime: '06:00', endTime: '18:00' },
    { weekday: 'SATURDAY', weekdayValue: 6, isOpen: true, startTime: '07:00', endTime: '15:00' },
    { weekday: 'SUNDAY', weekdayValue: 7, isOpen: false },
  ] as WeekHours;

  it('reads the hours in Pacific time, winter and summer', () => {
    // Monday 23 November 2026, 06:00 PST is 14:00 UTC.
    expect(isOpenAt(week, new Date('2026-11-23T13:59:00Z'))).toBe(false);
    expect(isOpenAt(week, new Date('2026-11-23T14:00:00Z'))).toBe(true);
    expect(isOpenAt(week, new Date('2026-11-24T01:59:00Z'))).toBe(true);
    expect(isOpenAt(week, new Date('2026-11-24T02:00:00Z'))).toBe(false);
    // Monday 6 July 2026, 06:00 PDT is 13:00 UTC.
    expect(isOpenAt(week, new Date('2026-07-06T13:00:00Z'))).toBe(true);
    expect(isOpenAt(week, new Date('2026-07-06T12:59:00Z'))).toBe(false);
  });

  it('is closed on a closed day', () => {
    expect(isOpenAt(week, new Date('2026-11-22T20:00:00Z'))).toBe(false);
    expect(isOpenAt(week, new Date('2026-11-21T20:00:00Z'))).toBe(true);
  });
});
