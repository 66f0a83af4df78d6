// Notary appointments: the times offered (business days, hours of the home's own clock) and how
// the borrower sees them. Shared by the sandbox server, which offers and checks them, and the pages.
import { businessDaysAfter } from '../calendar/business-days';
import { dayIn, formatTimeIn, instantIn } from '../calendar/time-zones';
import { dateTimeFormat } from '../format/intl-formats';

export interface NotarySlot {
  /** yyyy-MM-dd, in timeZone. */
  date: string;
  /** HH:mm, 24-hour, in timeZone. */
  time: string;
  /** The home's IANA time zone: an in-person notary meets the borrower there. */
  timeZone: string;
}

/** The notary's contact, for the borrower's questions and their calendar. */
export interface NotaryContact {
  name: string;
  /** Ten US digits. */
  phone: string;
  email: string;
}

/** Every offered time: each hour on each of the next `dayCount` business days after today where the home is. */
export function notarySlots(now: number, hours: readonly number[], dayCount: number, timeZone: string): NotarySlot[] {
  return businessDaysAfter(dayIn(now, timeZone), dayCount).flatMap((date) =>
    hours.map((hour) => ({ date, time: `${String(hour).padStart(2, '0')}:00`, timeZone })),
  );
}

/** Slots grouped by day, days and times in the order given. */
export function slotsByDay(slots: readonly NotarySlot[]): Array<{ date: string; times: string[] }> {
  const days = new Map<string, string[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot.time]);
  return [...days].map(([date, times]) => ({ date, times }));
}

/** The instant a slot begins. */
export const slotStart = (slot: NotarySlot) => instantIn(slot.date, slot.time, slot.timeZone);

/** '1:00 PM MT': the slot's time on the home's clock, with the zone's short name. */
export const formatSlotTime = (slot: NotarySlot, locale = 'en-US') => formatTimeIn(slotStart(slot), slot.timeZone, locale);

/** 'Monday, November 23' for '2026-11-23': a calendar day, so no time zone shifts it. */
export function formatNotaryDay(date: string, locale = 'en-US'): string {
  return dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The spec's progress label for the notary step: 'Schedule Notary Session' when the application
 * has a manual (in-person) notary, otherwise 'Talk to eNotary'. Answers the copy key's last part.
 */
export const notaryStepLabel = (status: Readonly<Record<string, unknown>>): 'scheduleNotarySession' | 'talkToENotary' =>
  status.manualNotary ? 'scheduleNotarySession' : 'talkToENotary';
