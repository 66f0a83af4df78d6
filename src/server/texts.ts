// Text messages, and the rule they go by (TCPA, 47 U.S.C. 227(b); 47 CFR 64.1200(a)): a text about
// the borrower's application or account goes only to a number with a current transactional SMS
// consent, and a text that promotes credit only with a current marketing consent. Current: the
// person's latest answer for that consent (src/server/routes/comms-prefs.ts) is an opt-in given for
// the very number texted, so an opt-out, or a new number, stops texts until consent is given again.
// A consent given to words of an earlier version stays current: it was given to be texted at that
// number, and its record names the words it answered.
import type { Executor } from './db/database';
import { normaliseEmail } from './identities';
import { textContent, type MessageToKeep } from './outbox';
import type { ConsentType } from './routes/comms-prefs';

/** Why a text is sent: about the application or account, or to promote credit. */
export type TextPurpose = 'TRANSACTIONAL' | 'MARKETING';

/** The SMS consent each purpose needs. */
export const CONSENT_FOR: Readonly<Record<TextPurpose, ConsentType>> = { TRANSACTIONAL: 'SMS_TRANSACTIONAL', MARKETING: 'SMS' };

/** Ten digits: separators and a leading country code 1 dropped, so '+1 (415) 555-0123' is '4155550123'. */
export function phoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export interface TextRecipient {
  orgCode: string;
  email: string;
  phone: string | null | undefined;
}

/** Whether the person may be texted for `purpose` at their number now: their latest answer is an opt-in for that number. */
export async function mayText(db: Executor, to: TextRecipient, purpose: TextPurpose): Promise<boolean> {
  const phone = phoneDigits(to.phone);
  if (phone.length !== 10) return false;
  const latest = await db
    .selectFrom('comms_consents')
    .select(['opt_in', 'phone'])
    .where('org_code', '=', to.orgCode)
    .where('email', '=', normaliseEmail(to.email))
    .where('consent_type', '=', CONSENT_FOR[purpose])
    .executeTakeFirst();
  return latest !== undefined && latest.opt_in && phoneDigits(latest.phone) === phone;
}

/** A text the back office would send: its words are `texts.<kind>` of the outbox copy. */
export interface TextToSend {
  to: TextRecipient;
  purpose: TextPurpose;
  kind: string;
  values: Record<string, string>;
  url: string;
  locale: string;
  sentAt: number;
}

/** What became of a text: kept on the application, so it is decided once, and the back office sees why one did not go. */
export interface TextDecision {
  kind: string;
  purpose: TextPurpose;
  phone: string;
  sent: boolean;
  /** Why it did not go: the person has no current consent for its purpose at that number. */
  reason?: 'NO_CONSENT';
  decidedAt: string;
}

/** Decides a text by the person's consent as it stands: the message to keep when it may go, and the decision either way. */
export async function planText(
  db: Executor,
  text: TextToSend,
  decidedAt: string,
): Promise<{ message: MessageToKeep | null; decision: TextDecision }> {
  const phone = phoneDigits(text.to.phone);
  const allowed = await mayText(db, text.to, text.purpose);
  const decision: TextDecision = {
    kind: text.kind,
    purpose: text.purpose,
    phone,
    sent: allowed,
    ...(allowed ? {} : { reason: 'NO_CONSENT' as const }),
    decidedAt,
  };
  if (!allowed) return { message: null, decision };
  const content = textContent(text.kind, text.values, text.url, text.locale);
  return { message: { ...content, to: text.to.email, phone, orgCode: text.to.orgCode, kind: text.kind, sentAt: text.sentAt }, decision };
}
