// Per-client throttles (@fastify/rate-limit, registered once for every API plugin). Routes opt in
// with `config: { rateLimit: … }`; per-client maxima go through clientLimit so the end-to-end
// server, whose browsers share one address, can raise them. Counts live in the database
// (shared-rate-limit-store.ts), so a fleet of processes counts each client once.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './app';
import { SharedRateLimitStore } from './shared-rate-limit-store';

/** A per-client maximum, scaled by the server's clientLimitScale. */
export const clientLimit = (context: Pick<ApiContext, 'clientLimitScale'>, max: number): number =>
  Math.max(1, Math.round(max * (context.clientLimitScale ?? 1)));

export async function registerClientLimits(app: FastifyInstance, context: Pick<ApiContext, 'db' | 'countNamespace'>): Promise<void> {
  const { db, countNamespace = '' } = context;
  await app.register(fastifyRateLimit, {
    global: false,
    store: class extends SharedRateLimitStore {
      constructor() {
        super(db, `${countNamespace}rate-limit `);
      }
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests from your connection. Please wait ${context.after} and try again.`,
    }),
  });
}
