// The feedback form (spec 001 §5): who may see it, its rules (copy keys in copy/en/feedback.json)
// and the body it sends (spec 001 §7).
import type { LenderConfig } from '../lender/lender-package';
import { isUuid } from '../validation/uuid';

export const FEEDBACK_TOPICS = ['IMPROVE', 'COMPLIMENT'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 1000;

/** What the borrower has chosen and typed; null until a choice is made. */
export interface FeedbackDraft {
  topic: FeedbackTopic | null;
  message: string;
  marketingConsent: 'YES' | 'NO' | null;
}

export type FeedbackField = keyof FeedbackDraft;
/** Copy keys under feedback:errors. */
export type FeedbackError = 'topicRequired' | 'messageRequired' | 'messageTooShort' | 'messageTooLong' | 'consentRequired';

/** The fields in the order the form shows them, so the first error is the first field in error. */
export const FEEDBACK_FIELDS: readonly FeedbackField[] = ['topic', 'message', 'marketingConsent'];

export interface FeedbackRequest {
  topic: FeedbackTopic;
  message: string;
  marketingConsent: boolean;
  applicationUuid?: string;
  pathname: string;
  productType: 'HELOC';
}

export const EMPTY_FEEDBACK: FeedbackDraft = { topic: null, message: '', marketingConsent: null };

/** The spec keeps the feedback link and modal for signed-in users of the main brand; a lender may also switch it off. */
export const feedbackAvailable = (lender: LenderConfig, signedIn: boolean): boolean =>
  signedIn && lender.features.brand === 'main' && lender.features.feedback;

/** Spaces around the message do not count (the server trims it too). */
function messageError(message: string): FeedbackError | undefined {
  const length = message.trim().length;
  if (length === 0) return 'messageRequired';
  if (length < MESSAGE_MIN_LENGTH) return 'messageTooShort';
  if (length > MESSAGE_MAX_LENGTH) return 'messageTooLong';
  return undefined;
}

export function validateFeedback(draft: FeedbackDraft): Partial<Record<FeedbackField, FeedbackError>> {
  const errors: Partial<Record<FeedbackField, FeedbackError>> = {};
  if (!draft.topic) errors.topic = 'topicRequired';
  const message = messageError(draft.message);
  if (message) errors.message = message;
  if (!draft.marketingConsent) errors.marketingConsent = 'consentRequired';
  return errors;
}

/** The first field in error, in the form's order, or null. */
export const firstInvalidField = (errors: Partial<Record<FeedbackField, FeedbackError>>): FeedbackField | null =>
  FEEDBACK_FIELDS.find((field) => errors[field]) ?? null;

/** The application a path names (/{base}/{uuid}/…), if any: feedback sent from its pages names it. */
export function applicationUuidFromPath(pathname: string, basePath: string): string | undefined {
  const base = basePath.replace(/\/$/, '');
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const first = pathname.slice(base.length + 1).split('/')[0];
  return isUuid(first) ? first : undefined;
}

/** The spec's body: consent as a boolean, the product type, the page it was sent from. */
export function feedbackRequest(
  draft: FeedbackDraft & { topic: FeedbackTopic; marketingConsent: 'YES' | 'NO' },
  where: { pathname: string; applicationUuid?: string | undefined },
): FeedbackRequest {
  return {
    topic: draft.topic,
    message: draft.message.trim(),
    marketingConsent: draft.marketingConsent === 'YES',
    ...(where.applicationUuid ? { applicationUuid: where.applicationUuid } : {}),
    pathname: where.pathname,
    productType: 'HELOC',
  };
}
