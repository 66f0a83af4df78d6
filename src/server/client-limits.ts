// Per-client throttles (@fastify/rate-limit, registered once for every API plugin). Routes opt in
// with `config: { rateLimit: … }` or `app.createRateLimit(…)`; per-client maxima go through
// clientLimit so the end-to-end server, whose browsers share one address, can raise them.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './app';

/** A per-client maximum, scaled by the server's clientLimitScale. */
export const clientLimit = (context: Pick<ApiContext, 'clientLimitScale'>, max: number): number =>
  Math.max(1, Math.round(max * (context.clientLimitScale ?? 1)));

export async function registerClientLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests from your connection. Please wait ${context.after} and try again.`,
    }),
  });
}
