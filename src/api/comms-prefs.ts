// The communication-preferences service (spec 000 §7, spec 001 §7): the SMS consent prompts, whose
// words and version the service gives, and the signed-in person's answers to them.
import type { SmsAnswer } from '@/engine/registration/sms-answers';
import type { ApiRequest } from './request';

const EXTERNAL = '/service-comms-prefs/external/api/v1';
const SECURE = '/service-comms-prefs/secure/api/v1';

/** The spec's consent types: marketing texts, and texts about the application and account. */
export const SMS_CONSENT_TYPES = ['SMS', 'SMS_TRANSACTIONAL'] as const;
export type SmsConsentType = (typeof SMS_CONSENT_TYPES)[number];

/** Where the answers were given (the spec's APP_FLOW, and the signed-in settings page). */
export type ConsentSource = 'APP_FLOW' | 'ACCOUNT_SETTINGS';

export interface ConsentPrompt {
  uuid: string;
  type: SmsConsentType;
  /** The version of these words: an opt-in names it. */
  version: string;
  language: string;
  title: string;
  verbiage: string;
  secondaryVerbiage: string;
  /** The lender's privacy and terms pages; `label` is the words that stand for each in `secondaryVerbiage`. */
  resources: Array<{ type: 'LINK'; name: 'Privacy Policy' | 'Terms of Service'; value: string; label: string }>;
}

export interface ConsentState {
  consent_type: SmsConsentType;
  consent_prompt_uuid: string | null;
  opt_in: boolean | null;
  opt_in_out: 'OPT_IN' | 'OPT_OUT' | null;
  verbiage_version: string | null;
  current_verbiage_version: string;
  updated_at: string | null;
}

/** Whose answers: the signed-in person's email and lender (the service refuses anyone else's). */
export interface ConsentSubject {
  org: string;
  email: string;
}

/**
 * The prompt of a type in `language`: its id from the list of prompts, then its words. `secure`: as
 * the signed-in person (their lender's), else as the calling site.
 */
export async function fetchConsentPrompt(
  request: ApiRequest,
  type: SmsConsentType,
  { language, secure }: { language: string; secure: boolean },
): Promise<ConsentPrompt> {
  const prompts = await request<Array<{ uuid: string; type: SmsConsentType }>>(`${EXTERNAL}/consent/prompts`);
  const id = prompts.find((prompt) => prompt.type === type)?.uuid;
  if (!id) throw new Error(`No consent prompt of type ${type}`);
  return request<ConsentPrompt>(`${secure ? SECURE : EXTERNAL}/consent/prompt/${id}`, { query: { language } });
}

export const fetchConsentState = (request: ApiRequest, subject: ConsentSubject, type: SmsConsentType) =>
  request<ConsentState>(`${SECURE}/consent/user/get`, { method: 'POST', body: { consent_type: type, ...subject } });

/** Records the answers, each with the version of the words shown; `phone` is the number they are for. */
export const recordConsents = (
  request: ApiRequest,
  { subject, phone, source, answers }: { subject: ConsentSubject; phone?: string; source: ConsentSource; answers: readonly SmsAnswer[] },
) =>
  request<unknown>(`${SECURE}/consent/user`, {
    method: 'POST',
    body: {
      source,
      ...subject,
      ...(phone ? { phone } : {}),
      consents: answers.map((answer) => ({
        consent_prompt_uuid: answer.promptUuid,
        opt_in_out: answer.optIn ? 'OPT_IN' : 'OPT_OUT',
        verbiage_version: answer.version,
      })),
      product_type: 'HELOC',
    },
  });
