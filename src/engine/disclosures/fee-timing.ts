// Reg Z 12 CFR 1026.40(h): no nonrefundable fee may be imposed until three business days after the
// borrower received the early HELOC disclosure and the CFPB booklet.
//
// "Business day" is Reg Z's general definition (1026.2(a)(6)): a day the creditor's offices are open
// for substantially all of its business. We take that as Monday to Friday, except federal holidays
// and the weekdays they are observed on (calendar/business-days). The rescission definition (every
// day but Sundays and holidays on their own date) applies only to the right to cancel and is not used.
// The fee may be imposed on the third such day after the day of receipt (the day of receipt does not
// count), from its start. Days are those of the home's time zone, as for the right to cancel.

import { businessDaysAfter, type CalendarDay } from '../calendar/business-days';
import { dayIn, startOfDayIn } from '../calendar/time-zones';

export const FEE_WAIT_BUSINESS_DAYS = 3;

/** The disclosures whose receipt starts the wait: the early disclosure and the booklet, both. */
export const FEE_WAIT_DISCLOSURES = ['HELOC_EARLY_DISCLOSURE', 'CFPB_HELOC_BOOKLET'] as const;

/** The first day a nonrefundable fee may be imposed, for disclosures received on `receivedOn`. */
export const nonrefundableFeeDay = (receivedOn: CalendarDay): CalendarDay =>
  businessDaysAfter(receivedOn, FEE_WAIT_BUSINESS_DAYS)[FEE_WAIT_BUSINESS_DAYS - 1]!;

export interface FeeTiming {
  receivedOn: CalendarDay;
  /** The first day a nonrefundable fee may be imposed (yyyy-MM-dd, in the home's time zone). */
  permittedOn: CalendarDay;
  /** The instant that day begins in the home's time zone (epoch ms). */
  permittedFrom: number;
}

/** The fee wait for disclosures received at `receivedAt` (epoch ms) by a borrower whose home keeps `timeZone`. */
export function nonrefundableFeeTiming(receivedAt: number, timeZone: string): FeeTiming {
  const receivedOn = dayIn(receivedAt, timeZone);
  const permittedOn = nonrefundableFeeDay(receivedOn);
  return { receivedOn, permittedOn, permittedFrom: startOfDayIn(permittedOn, timeZone) };
}

/**
 * When the borrower had both disclosures: the later of their first showings, or undefined while
 * either has never been shown (then no nonrefundable fee may be imposed at all).
 */
export function disclosuresReceivedAt(shown: ReadonlyArray<{ type: string; shownAt: string }>): number | undefined {
  let latest = 0;
  for (const type of FEE_WAIT_DISCLOSURES) {
    const times = shown.filter((s) => s.type === type).map((s) => Date.parse(s.shownAt));
    if (times.length === 0) return undefined;
    latest = Math.max(latest, Math.min(...times));
  }
  return latest;
}

/**
 * The instant from which a nonrefundable fee may be imposed, given the disclosures shown so far;
 * undefined while either has never been shown (then no such fee may be imposed at all).
 */
export function nonrefundableFeesFrom(shown: ReadonlyArray<{ type: string; shownAt: string }>, timeZone: string): number | undefined {
  const receivedAt = disclosuresReceivedAt(shown);
  return receivedAt === undefined ? undefined : nonrefundableFeeTiming(receivedAt, timeZone).permittedFrom;
}
