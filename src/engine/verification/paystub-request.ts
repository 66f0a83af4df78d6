// The paystub request a partially verified income raises: a HELOC_MANUAL_PAYSTUB_UPLOAD condition
// whose xtraData.numDocsRequired says how many paystubs (spec 001, shared validation).

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
  if (!open) return null;
  const count = open.xtraData?.numDocsRequired;
  // The spec: above 1 asks for that many, anything else for one.
  return typeof count === 'number' && count > 1 ? Math.floor(count) : 1;
}
