// GET /sandbox/api/v1/outbox?email=…: the sandbox's stand-in for a mailbox. It answers, without a
// sign-in (an invited co-owner has no account yet), the messages the sandbox would have sent to an
// address on the calling lender's site, newest first. Registered only in sandbox mode.
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { clientLimit } from '../client-limits';
import { outboxOf } from '../outbox';

export const OUTBOX_PATH = '/sandbox/api/v1/outbox';
/** Look-ups per client a minute: enough to refresh while trying a journey, too few to sweep addresses. */
export const OUTBOX_LOOKUPS_PER_MINUTE = 30;

export const outboxRoutes: ApiRoutePlugin = async (app, context) => {
  const { db, lenders, sandbox } = context;
  if (!sandbox) return;
  app.get(
    OUTBOX_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, OUTBOX_LOOKUPS_PER_MINUTE), timeWindow: 60_000 } },
      schema: {
        tags: ['sandbox'],
        description:
          "Sandbox mode only: the emails and texts the sandbox would have sent to `email` on the calling lender's site, newest first (at most 50), each with its links.",
        querystring: ref('outbox', 'OutboxQuery'),
        response: { 200: { type: 'array', items: ref('outbox', 'OutboxMessage') } },
      },
    },
    async (request: FastifyRequest<{ Querystring: { email: string } }>) =>
      outboxOf(db, lenders.forRequest(request).orgCode, request.query.email),
  );
};
