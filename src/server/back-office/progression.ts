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

/**
 * Off the main path: the borrower fixes what stalled the application on a review page
 * (src/server/routes/review.ts) and the back office tries again. Kept apart from PROGRESSION,
 * whose order is the main journey's.
 */
export const RECOVERY = {
  /** The soft credit pull, run again with the full SSN, finds the borrower... */
  ssnMatched: { from: ['CREDIT_NO_MATCH'], to: 'OFFER_SELECTION', waitingFor: 'WAITING_FOR_SOFT_CREDIT', afterMs: WAIT_MS },
  /** ...or still finds no credit file. */
  ssnNotMatched: { from: ['CREDIT_NO_MATCH'], to: 'CREDIT_NO_MATCH_SSN', waitingFor: 'WAITING_FOR_SOFT_CREDIT', afterMs: WAIT_MS },
  softCreditUnfrozen: {
    from: ['SOFT_CREDIT_LOCKED_OR_FROZEN'],
    to: 'OFFER_SELECTION',
    waitingFor: 'WAITING_FOR_SOFT_CREDIT',
    afterMs: WAIT_MS,
  },
  /** The hard pull belongs to the contact step, so a lifted freeze continues where that step does. */
  hardCreditUnfrozen: { from: ['HARD_CREDIT_LOCKED_OR_FROZEN'], to: 'HMDA', waitingFor: 'WAITING_FOR_HARD_CREDIT_PULL', afterMs: WAIT_MS },
  propertyConfirmed: {
    from: ['NO_PROPERTY', 'MULTIPLE_PROPERTIES'],
    to: 'OFFER_SELECTION',
    waitingFor: 'WAITING_FOR_SOFT_CREDIT',
    afterMs: WAIT_MS,
  },
  homeValueEstimated: { from: ['NO_AVM', 'BPO_ESTIMATE'], to: 'BPO_ORDER_REQUEST' },
  /** The broker price opinion's value opens the offers; after an offer was chosen, revised ones. */
  bpoOrdered: { from: ['BPO_ORDER_REQUEST'], to: 'OFFER_SELECTION', waitingFor: 'BPO_PROCESSING', afterMs: WAIT_MS },
  bpoOrderedAfterOffer: { from: ['BPO_ORDER_REQUEST'], to: 'REVISED_OFFER_SELECTION', waitingFor: 'BPO_PROCESSING', afterMs: WAIT_MS },
  /** Product pages (src/server/routes/product.ts). Asset depletion: verified assets lift the debt-to-income limit and the offers are revised. */
  assetsVerified: {
    from: ['ASSETS_PREQUAL'],
    to: 'REVISED_OFFER_SELECTION',
    waitingFor: 'WAITING_FOR_ASSET_VERIFICATION',
    afterMs: WAIT_MS,
  },
  /** Asset depletion declined: the borrower chooses among the limited offers. */
  limitedOfferAccepted: { from: ['ASSETS_PREQUAL'], to: 'OFFER_SELECTION' },
  /** The smaller offer after a CLTV requalification, accepted as it stands. */
  requalifiedOfferAccepted: { from: ['CLTV_REQUALIFY'], to: 'COLLECT_ADDITIONAL_INFO' },
} as const satisfies Record<string, Transition>;

/** Steps the lien, insurance and closing pages complete, from statuses outside the main journey's order. */
export const SIDE_STEPS = {
  /** The borrower confirmed the liens the credit report shows; the back office prices the offers on them. */
  liensConfirmed: { from: ['LIEN_VERIFICATION'], to: 'OFFER_SELECTION' },
  /** A declaration page asked for before the rescission period (the spec's TRUST_AND_INSURANCE step). */
  insuranceProvided: { from: ['TRUST_AND_INSURANCE'], to: 'RESCISSION' },
  /** Closing pages (src/server/routes/closing.ts). Another owner is on the deed: the borrower names them before the notary. */
  noteSignedCoDeedRequired: { from: ['NOTE_SIGNING', 'FINAL_OFFER'], to: 'CO_DEED_REQ' },
  /** The notary waits until every owner named has signed the deed (src/server/routes/signer.ts)... */
  coDeedersInvited: { from: ['CO_DEED_REQ'], to: 'NOTARY_WAITING_PERIOD' },
  /** ...and the last co-deeder's signature opens it. */
  coDeedSigned: { from: ['NOTARY_WAITING_PERIOD'], to: 'NOTARY_DISCLOSURE' },
  /** The borrower chose an in-person notary instead of the online session. */
  manualNotaryRequested: { from: ['NOTARY_DISCLOSURE', 'DEED_SIGNING'], to: 'MANUAL_DEED_SIGNING' },
} as const satisfies Record<string, Transition>;

export type BorrowerStep = keyof typeof PROGRESSION | keyof typeof RECOVERY | keyof typeof SIDE_STEPS;

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
  const transition: Transition = { ...PROGRESSION, ...RECOVERY, ...SIDE_STEPS }[step];
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
