// The paystub request a partially verified income raises: a HELOC_MANUAL_PAYSTUB_UPLOAD condition
// whose xtraData.numDocsRequired says how many paystubs (spec 001, shared validation).
import { requestedDocumentCount } from '../conditions/requested-documents';

interface ConditionLike {
  categoryEnum?: unknown;
  actionNeeded?: unknown;
  xtraData?: { numDocsRequired?: unknown } | null;
}

export const PAYSTUB_CONDITION = 'HELOC_MANUAL_PAYSTUB_UPLOAD';

/** The open paystub request's count (at least one), or null when no paystubs are asked for. */
export function paystubsRequested(conditions: unknown): number | null {
  if (!Array.isArray(conditions)) return null;
  const open = (conditions as ConditionLike[]).find((c) => c?.categoryEnum === PAYSTUB_CONDITION && c.actionNeeded === true);
  return open ? requestedDocumentCount(open) : null;
}
