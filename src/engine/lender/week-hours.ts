import type { WeekHours } from '../types/lender';

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
