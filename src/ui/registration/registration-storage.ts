// What registration keeps in session storage: the draft (never a password), the query the journey
// started with (routing keeps only webchat), the lead records it started from, and the pending
// submission's idempotency key.
import type { Draft } from '@/engine/flow/flow-runner';
import type { RegistrationLeads } from '@/engine/registration/leads';

const DRAFT_KEY = 'heloc.registration.draft';
const QUERY_KEY = 'heloc.registration.query';
const SUBMISSION_KEY = 'heloc.registration.submission';
const LEADS_KEY = 'heloc.registration.leads';

/** Query parameters the journey needs later: the referral, marketing and waitlist ones. */
const REMEMBERED = /^(referrer|referralId|utm_[a-z]+|expertId2?|offerCode)$/;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export const loadDraft = (): Draft => read<Draft>(DRAFT_KEY, {});
export const saveDraft = (draft: Draft) => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));

export const rememberedQuery = (): Record<string, string> => read<Record<string, string>>(QUERY_KEY, {});

/** The parameters kept for the journey with the current URL's merged in (nothing is written). */
export function journeyQuery(search: string): Record<string, string> {
  const kept = rememberedQuery();
  for (const [key, value] of new URLSearchParams(search)) if (REMEMBERED.test(key) && value) kept[key] = value;
  return kept;
}

export const saveJourneyQuery = (query: Record<string, string>) => sessionStorage.setItem(QUERY_KEY, JSON.stringify(query));

export const loadLeads = (): RegistrationLeads => read<RegistrationLeads>(LEADS_KEY, {});
export const saveLeads = (leads: RegistrationLeads) => sessionStorage.setItem(LEADS_KEY, JSON.stringify(leads));

/** One submission: its idempotency key (reused on retry) and whether the identity already exists. */
export interface Submission {
  idempotencyKey: string;
  registeredEmail?: string;
}

export function currentSubmission(): Submission {
  const existing = read<Submission | null>(SUBMISSION_KEY, null);
  if (existing) return existing;
  const created = { idempotencyKey: crypto.randomUUID() };
  sessionStorage.setItem(SUBMISSION_KEY, JSON.stringify(created));
  return created;
}

export const saveSubmission = (submission: Submission) => sessionStorage.setItem(SUBMISSION_KEY, JSON.stringify(submission));

/** After the application exists: nothing of the registration is kept. */
export function clearRegistration(): void {
  for (const key of [DRAFT_KEY, QUERY_KEY, SUBMISSION_KEY, LEADS_KEY]) sessionStorage.removeItem(key);
}
