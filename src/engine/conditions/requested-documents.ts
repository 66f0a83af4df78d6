// How many documents a condition asks for (spec 001 §5, the paystub text): xtraData.numDocsRequired
// above 1 asks for that many, anything else for one.

export interface DocumentRequest {
  xtraData?: { numDocsRequired?: unknown } | null | undefined;
}

export function requestedDocumentCount(condition: DocumentRequest): number {
  const count = condition.xtraData?.numDocsRequired;
  return typeof count === 'number' && Number.isFinite(count) && count > 1 ? Math.floor(count) : 1;
}
