// Where a signed application is on its way to funding, for the complete page's timeline.

/** The steps after signing, in order. */
export const CLOSING_STEPS = ['signed', 'rescission', 'recording', 'funding'] as const;
export type ClosingStep = (typeof CLOSING_STEPS)[number];

const STEP_OF_STATUS: Readonly<Record<string, ClosingStep>> = {
  DEED_SIGNING: 'signed',
  RESCISSION: 'rescission',
  RECORDING: 'recording',
  FUNDABLE: 'funding',
  FUNDING_DECISION: 'funding',
  DIRECT_DEBT_PAYOFF: 'funding',
  WAITING_FOR_FUNDING: 'funding',
};

/** The step under way for a checklist status; funding for any status past signing it does not know. */
export const closingStep = (checklistStatus: string): ClosingStep => STEP_OF_STATUS[checklistStatus] ?? 'funding';

/** Each step with whether it is done, under way or still to come. */
export function closingTimeline(checklistStatus: string): Array<{ step: ClosingStep; state: 'done' | 'current' | 'upcoming' }> {
  const current = CLOSING_STEPS.indexOf(closingStep(checklistStatus));
  return CLOSING_STEPS.map((step, index) => ({
    step,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
