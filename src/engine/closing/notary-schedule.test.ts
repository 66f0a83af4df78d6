import { describe, expect, it } from 'vitest';
import { formatNotaryDay, notaryDays, notarySlots, notaryStepLabel, slotsByDay } from './notary-schedule';

const FRIDAY_EVENING_PACIFIC = Date.parse('2026-11-21T03:00:00Z'); // Friday 19:00 in Los Angeles

describe('notary schedule', () => {
  it('offers the next business days in Pacific time, skipping the weekend', () => {
    expect(notaryDays(FRIDAY_EVENING_PACIFIC, 5)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('offers each hour on each day, grouped by day in order', () => {
    const slots = notarySlots(FRIDAY_EVENING_PACIFIC, [9, 13], 2);
    expect(slots).toEqual([
      { date: '2026-11-23', time: '09:00', timeZone: 'America/Los_Angeles' },
      { date: '2026-11-23', time: '13:00', timeZone: 'America/Los_Angeles' },
      { date: '2026-11-24', time: '09:00', timeZone: 'America/Los_Angeles' },
      { date: '2026-11-24', time: '13:00', timeZone: 'America/Los_Angeles' },
    ]);
    expect(slotsByDay(slots)).toEqual([
      { date: '2026-11-23', times: ['09:00', '13:00'] },
      { date: '2026-11-24', times: ['09:00', '13:00'] },
    ]);
  });

  it('shows a calendar day without shifting it by time zone', () => {
    expect(formatNotaryDay('2026-11-23')).toBe('Monday, November 23');
  });

  it('labels the notary step as the spec says', () => {
    expect(notaryStepLabel({ manualNotary: true })).toBe('scheduleNotarySession');
    expect(notaryStepLabel({})).toBe('talkToENotary');
  });
});
