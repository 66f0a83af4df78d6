// The right to cancel (Reg Z 1026.15): the borrower may rescind until midnight of the third
// business day after signing, and the line is funded only after that. For rescission a business
// day is every calendar day except Sundays and the federal legal holidays of 5 U.S.C. 6103(a),
// each on its own date: a holiday observed on a Friday or Monday leaves that day a business day.

/** The day the period is counted in: where the online notary signs (see notary-schedule). */
export const RESCISSION_TIME_ZONE = 'America/Los_Angeles';
const DAY_MS = 86_400_000;
const BUSINESS_DAYS = 3;

/** A calendar day as yyyy-MM-dd. */
export type CalendarDay = string;

const toUtc = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);
const ofUtc = (ms: number): CalendarDay => new Date(ms).toISOString().slice(0, 10);
export const nextDay = (day: CalendarDay): CalendarDay => ofUtc(toUtc(day) + DAY_MS);

/** The date of the n-th (1-based) given weekday (0 Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
}

/** The federal legal holidays of 5 U.S.C. 6103(a), by rule (Juneteenth from 2021). */
export function federalHolidays(year: number): CalendarDay[] {
  const day = (month: number, date: number) => ofUtc(Date.UTC(year, month, date));
  const MONDAY = 1;
  const THURSDAY = 4;
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

export const isFederalHoliday = (day: CalendarDay) => federalHolidays(Number(day.slice(0, 4))).includes(day);

/** A business day for rescission: not a Sunday, not a federal legal holiday. */
export const isRescissionBusinessDay = (day: CalendarDay) => new Date(toUtc(day)).getUTCDay() !== 0 && !isFederalHoliday(day);

/** The last day the borrower may cancel: the third business day after the day of signing. */
export function rescissionLastDay(signedOn: CalendarDay): CalendarDay {
  let day = signedOn;
  for (let counted = 0; counted < BUSINESS_DAYS;) {
    day = nextDay(day);
    if (isRescissionBusinessDay(day)) counted += 1;
  }
  return day;
}

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: number, timeZone: string): CalendarDay {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** The instant a calendar day begins (its midnight) in a time zone. */
export function startOfDayIn(day: CalendarDay, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', {
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
  const guess = toUtc(day) - offset(toUtc(day));
  // Across a change of offset between the guess and midnight, the offset at the guess is the one that holds.
  return toUtc(day) - offset(guess);
}

export interface RescissionPeriod {
  signedOn: CalendarDay;
  lastDay: CalendarDay;
  /** Midnight at the end of the last day: from then on the line may be funded. */
  endsAt: number;
}

/** The right-to-cancel period for a signing at `signedAt` (epoch ms). */
export function rescissionPeriod(signedAt: number, timeZone = RESCISSION_TIME_ZONE): RescissionPeriod {
  const signedOn = dayIn(signedAt, timeZone);
  const lastDay = rescissionLastDay(signedOn);
  return { signedOn, lastDay, endsAt: startOfDayIn(nextDay(lastDay), timeZone) };
}
