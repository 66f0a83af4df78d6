// The New York modal's hand-over of the answers so far to the paired lender: calls of their own, so
// the first step's script does not carry them (a visit that hands over loads them then).
import type { ApiRequest } from './request';

/**
 * Keeps the answers so far for the lender this one pairs with, whose site may be on another host:
 * answers the id its page claims them by (src/server/routes/registration-handover.ts).
 */
export async function handOverAnswers(request: ApiRequest, orgCode: string, toOrganization: string, draft: object): Promise<string> {
  const { id } = await request<{ id: string }>('/identity/api/v1/registration/handovers', {
    method: 'POST',
    query: { organization: orgCode },
    body: { toOrganization, draft },
    authFailureEndsSession: false,
    // The person is waiting to leave: past a few seconds they go without the answers.
    signal: AbortSignal.timeout(5_000),
  });
  return id;
}

/** The answers the paired lender handed to this one under the id, once. */
export async function claimHandover(request: ApiRequest, orgCode: string, id: string): Promise<Record<string, unknown>> {
  const { draft } = await request<{ draft: Record<string, unknown> }>('/identity/api/v1/registration/handovers/claim', {
    method: 'POST',
    query: { organization: orgCode },
    body: { id },
    authFailureEndsSession: false,
  });
  return draft;
}
