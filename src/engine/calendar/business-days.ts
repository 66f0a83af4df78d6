// Calendar days and the federal legal holidays of 5 U.S.C. 6103(a): the one holiday rule for every
// count of business days (the right to cancel, notary booking), on the pages and the server alike.

/** A calendar day as yyyy-MM-dd, in no particular time zone. */
export type CalendarDay = string;

export const DAY_MS = 86_400_000;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

export const calendarDayMs = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);
const ofUtc = (ms: number): CalendarDay => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: CalendarDay, days: number): CalendarDay => ofUtc(calendarDayMs(day) + days * DAY_MS);
export const nextDay = (day: CalendarDay): CalendarDay => addDays(day, 1);
/** 0 for Sunday to 6 for Saturday. */
export const dayOfWeek = (day: CalendarDay) => new Date(calendarDayMs(day)).getUTCDay();

/** The date of the n-th (1-based) given weekday of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
}

/** The federal legal holidays of 5 U.S.C. 6103(a), each on its own date, by rule (Juneteenth from 2021). */
export function federalHolidays(year: number): CalendarDay[] {
  const day = (month: number, date: number) => ofUtc(Date.UTC(year, month, date));
  return [
    day(0, 1), // New Year's Day
    day(0, nthWeekday(year, 0, MONDAY, 3)), // Birthday of Martin Luther King, Jr.
    day(1, nthWeekday(year, 1, MONDAY, 3)), // Washington's Birthday
    day(4, nthWeekday(year, 4, MONDAY, -1)), // Memorial Day
    ...(year >= 2021 ? [day(5, 19)] : []), // Juneteenth National Independence Day
    day(6, 4), // Independence Day
    day(8, nthWeekday(year, 8, MONDAY, 1)), // Labor Day
    day(9, nthWeekday(year, 9, MONDAY, 2)), // Columbus Day
    day(10, 11), // Veterans Day
    day(10, nthWeekday(year, 10, THURSDAY, 4)), // Thanksgiving Day
    day(11, 25), // Christmas Day
  ];
}

/** A holiday on its own date (Reg Z's rule for the right to cancel counts only these). */
export const isFederalHoliday = (day: CalendarDay) => federalHolidays(Number(day.slice(0, 4))).includes(day);

/**
 * A weekday offices close for a holiday: the holiday itself, the Friday before one on a Saturday,
 * or the Monday after one on a Sunday (5 U.S.C. 6103(b), Executive Order 11582). New Year's Day
 * on a Saturday is observed on December 31 of the year before.
 */
export function isObservedFederalHoliday(day: CalendarDay): boolean {
  const weekday = dayOfWeek(day);
  if (weekday === SATURDAY || weekday === SUNDAY) return false;
  if (isFederalHoliday(day)) return true;
  if (weekday === FRIDAY) return isFederalHoliday(addDays(day, 1));
  if (weekday === MONDAY) return isFederalHoliday(addDays(day, -1));
  return false;
}

/** A day offices are open: Monday to Friday, and no federal holiday falls on it or is observed on it. */
export const isBusinessDay = (day: CalendarDay) => {
  const weekday = dayOfWeek(day);
  return weekday !== SATURDAY && weekday !== SUNDAY && !isObservedFederalHoliday(day);
};

/** The first `count` business days after `day`; `counts` is the rule's definition of one (offices open, unless another is given). */
export function businessDaysAfter(day: CalendarDay, count: number, counts: (day: CalendarDay) => boolean = isBusinessDay): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let next = nextDay(day); days.length < count; next = nextDay(next)) if (counts(next)) days.push(next);
  return days;
}
