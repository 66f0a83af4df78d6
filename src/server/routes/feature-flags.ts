// The flag service: flags from flows/feature-flags.json, decided for the user's lender (its toggles
// and the file's per-organisation overrides).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { PROJECT_ROOT } from '../config';
import { decideFlags, type FlagDecision } from '../../engine/flags/feature-flags';
import type { FeatureFlags } from '../../engine/types/feature-flags';

const TAGS = ['feature flags'];
const BASE = '/service-optimize/:context/api';
export const FLAGS_FILE = path.join(PROJECT_ROOT, 'flows', 'feature-flags.json');

interface OptimizeUser {
  trackerId?: string;
  attributes?: { organization?: string; [attribute: string]: string | number | boolean | undefined };
}

/** A flag as the service answers it: the spec names a variable's fields key and defaultValue. */
const answer = (flag: FlagDecision) => ({
  key: flag.key,
  enabled: flag.enabled,
  variables: flag.variables.map((variable) => ({ key: variable.key, defaultValue: variable.value })),
});

export const featureFlagRoutes: ApiRoutePlugin = async (app, { lenders }) => {
  const file = JSON.parse(readFileSync(FLAGS_FILE, 'utf8')) as FeatureFlags;

  /** The flags of the organisation the user's attributes name, else of the calling site's lender. */
  const flagsFor = (request: FastifyRequest, user: OptimizeUser | undefined) => {
    const lender = lenders.get(user?.attributes?.organization) ?? lenders.forRequest(request);
    return decideFlags(file, lender).map(answer);
  };

  app.post<{ Body: { featureKey: string; optimizeUser?: OptimizeUser } }>(
    `${BASE}/v1/feature`,
    {
      schema: {
        tags: TAGS,
        params: ref('feature-flags', 'ContextParams'),
        body: ref('feature-flags', 'FeatureRequest'),
        response: { 200: ref('feature-flags', 'Flag') },
      },
    },
    async (request) => {
      const { featureKey, optimizeUser } = request.body;
      // A key the file does not have is off, as a flag service answers for a flag it does not know.
      return flagsFor(request, optimizeUser).find((flag) => flag.key === featureKey) ?? { key: featureKey, enabled: false, variables: [] };
    },
  );

  app.post<{ Body: { optimizeUser?: OptimizeUser } }>(
    `${BASE}/v1/features`,
    {
      schema: {
        tags: TAGS,
        params: ref('feature-flags', 'ContextParams'),
        body: ref('feature-flags', 'FeaturesRequest'),
        response: { 200: ref('feature-flags', 'Flags') },
      },
    },
    async (request) => flagsFor(request, request.body.optimizeUser),
  );

  app.post<{ Body: { optimizeUser: OptimizeUser; featureKey?: string } }>(
    `${BASE}/v2/decision`,
    {
      schema: {
        tags: TAGS,
        params: ref('feature-flags', 'ContextParams'),
        body: ref('feature-flags', 'DecisionRequest'),
        response: { 200: ref('feature-flags', 'Flags') },
      },
    },
    async (request) => {
      const flags = flagsFor(request, request.body.optimizeUser);
      const { featureKey } = request.body;
      return featureKey === undefined ? flags : flags.filter((flag) => flag.key === featureKey);
    },
  );
};
