import { describe, expect, it } from 'vitest';
import type { WeekHours } from '../types/lender';
import { utcOffsetMinutes, weekHoursInZone } from './hours-in-zone';

const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const week = (hours: Array<[string, string] | null>): WeekHours =>
  hours.map((h, i) =>
    h
      ? { weekday: days[i]!, weekdayValue: i + 1, isOpen: true, startTime: h[0], endTime: h[1] }
      : { weekday: days[i]!, weekdayValue: i + 1, isOpen: false },
  );

describe('weekHoursInZone', () => {
  const summer = new Date('2026-07-15T12:00:00Z');
  const winter = new Date('2026-01-15T12:00:00Z');
  const harbor = week([
    ['05:00', '14:00'],
    ['05:00', '14:00'],
    ['05:00', '14:00'],
    ['05:00', '14:00'],
    ['05:00', '14:00'],
    ['06:00', '10:00'],
    null,
  ]);

  it("knows each zone's offset from UTC, daylight saving time included", () => {
    expect(utcOffsetMinutes('America/Los_Angeles', summer)).toBe(-7 * 60);
    expect(utcOffsetMinutes('America/Los_Angeles', winter)).toBe(-8 * 60);
    expect(utcOffsetMinutes('America/New_York', winter)).toBe(-5 * 60);
    expect(utcOffsetMinutes('Asia/Kolkata', winter)).toBe(5 * 60 + 30);
  });

  it('moves Pacific hours onto Eastern clocks, three hours later, closed days kept', () => {
    const eastern = weekHoursInZone(harbor, 'America/New_York', winter)!;
    expect(eastern.map((d) => (d.isOpen ? `${d.startTime}-${d.endTime}` : 'closed'))).toEqual([
      '08:00-17:00',
      '08:00-17:00',
      '08:00-17:00',
      '08:00-17:00',
      '08:00-17:00',
      '09:00-13:00',
      'closed',
    ]);
  });

  it('follows the season where only one zone keeps daylight saving time', () => {
    // Phoenix keeps MST all year: an hour ahead of Pacific in winter, level with it in summer.
    expect(weekHoursInZone(harbor, 'America/Phoenix', winter)![0]).toMatchObject({ startTime: '06:00', endTime: '15:00' });
    expect(weekHoursInZone(harbor, 'America/Phoenix', summer)).toBeUndefined();
  });

  it("says nothing for Pacific time itself, nor for hours that would cross the other zone's midnight", () => {
    expect(weekHoursInZone(harbor, 'America/Los_Angeles', winter)).toBeUndefined();
    const late = week([['18:00', '22:00'], null, null, null, null, null, null]);
    expect(weekHoursInZone(late, 'America/New_York', winter)).toBeUndefined();
    expect(weekHoursInZone(late, 'Pacific/Honolulu', winter)![0]).toMatchObject({ startTime: '16:00', endTime: '20:00' });
  });
});
