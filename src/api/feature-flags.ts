import type { ApiRequest } from './request';

export interface FlagDecision {
  key: string;
  enabled: boolean;
  variables: Array<{ key: string; defaultValue: unknown }>;
}

/** Every flag for the lender, as a map of key → on/off that rules read as `flags.<key>`. */
export async function fetchFlags(request: ApiRequest, orgCode: string, trackerId?: string): Promise<Record<string, boolean>> {
  const decisions = await request<FlagDecision[]>('/service-optimize/heloc/api/v1/features', {
    method: 'POST',
    body: { optimizeUser: { ...(trackerId ? { trackerId } : {}), attributes: { organization: orgCode } } },
  });
  return Object.fromEntries(decisions.map((d) => [d.key, d.enabled]));
}
