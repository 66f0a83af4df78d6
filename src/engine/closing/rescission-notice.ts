// The figures of the notice of the right to cancel (Reg Z 1026.15, model form G-5), formatted for
// the borrower in the home's time zone, named: the deadline, the three moments it runs from, and
// the earliest day the line may be funded. The words are copy (copy/en/rescission.json).
import { formatUsPhone } from '../format/format';
import { timeZoneName } from '../calendar/time-zones';
import { rescissionPeriod } from './rescission';
import { dateTimeFormat } from '../format/intl-formats';

/** The period as the server records it (ISO instants, yyyy-MM-dd days). */
export interface RescissionRecordView {
  signedOn: string;
  lastDay: string;
  endsAt: string;
  accountOpenedAt?: string;
  noticeDeliveredAt?: string;
  materialDisclosuresDeliveredAt?: string;
}

interface PostalAddress {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** The lender's own facts (lender.json company): a cancellation goes to its one address, phone and email. */
export interface RescissionContact {
  companyName: string;
  companyAddress: PostalAddress;
  supportPhoneNumber: { number: string };
  supportEmail: string;
  rescission: { attentionLine: string };
}

const MINUTE_MS = 60_000;

/** The period a signing now would open: what the notice says before the borrower signs. */
export function provisionalRescission(now: number, timeZone: string): RescissionRecordView {
  const period = rescissionPeriod(now, timeZone);
  return { signedOn: period.signedOn, lastDay: period.lastDay, endsAt: new Date(period.endsAt).toISOString() };
}

export function rescissionNoticeValues(record: RescissionRecordView, contact: RescissionContact, timeZone: string, locale = 'en-US') {
  const endsAt = Date.parse(record.endsAt);
  const zone = timeZoneName(timeZone, endsAt, locale);
  const dateTime = dateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' });
  const day = dateTimeFormat(locale, { timeZone, dateStyle: 'full' });
  const moment = (instant: string | undefined) => (instant ? `${dateTime.format(new Date(instant))} ${zone}` : undefined);
  const address = contact.companyAddress;
  return {
    // Midnight ends the last day: its last minute is the last moment to cancel.
    deadline: `${dateTime.format(new Date(endsAt - MINUTE_MS))} ${zone}`,
    lastDay: day.format(new Date(endsAt - MINUTE_MS)),
    zone,
    earliestFunding: day.format(new Date(endsAt)),
    accountOpenedAt: moment(record.accountOpenedAt),
    noticeDeliveredAt: moment(record.noticeDeliveredAt),
    materialDisclosuresDeliveredAt: moment(record.materialDisclosuresDeliveredAt),
    companyName: contact.companyName,
    address: [
      contact.companyName,
      contact.rescission.attentionLine,
      address.street1,
      address.street2,
      address.city,
      `${address.state} ${address.zip}`,
    ]
      .filter(Boolean)
      .join(', '),
    phone: formatUsPhone(contact.supportPhoneNumber.number),
    email: contact.supportEmail,
  };
}
