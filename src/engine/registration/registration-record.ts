// What the browser keeps of one lender's registration until the account exists (docs/privacy.md):
// the draft, the query the journey started with, the lead records it started from and the pending
// submission, in one record with the time of its last change. The record follows the person across
// tabs and browser restarts for a day, and never holds a field the flow marks secret.
// Types only: the header's logout reads this module, and the flow runner should not load with every page.
import type { Draft } from '../flow/flow-runner';
import type { RegistrationFlow } from '../types/registration-flow';
import type { RegistrationLeads } from './leads';

/** A record is discarded this long after its last change. */
export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_PREFIX = 'heloc.registration.';

/** One key per lender, so one lender's draft never shows on another lender's site. */
export const registrationKey = (orgCode: string) => `${KEY_PREFIX}${orgCode}`;
export const isRegistrationKey = (key: string | null): boolean => key?.startsWith(KEY_PREFIX) ?? false;

/** One submission: its idempotency key (reused on retry), whether the identity already exists and whether its SMS choices were handled. */
export interface Submission {
  idempotencyKey: string;
  registeredEmail?: string;
  /** The SMS choices were recorded (or kept to record later): a retry does not send them again. */
  smsHandled?: boolean;
}

export interface RegistrationParts {
  draft: Draft;
  query: Record<string, string>;
  leads: RegistrationLeads;
  submission?: Submission;
}

export interface RegistrationRecord extends RegistrationParts {
  /** Epoch milliseconds of the last change. */
  savedAt: number;
}

/** The draft without the fields any step marks secret (passwords), for storage. */
export function storableDraft(flow: RegistrationFlow, draft: Draft): Draft {
  const secret = new Set(flow.steps.flatMap((s) => s.secret ?? []));
  return Object.fromEntries(Object.entries(draft).filter(([key]) => !secret.has(key)));
}

const EMPTY: RegistrationParts = { draft: {}, query: {}, leads: {} };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored parts, or empty ones when nothing is stored, it cannot be read, or it expired (a record
 * dated in the future is treated as expired too: the clock it was written by cannot be trusted).
 */
export function readRecord(raw: string | null, now: number): RegistrationParts {
  if (!raw) return EMPTY;
  try {
    const record = JSON.parse(raw) as Partial<RegistrationRecord>;
    if (!isObject(record) || typeof record.savedAt !== 'number' || isExpired(record.savedAt, now)) return EMPTY;
    return {
      draft: isObject(record.draft) ? record.draft : {},
      query: isObject(record.query) ? (record.query as Record<string, string>) : {},
      leads: isObject(record.leads) ? (record.leads as RegistrationLeads) : {},
      ...(isObject(record.submission) ? { submission: record.submission as unknown as Submission } : {}),
    };
  } catch {
    return EMPTY;
  }
}

export const isExpired = (savedAt: number, now: number) => now - savedAt > REGISTRATION_TTL_MS || savedAt > now;

/**
 * The record after a change to some of its parts, written over what is stored now (so what another
 * tab saved meanwhile is kept), dated now, and with the flow's secret fields left out of the draft.
 * Null when the change changes nothing: only a change restarts the day.
 */
export function changedRecord(
  flow: RegistrationFlow,
  raw: string | null,
  now: number,
  change: Partial<RegistrationParts>,
): RegistrationRecord | null {
  const current = readRecord(raw, now);
  const next: RegistrationParts = { ...current, ...change, draft: storableDraft(flow, change.draft ?? current.draft) };
  if (raw && current !== EMPTY && JSON.stringify(next) === JSON.stringify(current)) return null;
  return { savedAt: now, ...next };
}
