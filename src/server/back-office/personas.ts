// Sandbox personas, chosen by the applicant's legal last name (DESIGN.md, "Sandbox controls").
// Any other name pre-qualifies with offers.

export interface PersonaOutcome {
  checklistStatus: string;
  decision: string;
  subDecision: string;
  /** Offers are built (and shown) for these outcomes. */
  withOffers: boolean;
  /** A waiting status first; resolved to the outcome's status after `afterMs`. */
  waitingFor?: { status: string; afterMs: number };
}

const PREQUALIFIED: PersonaOutcome = {
  checklistStatus: 'OFFER_SELECTION',
  decision: 'SELECT',
  subDecision: 'UNVERIFIED_OFFER',
  withOffers: true,
};

const PERSONAS: Readonly<Record<string, PersonaOutcome>> = {
  nomatch: { checklistStatus: 'CREDIT_NO_MATCH', decision: 'ERROR', subDecision: 'UNKNOWN_SUBDECISION', withOffers: false },
  frozen: { checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN', decision: 'ERROR', subDecision: 'CREDIT_FROZEN', withOffers: false },
  declined: { checklistStatus: 'DECLINED', decision: 'DECLINE', subDecision: 'UNKNOWN_SUBDECISION', withOffers: false },
  noproperty: { checklistStatus: 'NO_PROPERTY', decision: 'ERROR', subDecision: 'UNKNOWN_SUBDECISION', withOffers: false },
  slowpoke: { ...PREQUALIFIED, waitingFor: { status: 'WAITING_FOR_SOFT_CREDIT', afterMs: 8000 } },
  lowdti: { checklistStatus: 'ASSETS_PREQUAL', decision: 'ASSET_DEPLETION', subDecision: 'UNVERIFIED_DTI_LIMITED', withOffers: true },
};

export function personaFor(lastName: string): PersonaOutcome {
  return PERSONAS[lastName.trim().toLowerCase()] ?? PREQUALIFIED;
}
