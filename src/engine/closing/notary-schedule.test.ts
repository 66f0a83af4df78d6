import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../calendar/business-days';
import { formatNotaryDay, formatSlotTime, notarySlots, notaryStepLabel, slotsByDay, slotStart } from './notary-schedule';

const FRIDAY_EVENING_PACIFIC = Date.parse('2026-11-21T03:00:00Z'); // Friday 19:00 in Los Angeles, Saturday in New York
const TUESDAY_BEFORE_THANKSGIVING = Date.parse('2026-11-24T17:00:00Z');

describe('notary schedule', () => {
  it('offers the next business days where the home is, skipping the weekend and Thanksgiving', () => {
    const days = (now: number, timeZone: string) => slotsByDay(notarySlots(now, [9], 5, timeZone)).map((d) => d.date);
    expect(days(FRIDAY_EVENING_PACIFIC, 'America/Phoenix')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30']);
    expect(days(TUESDAY_BEFORE_THANKSGIVING, 'America/Phoenix')).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(days(TUESDAY_BEFORE_THANKSGIVING, 'America/Phoenix').every(isBusinessDay)).toBe(true);
  });

  it("offers each hour on each day on the home's clock, grouped by day in order", () => {
    const slots = notarySlots(FRIDAY_EVENING_PACIFIC, [9, 13], 2, 'America/Phoenix');
    expect(slots).toEqual([
      { date: '2026-11-23', time: '09:00', timeZone: 'America/Phoenix' },
      { date: '2026-11-23', time: '13:00', timeZone: 'America/Phoenix' },
      { date: '2026-11-24', time: '09:00', timeZone: 'America/Phoenix' },
      { date: '2026-11-24', time: '13:00', timeZone: 'America/Phoenix' },
    ]);
    expect(slotsByDay(slots)).toEqual([
      { date: '2026-11-23', times: ['09:00', '13:00'] },
      { date: '2026-11-24', times: ['09:00', '13:00'] },
    ]);
  });

  it('shows a slot on the home clock with its zone, and knows its instant', () => {
    const slot = { date: '2026-11-25', time: '13:00', timeZone: 'America/Phoenix' };
    expect(formatSlotTime(slot)).toBe('1:00 PM MST');
    expect(new Date(slotStart(slot)).toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('shows a calendar day without shifting it by time zone', () => {
    expect(formatNotaryDay('2026-11-23')).toBe('Monday, November 23');
  });

  it('labels the notary step as the spec says', () => {
    expect(notaryStepLabel({ manualNotary: true })).toBe('scheduleNotarySession');
    expect(notaryStepLabel({})).toBe('talkToENotary');
  });
});
