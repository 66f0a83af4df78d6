// Where registration keeps its record until the account exists: local storage, one key per lender,
// for a day after the last change (src/engine/registration/registration-record.ts, docs/privacy.md).
// Every read goes to storage, so a tab always works on what the other tabs saved last.
import flowFile from '../../../flows/registration.json';
import type { Draft } from '@/engine/flow/flow-runner';
import type { RegistrationLeads } from '@/engine/registration/leads';
import { changedRecord, registrationKey, type RegistrationParts, type Submission } from '@/engine/registration/registration-record';
import type { RegistrationFlow } from '@/engine/types/registration-flow';
import { loadRegistration, storedRegistration } from './registration-query';
import { randomUuid } from '@/engine/validation/uuid';

export type { Submission } from '@/engine/registration/registration-record';

const flow = flowFile as unknown as RegistrationFlow;

/** Writes a change; storage that refuses (full, or blocked) leaves the journey working in this tab. */
function save(orgCode: string, change: Partial<RegistrationParts>): void {
  const record = changedRecord(flow, storedRegistration(orgCode), Date.now(), change);
  if (!record) return;
  try {
    localStorage.setItem(registrationKey(orgCode), JSON.stringify(record));
  } catch {
    // Nothing to do: the draft simply does not follow the person to another tab.
  }
}

export const loadDraft = (orgCode: string): Draft => loadRegistration(orgCode).draft;
/** The flow's secret fields (passwords) are left out whatever the caller passes. */
export const saveDraft = (orgCode: string, draft: Draft) => save(orgCode, { draft });

export const saveJourneyQuery = (orgCode: string, query: Record<string, string>) => save(orgCode, { query });

export const loadLeads = (orgCode: string): RegistrationLeads => loadRegistration(orgCode).leads;
export const saveLeads = (orgCode: string, leads: RegistrationLeads) => save(orgCode, { leads });

export function currentSubmission(orgCode: string): Submission {
  const existing = loadRegistration(orgCode).submission;
  if (existing) return existing;
  const created = { idempotencyKey: randomUuid() };
  save(orgCode, { submission: created });
  return created;
}

export const saveSubmission = (orgCode: string, submission: Submission) => save(orgCode, { submission });

/** A new idempotency key for a submission whose key is spent; the account it registered stays. */
export const renewSubmissionKey = (orgCode: string) =>
  saveSubmission(orgCode, { ...currentSubmission(orgCode), idempotencyKey: randomUuid() });

/** 'Start over': the answers and the pending submission go; the link's query and its leads stay. */
export const startOver = (orgCode: string, draft: Draft) => save(orgCode, { draft, submission: undefined });

/** Calls back when another tab changes this lender's registration (the browser's `storage` event). */
export function onRegistrationChange(orgCode: string, callback: () => void): () => void {
  const key = registrationKey(orgCode);
  const listener = (event: StorageEvent) => {
    // A null key is storage cleared altogether.
    if (event.storageArea === localStorage && (event.key === key || event.key === null)) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
