import type { WeekHours } from '../types/lender';
import { dateTimeFormat } from '../format/intl-formats';

type Day = WeekHours[number];

export interface HoursGroup {
  firstDay: Day['weekday'];
  lastDay: Day['weekday'];
  isOpen: boolean;
  startTime?: string;
  endTime?: string;
}

/** Groups consecutive days with the same hours (Mon–Fri 06:00–18:00, Sat …), in weekday order. */
export function groupWeekHours(week: WeekHours): HoursGroup[] {
  const days = [...week].sort((a, b) => a.weekdayValue - b.weekdayValue);
  const groups: HoursGroup[] = [];
  for (const day of days) {
    const last = groups.at(-1);
    const same = last && last.isOpen === day.isOpen && (!day.isOpen || (last.startTime === day.startTime && last.endTime === day.endTime));
    if (same) last.lastDay = day.weekday;
    else groups.push({ firstDay: day.weekday, lastDay: day.weekday, isOpen: day.isOpen, startTime: day.startTime, endTime: day.endTime });
  }
  return groups;
}

/** Operating hours are kept in Pacific time, as the spec shows them. */
export const HOURS_TIME_ZONE = 'America/Los_Angeles';

const WEEKDAY_VALUE: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The weekday value (1 Monday … 7 Sunday) and minutes since midnight of an instant, in Pacific time. */
export function pacificClock(instant: Date): { weekdayValue: number; minutes: number } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', { timeZone: HOURS_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { weekdayValue: WEEKDAY_VALUE[parts.weekday!]!, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Minutes since midnight of an 'HH:mm' time; null when it is not one. */
export const toMinutes = (time: string | undefined) => {
  const [h, m] = (time ?? '').split(':').map(Number);
  return h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m) ? null : h * 60 + m;
};

/** Whether the department is open at an instant: from its start time up to, not including, its end time. */
export function isOpenAt(week: WeekHours, instant: Date): boolean {
  const { weekdayValue, minutes } = pacificClock(instant);
  const day = week.find((d) => d.weekdayValue === weekdayValue);
  const start = toMinutes(day?.startTime);
  const end = toMinutes(day?.endTime);
  return Boolean(day?.isOpen && start !== null && end !== null && minutes >= start && minutes < end);
}
