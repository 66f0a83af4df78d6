// The chat's own form rules (spec 001 §5): the entry form, what may be sent, attachments, and the
// chatbot feedback form. Each problem is a copy key under chat:errors.

export const CHAT_NAME_MAX = 128;
export const CHAT_EMAIL_MAX = 128;
export const CHAT_FEEDBACK_TEXT_MAX = 140;
export const CHAT_ATTACHMENT_TYPES = ['.jpg', '.png', '.amr', '.mp3', '.mp4', '.pdf', '.txt'] as const;
/** The sandbox agent channel's cap on one attachment. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_FEEDBACK_REASONS = ['ANSWER_TOO_VAGUE', 'NOT_SPECIFIC_TO_APPLICATION', 'NOT_WHAT_I_ASKED', 'OTHER'] as const;

export type ChatFeedbackReason = (typeof CHAT_FEEDBACK_REASONS)[number];
export type EntryProblem = 'nameRequired' | 'tooLong' | 'emailRequired' | 'emailInvalid';

// The same shape the registration's email rule accepts: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The pre-engagement form's problems by field; an empty object when it may be sent. */
export function entryFormProblems({ name, email }: { name: string; email: string }): Partial<Record<'name' | 'email', EntryProblem>> {
  const problems: Partial<Record<'name' | 'email', EntryProblem>> = {};
  const trimmedName = name.trim();
  if (!trimmedName) problems.name = 'nameRequired';
  else if (trimmedName.length > CHAT_NAME_MAX) problems.name = 'tooLong';
  const trimmedEmail = email.trim();
  if (!trimmedEmail) problems.email = 'emailRequired';
  else if (trimmedEmail.length > CHAT_EMAIL_MAX) problems.email = 'tooLong';
  else if (!EMAIL.test(trimmedEmail)) problems.email = 'emailInvalid';
  return problems;
}

/** Sending is ignored when the message is blank and no file goes with it. */
export const isSendable = (message: string, fileCount: number): boolean => message.trim() !== '' || fileCount > 0;

/** Whether a file may be attached, by its name's extension (case does not matter). */
export function isAllowedAttachment(filename: string): boolean {
  const dot = filename.lastIndexOf('.');
  return dot > 0 && (CHAT_ATTACHMENT_TYPES as readonly string[]).includes(filename.slice(dot).toLowerCase());
}

export type FeedbackProblem = 'reasonRequired' | 'feedbackTooLong';

/** The chatbot feedback form's problems: a reason is required, the extra text at most 140 characters. */
export function feedbackProblems({ reason, text }: { reason: ChatFeedbackReason | null; text: string }): {
  reason?: FeedbackProblem;
  text?: FeedbackProblem;
} {
  return {
    ...(reason ? {} : { reason: 'reasonRequired' as const }),
    ...(text.length > CHAT_FEEDBACK_TEXT_MAX ? { text: 'feedbackTooLong' as const } : {}),
  };
}
