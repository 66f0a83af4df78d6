// Instants and calendar days in a time zone (IANA names, through Intl), and the time zone of a
// home from its state (the table is flows/state-time-zones.json).
import type { StateTimeZones } from '../types/state-time-zones';
import { calendarDayMs, type CalendarDay } from './business-days';
import { dateTimeFormat } from '../format/intl-formats';

/** Where a home keeps its clocks. */
export interface HomeTimeZone {
  /** An IANA time zone: for a state split across zones, the one most of it keeps. */
  timeZone: string;
  /** The state's name as the borrower reads it; absent when the table does not know the state. */
  stateName?: string;
}

/** The time zone of a home in a state (two-letter code); the table's fallback for a state it does not know. */
export function homeTimeZone(table: StateTimeZones, state: string | undefined): HomeTimeZone {
  const known = state ? table.states[state.trim().toUpperCase()] : undefined;
  return known ? { timeZone: known.timeZone, stateName: known.name } : { timeZone: table.fallbackTimeZone };
}

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: number, timeZone: string): CalendarDay {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** The instant a wall-clock time (HH:mm) on a calendar day happens in a time zone. */
export function instantIn(day: CalendarDay, time: string, timeZone: string): number {
  const format = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** How far the zone's wall clock is ahead of UTC at an instant. */
  const offset = (instant: number) => {
    const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
  };
  const [hours, minutes] = time.split(':').map(Number);
  const wall = calendarDayMs(day) + (hours! * 60 + minutes!) * 60_000;
  // Across a change of offset between the guess and the time, the offset at the guess is the one that holds.
  return wall - offset(wall - offset(wall));
}

/** The instant a calendar day begins (its midnight) in a time zone. */
export const startOfDayIn = (day: CalendarDay, timeZone: string) => instantIn(day, '00:00', timeZone);

/** The zone's name as people say it: 'Pacific Time', 'Mountain Standard Time' (Arizona keeps no daylight time). */
export function timeZoneName(timeZone: string, at: number, locale = 'en-US'): string {
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** '1:00 PM MT': a time of day with the zone's short name. */
export function formatTimeIn(instant: number, timeZone: string, locale = 'en-US'): string {
  return dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'shortGeneric' }).format(new Date(instant));
}
