// The answers one lender's registration hands to the lender it pairs with (the New York modal), by
// a short-lived hand-over on the server (src/server/routes/registration-handover.ts, docs/decisions.md).
import { stepFields, type Draft } from '../flow/flow-runner';
import type { RegistrationFlow } from '../types/registration-flow';
import { storableDraft } from './registration-record';

/**
 * The draft's answers to the flow's own questions that may go to another lender: no field a step
 * does not collect, none it marks secret, and no consent, which is given to one lender only.
 */
export function handoverDraft(flow: RegistrationFlow, draft: Draft): Draft {
  const lenderOnly = new Set(flow.steps.flatMap((step) => step.lenderOnly ?? []));
  const handed = new Set(flow.steps.flatMap(stepFields).filter((field) => !lenderOnly.has(field)));
  return Object.fromEntries(Object.entries(storableDraft(flow, draft)).filter(([key]) => handed.has(key)));
}

/** The link's fragment naming a hand-over: a fragment never reaches a server, so no access log holds it. */
export const HANDOVER_FRAGMENT = 'handover';

/** The hand-over id in a location's hash (`#handover=…`), if any. */
export function handoverId(hash: string): string | null {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get(HANDOVER_FRAGMENT);
  return id && /^[A-Za-z0-9_-]{43}$/.test(id) ? id : null;
}
