// The simulated credit decision at application start: persona, figures and offers.
import type { LenderConfig } from '../../engine/lender/lender-package';
import type { OfferSet } from '../../engine/offer';
import type { AdverseAction } from '../../engine/adverse-action/adverse-action';
import { simulatedAdverseAction } from './adverse-action';
import { buildOffers, underwrite, type Underwriting } from './offers';
import { personaFor } from './personas';
import type { PendingStatus } from './progression';

export interface DecisionInput {
  lastName: string;
  dob: string;
  street1: string;
  zip: string;
  annualIncome: number;
}

export interface Decision {
  checklistStatus: string;
  pending?: PendingStatus;
  uwDecision: string;
  uwSubDecision: string;
  underwriting: Underwriting;
  offerSet?: OfferSet;
  /** A decline's reasons and the credit report used: the adverse action notice's facts. */
  adverseAction?: AdverseAction;
}

/** Share of the line a debt-to-income-limited applicant may draw before assets are verified. */
const DTI_LIMITED_SHARE = 0.4;

export function decide(lender: LenderConfig, input: DecisionInput, now: number): Decision {
  const persona = personaFor(input.lastName);
  const seed = [input.street1.trim().toLowerCase(), input.zip, input.lastName.trim().toLowerCase(), input.dob].join('|');
  const underwriting = underwrite(lender, { seed, annualIncome: input.annualIncome });
  const limited = persona.subDecision === 'UNVERIFIED_DTI_LIMITED';
  const maxDraw = limited
    ? Math.max(lender.product.loanAmount.min, Math.floor((underwriting.maxLine * DTI_LIMITED_SHARE) / 1000) * 1000)
    : underwriting.maxLine;
  return {
    checklistStatus: persona.waitingFor?.status ?? persona.checklistStatus,
    ...(persona.waitingFor ? { pending: { status: persona.checklistStatus, dueAt: now + persona.waitingFor.afterMs } } : {}),
    uwDecision: persona.decision,
    uwSubDecision: persona.subDecision,
    underwriting,
    ...(persona.withOffers ? { offerSet: buildOffers(lender, underwriting, maxDraw) } : {}),
    ...(persona.checklistStatus === 'DECLINED' ? { adverseAction: simulatedAdverseAction(seed, now) } : {}),
  };
}
