// How the simulated back office moves an application's checklist status as the borrower completes
// each step. A step may pass through a WAITING_FOR_… status that resolves after a short delay, so
// the app's polling is exercised. Resolution happens when the application is next read: no timers.

export interface Transition {
  /** Statuses the step may be completed from. */
  from: readonly string[];
  to: string;
  waitingFor?: string;
  afterMs?: number;
}

/** A short wait, long enough to be seen polling and short enough for tests and demos. */
const WAIT_MS = 2000;

export const PROGRESSION = {
  productSelected: {
    from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'ASSETS_PREQUAL', 'CLTV_REQUALIFY'],
    to: 'COLLECT_ADDITIONAL_INFO',
  },
  contactCompleted: { from: ['COLLECT_ADDITIONAL_INFO'], to: 'HMDA' },
  hmdaCompleted: { from: ['HMDA'], to: 'SUMMARY_DISCLOSURE', waitingFor: 'WAITING_FOR_SUMMARY_DISCLOSURE', afterMs: WAIT_MS },
  summarySigned: { from: ['SUMMARY_DISCLOSURE', 'APP_SUBMISSION'], to: 'INCOME_VERIFICATION' },
  incomeVerified: {
    from: ['INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION'],
    to: 'DISBURSEMENT_ACCOUNT',
    waitingFor: 'WAITING_FOR_INCOME_VERIFICATION',
    afterMs: WAIT_MS,
  },
  /** With autopay chosen, the disbursement account comes first and the autopay account next. */
  disburseAccountSet: { from: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'], to: 'VERIFIED_AUTOPAY' },
  bankLinked: { from: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY'], to: 'IDENTITY_VERIFICATION' },
  identityUploaded: { from: ['IDENTITY_VERIFICATION'], to: 'NOTE_SIGNING', waitingFor: 'WAITING_FOR_ID_VERIFICATION', afterMs: WAIT_MS },
  noteSigned: { from: ['NOTE_SIGNING', 'FINAL_OFFER'], to: 'NOTARY_DISCLOSURE' },
  notarySigned: { from: ['NOTARY_DISCLOSURE', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'], to: 'RESCISSION' },
  fundingReleased: { from: ['RESCISSION', 'RECORDING', 'FUNDABLE'], to: 'COMPLETE', waitingFor: 'WAITING_FOR_FUNDING', afterMs: WAIT_MS },
} as const satisfies Record<string, Transition>;

export type BorrowerStep = keyof typeof PROGRESSION;

export interface PendingStatus {
  status: string;
  dueAt: number;
}

export interface StatusState {
  checklistStatus: string;
  pending?: PendingStatus | undefined;
}

/** The state after completing a step; null when the step cannot be completed from the current status. */
export function completeStep(state: StatusState, step: BorrowerStep, now: number): StatusState | null {
  const current = resolveDue(state, now);
  const transition: Transition = PROGRESSION[step];
  if (!transition.from.includes(current.checklistStatus)) return null;
  if (transition.waitingFor) {
    return { checklistStatus: transition.waitingFor, pending: { status: transition.to, dueAt: now + (transition.afterMs ?? 0) } };
  }
  return { checklistStatus: transition.to };
}

/** A waiting status whose time has come becomes the status it was waiting for. */
export function resolveDue(state: StatusState, now: number): StatusState {
  if (state.pending && now >= state.pending.dueAt) return { checklistStatus: state.pending.status };
  return state;
}
