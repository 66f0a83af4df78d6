import type { FlagDecision } from '@/engine/flags/feature-flags';
import type { ApiRequest } from './request';

/** The flag service's answer: each variable carries its value as `defaultValue`. */
interface ServiceDecision {
  key: string;
  enabled: boolean;
  variables: Array<{ key: string; defaultValue: unknown }>;
}

/** Every flag for the lender, with its variables. */
export async function fetchFlags(request: ApiRequest, orgCode: string, trackerId?: string): Promise<FlagDecision[]> {
  const decisions = await request<ServiceDecision[]>('/service-optimize/heloc/api/v1/features', {
    method: 'POST',
    body: { optimizeUser: { ...(trackerId ? { trackerId } : {}), attributes: { organization: orgCode } } },
  });
  return decisions.map((d) => ({
    key: d.key,
    enabled: d.enabled,
    variables: d.variables.map((v) => ({ key: v.key, value: v.defaultValue })),
  }));
}
