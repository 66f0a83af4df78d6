// The flag service: flags from flows/feature-flags.json and the lender's toggles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { PROJECT_ROOT } from '../config';
import { decideFlags } from '../../engine/flags/feature-flags';
import type { FeatureFlags } from '../../engine/types/feature-flags';

const TAGS = ['feature flags'];
const FLAGS_FILE = path.join(PROJECT_ROOT, 'flows', 'feature-flags.json');

interface OptimizeUser {
  trackerId?: string;
  attributes?: Record<string, string | number | boolean>;
}

export const featureFlagRoutes: ApiRoutePlugin = async (app, { lenders }) => {
  const file = JSON.parse(readFileSync(FLAGS_FILE, 'utf8')) as FeatureFlags;
  /** The flags of the organisation the user attributes name, else of the calling site's lender. */
  const flagsFor = (request: Parameters<typeof lenders.forRequest>[0], user?: OptimizeUser) => {
    const organization = user?.attributes?.organization;
    const lender = (typeof organization === 'string' && lenders.get(organization)) || lenders.forRequest(request);
    return decideFlags(file, lender);
  };

  app.post<{ Body: { featureKey: string; optimizeUser?: OptimizeUser } }>(
    '/service-optimize/:context/api/v1/feature',
    { schema: { tags: TAGS, params: ref('services', 'ContextParams'), body: ref('services', 'FeatureRequest') } },
    async (request) => {
      const flag = flagsFor(request, request.body.optimizeUser).find((f) => f.key === request.body.featureKey);
      // An unknown flag is off, as a flag service answers for a key it does not have.
      return flag ?? { key: request.body.featureKey, enabled: false, variables: [] };
    },
  );

  for (const route of ['/service-optimize/:context/api/v1/features', '/service-optimize/:context/api/v2/decision']) {
    app.post<{ Body: { optimizeUser?: OptimizeUser; featureKey?: string } }>(
      route,
      { schema: { tags: TAGS, params: ref('services', 'ContextParams'), body: ref('services', 'FeaturesRequest') } },
      async (request) => {
        const flags = flagsFor(request, request.body.optimizeUser);
        return request.body.featureKey ? flags.filter((f) => f.key === request.body.featureKey) : flags;
      },
    );
  }
};
