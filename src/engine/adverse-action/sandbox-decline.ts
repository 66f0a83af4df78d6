// The sandbox's declines: the principal reasons and the credit report a simulated decline states.
// The server draws the score from the decision's seed; the compliance preview shows a sample one.
import { keyFactors, principalReasons, type AdverseAction, type CreditBureau, type FactorCode, type ReasonCode } from './adverse-action';

/** The sandbox's credit bureau: the consumer reporting agency its simulated reports come from. */
const SANDBOX_BUREAU: CreditBureau = {
  name: 'Equifax Information Services LLC',
  address: { street1: 'P.O. Box 740241', city: 'Atlanta', state: 'GA', zip: '30374' },
  phone: '8663495191',
};
/** The range of the score model the sandbox reports (FICO Score 8). */
const SCORE_RANGE = { min: 300, max: 850 };
/** A declined applicant's simulated score: below every sample lender's minimum. */
const DECLINED_SCORES = { min: 520, max: 599 };

const DECLINE_REASONS: readonly ReasonCode[] = ['CREDIT_SCORE', 'DELINQUENT_CREDIT_OBLIGATIONS', 'EXCESSIVE_OBLIGATIONS'];
const DECLINE_FACTORS: readonly FactorCode[] = ['RECENT_DELINQUENCY', 'REVOLVING_UTILIZATION', 'SHORT_CREDIT_HISTORY', 'INQUIRIES'];

/** A simulated decline at `now`, the credit report pulled the same moment; `draw` in [0, 1) picks the score. */
export function sandboxDecline(draw: number, now: number): AdverseAction {
  const at = new Date(now).toISOString();
  const score = DECLINED_SCORES.min + Math.floor(draw * (DECLINED_SCORES.max - DECLINED_SCORES.min + 1));
  return {
    action: 'DECLINED',
    decidedAt: at,
    reasons: principalReasons(DECLINE_REASONS),
    creditReport: { score, range: SCORE_RANGE, keyFactors: keyFactors(DECLINE_FACTORS), scoredAt: at, bureau: SANDBOX_BUREAU },
  };
}
