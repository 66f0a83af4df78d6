// The sample registration draft (flows/sample-drafts.json) made a lender's: its addresses in a state
// the lender lends in, and only the answers of the steps before the one a reviewer tries, so the
// step opens as a borrower arrives at it. The preview's 'Try a step' and the end-to-end suites use it.
import type { Draft } from '../flow/flow-runner';
import type { RegistrationFlow, Step } from '../types/registration-flow';
import type { SampleDrafts } from '../types/sample-drafts';
import type { UsStateTable } from '../validation/us-state';

/**
 * A step's draft fields: its schema's top-level properties, as the flow runner reads them. Read here
 * rather than imported from it: the preview shares no module with the registration's own chunk (a
 * module shared with the preview becomes a chunk of its own, one more file a borrower's first step downloads).
 */
const stepFields = (step: Step): string[] => Object.keys((step.schema as { properties?: object }).properties ?? {});

/** What of a lender the sample needs: where it lends and who may refer a borrower to it. */
export interface SampleLender {
  states: { licensed: string[]; supported: string[] };
  features: { loanOfficerRequired?: boolean };
  referrals?: { loanOriginators?: Array<{ uuid: string; licensedStates: string[] }> };
}

/** The state a sample home is in: the first the lender both licenses and lends in, else the first it lends in. */
export const lendingState = ({ states }: SampleLender): string | undefined =>
  states.licensed.find((code) => states.supported.includes(code)) ?? states.supported[0];

/** A ZIP code in the state (its first prefix), so the ZIP-against-state check lets it through. */
export function zipIn(state: string, usStates: UsStateTable): string | undefined {
  // Looked up here rather than with us-state.ts, which the registration's own chunk holds (see stepFields).
  const prefix = usStates.states.find((entry) => entry.code === state)?.zipPrefixes[0]?.slice(0, 3);
  return prefix ? `${prefix}01` : undefined;
}

/** The sample draft for a lender: each address `inLenderState` names gets the lender's state and a ZIP in it. */
export function sampleDraft(samples: SampleDrafts, lender: SampleLender, usStates: UsStateTable, email?: string): Draft {
  const state = lendingState(lender);
  const zip = state ? zipIn(state, usStates) : undefined;
  const draft: Draft = structuredClone(samples.draft);
  for (const field of samples.inLenderState) {
    const address = draft[field];
    if (address && typeof address === 'object') draft[field] = { ...address, ...(state ? { state } : {}), ...(zip ? { zip } : {}) };
  }
  if (email !== undefined) draft.email = email;
  return draft;
}

/** The answers of the steps before `stepId`, in the flow's order: what a borrower arriving at it has given. */
export function draftBefore(flow: RegistrationFlow, stepId: string, draft: Draft): Draft {
  const index = flow.steps.findIndex((step) => step.id === stepId);
  const earlier = new Set(flow.steps.slice(0, Math.max(index, 0)).flatMap(stepFields));
  return Object.fromEntries(Object.entries(draft).filter(([field]) => earlier.has(field)));
}

/** The draft fields of the steps before `stepId` that a widget of this name collects (the E-SIGN consent's proof). */
export function fieldsBeforeWithWidget(flow: RegistrationFlow, stepId: string, widget: string): string[] {
  const index = flow.steps.findIndex((step) => step.id === stepId);
  return flow.steps.slice(0, Math.max(index, 0)).flatMap((step) =>
    stepFields(step).filter((field) => {
      const ui = (step.uiSchema as Record<string, { 'ui:widget'?: string } | undefined> | undefined)?.[field];
      return ui?.['ui:widget'] === widget;
    }),
  );
}

/**
 * The referral a lender that takes applications only through a loan officer needs: the first of its
 * loan officers licensed in the sample home's state, else its first; none for other lenders.
 */
export function sampleReferrer(lender: SampleLender): string | undefined {
  if (!lender.features.loanOfficerRequired) return undefined;
  const officers = lender.referrals?.loanOriginators ?? [];
  const state = lendingState(lender);
  return (officers.find((officer) => state !== undefined && officer.licensedStates.includes(state)) ?? officers[0])?.uuid;
}

/** The sample's email made one no account has yet: the moment joins its local part ('grace.hopper.1764250000000@example.com'). */
export function uniqueSampleEmail(email: string, now: number): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, at)}.${now}${email.slice(at)}` : `sample.${now}@example.com`;
}
