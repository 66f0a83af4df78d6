// Notary appointments: the times offered (Pacific time, the next business days) and how the
// borrower sees them. Shared by the sandbox server, which offers and checks them, and the pages.

export const NOTARY_TIME_ZONE = 'America/Los_Angeles';

export interface NotarySlot {
  /** yyyy-MM-dd, in NOTARY_TIME_ZONE. */
  date: string;
  /** HH:mm, 24-hour, in NOTARY_TIME_ZONE. */
  time: string;
  timeZone: string;
}

const DAY_MS = 86_400_000;

/** The next `count` business days after `now` (weekends skipped), as yyyy-MM-dd in Pacific time. */
export function notaryDays(now: number, count: number): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: NOTARY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  });
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset++) {
    const parts = Object.fromEntries(format.formatToParts(new Date(now + offset * DAY_MS)).map((p) => [p.type, p.value]));
    if (parts.weekday === 'Sat' || parts.weekday === 'Sun') continue;
    days.push(`${parts.year}-${parts.month}-${parts.day}`);
  }
  return days;
}

/** Every offered time: each hour on each of the next `dayCount` business days. */
export function notarySlots(now: number, hours: readonly number[], dayCount: number): NotarySlot[] {
  return notaryDays(now, dayCount).flatMap((date) =>
    hours.map((hour) => ({ date, time: `${String(hour).padStart(2, '0')}:00`, timeZone: NOTARY_TIME_ZONE })),
  );
}

/** Slots grouped by day, days and times in the order given. */
export function slotsByDay(slots: readonly NotarySlot[]): Array<{ date: string; times: string[] }> {
  const days = new Map<string, string[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot.time]);
  return [...days].map(([date, times]) => ({ date, times }));
}

/** 'Monday, November 23' for '2026-11-23': a calendar day, so no time zone shifts it. */
export function formatNotaryDay(date: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The spec's progress label for the notary step: 'Schedule Notary Session' when the application
 * has a manual (in-person) notary, otherwise 'Talk to eNotary'. Answers the copy key's last part.
 */
export const notaryStepLabel = (status: Readonly<Record<string, unknown>>): 'scheduleNotarySession' | 'talkToENotary' =>
  status.manualNotary ? 'scheduleNotarySession' : 'talkToENotary';
