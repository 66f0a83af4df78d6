// The right to cancel (Reg Z 1026.15): the borrower may rescind until midnight of the third
// business day after the latest of the account's opening, the delivery of the notice of the right
// to cancel and the delivery of the material disclosures, and the line is funded only after that. For rescission a business
// day is every calendar day except Sundays and the federal legal holidays of 5 U.S.C. 6103(a),
// each on its own date: a holiday observed on a Friday or Monday leaves that day a business day.
// The days are those of the home's time zone: the borrower cancels where they live.

import { businessDaysAfter, isFederalHoliday, nextDay, dayOfWeek, type CalendarDay } from '../calendar/business-days';
import { dayIn, startOfDayIn } from '../calendar/time-zones';

const BUSINESS_DAYS = 3;

/** A business day for rescission: not a Sunday, not a federal legal holiday on its own date. */
export const isRescissionBusinessDay = (day: CalendarDay) => dayOfWeek(day) !== 0 && !isFederalHoliday(day);

/** The last day the borrower may cancel: the third business day after the day of signing. */
export const rescissionLastDay = (signedOn: CalendarDay): CalendarDay =>
  businessDaysAfter(signedOn, BUSINESS_DAYS, isRescissionBusinessDay)[BUSINESS_DAYS - 1]!;

export interface RescissionPeriod {
  signedOn: CalendarDay;
  lastDay: CalendarDay;
  /** Midnight at the end of the last day: from then on the line may be funded. */
  endsAt: number;
}

/** The right-to-cancel period counted from `signedAt` (epoch ms), its days counted in the home's time zone. */
export function rescissionPeriod(signedAt: number, timeZone: string): RescissionPeriod {
  const signedOn = dayIn(signedAt, timeZone);
  const lastDay = rescissionLastDay(signedOn);
  return { signedOn, lastDay, endsAt: startOfDayIn(nextDay(lastDay), timeZone) };
}

/** The three moments the period runs from (epoch ms). */
export interface RescissionMoments {
  accountOpenedAt: number;
  noticeDeliveredAt: number;
  materialDisclosuresDeliveredAt: number;
}

/** The moment the period starts from: the latest of the three, since each must have happened. */
export const rescissionStart = (moments: RescissionMoments) =>
  Math.max(moments.accountOpenedAt, moments.noticeDeliveredAt, moments.materialDisclosuresDeliveredAt);

/** The right-to-cancel period once the account is open and the notice and material disclosures are delivered. */
export const rescissionPeriodFrom = (moments: RescissionMoments, timeZone: string): RescissionPeriod =>
  rescissionPeriod(rescissionStart(moments), timeZone);
