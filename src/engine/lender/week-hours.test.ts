import { describe, expect, it } from 'vitest';
import type { WeekHours } from '../types/lender';
import { groupWeekHours } from './week-hours';

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
