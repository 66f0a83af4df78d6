// Opening hours, kept in Pacific time as the spec shows them, on another zone's clocks.
import type { WeekHours } from '../types/lender';
import { HOURS_TIME_ZONE, toMinutes } from './week-hours';
import { dateTimeFormat } from '../format/intl-formats';

type Day = WeekHours[number];

/** Minutes the zone's clock is ahead of UTC at an instant. */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wallClock - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The same opening hours on another zone's clock, as they stand at `instant` (the zones' offsets
 * differ by season where one keeps no daylight saving time). Undefined when that zone keeps
 * Pacific time then, or when an opening would cross its midnight (one interval a day cannot say so).
 */
export function weekHoursInZone(week: WeekHours, timeZone: string, instant: Date): WeekHours | undefined {
  const shift = utcOffsetMinutes(timeZone, instant) - utcOffsetMinutes(HOURS_TIME_ZONE, instant);
  if (shift === 0) return undefined;
  const shifted: Day[] = [];
  for (const day of week) {
    const start = toMinutes(day.startTime);
    const end = toMinutes(day.endTime);
    if (!day.isOpen || start === null || end === null) {
      shifted.push(day);
      continue;
    }
    if (start + shift < 0 || end + shift > 24 * 60) return undefined;
    shifted.push({ ...day, startTime: clock(start + shift), endTime: clock(end + shift) });
  }
  return shifted;
}
