// One owner's copy of the notice of the right to cancel (Reg Z 1026.15(b): each owner entitled to
// cancel gets their own) as a PDF: the signing and complete pages' words (copy/en/rescission.json)
// with the period the application recorded and the lender's rescission contact, and model form
// G-5's lines to sign and date when cancelling.
import { fillPlaceholders } from '../../engine/chat/chatbot-answer';
import { rescissionNoticeValues, type RescissionRecordView } from '../../engine/closing/rescission-notice';
import { instrumentValues, type SecurityInstrumentKind } from '../../engine/closing/security-instrument';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { intlLocale, serverCopy } from '../server-copy';
import { noticeHeading, renderNoticePdf, type NoticeLine } from './notice-pdf';

export interface OwnerCopyFacts {
  record: RescissionRecordView;
  /** The owner this copy is for. */
  ownerName: string;
  /** Every owner with the right to cancel, this one among them. */
  ownerNames: string[];
  loanNumber: string;
  propertyAddress: string;
  timeZone: string;
  /** What secures the line in the home's state: the notice names it. */
  instrument?: SecurityInstrumentKind;
  /** The language the borrower applied in. */
  locale?: string;
}

/** The values the notice's words interpolate: the lender's own address, phone and email. */
export const noticeValues = (lender: LenderConfig, record: RescissionRecordView, timeZone: string, intlTag = 'en-US') =>
  rescissionNoticeValues(record, lender.company, timeZone, intlTag);

export function rescissionNoticeLines(lender: LenderConfig, facts: OwnerCopyFacts): NoticeLine[] {
  const locale = facts.locale ?? 'en';
  const copy = serverCopy<{ notice: Record<string, string>; instruments: Record<string, Record<string, string>> }>('rescission', locale);
  const words = copy.notice;
  const values = {
    ...noticeValues(lender, facts.record, facts.timeZone, intlLocale(locale)),
    ...instrumentValues(facts.instrument, (key) => {
      const [, kind, form] = key.split('.');
      return copy.instruments[kind!]![form!]!;
    }),
  };
  const text = (key: string, extra: Record<string, string> = {}): NoticeLine => ({
    text: fillPlaceholders(words[key]!, { ...values, ...extra } as Record<string, string>),
  });
  const moment = (key: string, date: string | undefined): NoticeLine[] =>
    date ? [{ text: `• ${fillPlaceholders(words[key]!, { date })}` }] : [];
  return [
    { text: words.heading!, size: 18, bold: true },
    text('copyFor', { name: facts.ownerName, propertyAddress: facts.propertyAddress }),
    text('loanNumber', { loanNumber: facts.loanNumber }),
    { ...text('deadline'), bold: true, gapBefore: 8 },
    text('businessDays'),
    noticeHeading(words.yourRight!),
    text('intro'),
    ...moment('momentOpened', values.accountOpenedAt),
    ...moment('momentDisclosures', values.materialDisclosuresDeliveredAt),
    ...moment('momentNotice', values.noticeDeliveredAt),
    text('effects'),
    text('keep'),
    noticeHeading(words.howHeading!),
    text('how'),
    text('howDeadline'),
    text('questions'),
    noticeHeading(words.fundingHeading!),
    // The page passes the day as {{date}} (rescission:notice.earliestFunding); so must the PDF.
    text('earliestFunding', { date: values.earliestFunding }),
    noticeHeading(words.ownersHeading!),
    text('owners'),
    ...facts.ownerNames.map((name) => ({ text: `• ${name}` })),
    noticeHeading(words.cancelHeading!),
    { text: words.cancelLine!, gapBefore: 14 },
  ];
}

export const renderRescissionNotice = (lender: LenderConfig, facts: OwnerCopyFacts): Promise<Uint8Array> =>
  renderNoticePdf(lender, rescissionNoticeLines(lender, facts), Date.parse(facts.record.accountOpenedAt ?? facts.record.endsAt));
