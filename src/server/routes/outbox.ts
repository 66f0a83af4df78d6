// GET /sandbox/api/v1/outbox?email=…: the sandbox's stand-in for a mailbox. It answers the messages
// the sandbox would have sent to an address on the calling lender's site, newest first, to whoever
// holds the outbox key (src/server/outbox-key.ts) rather than to a signed-in person: an invited
// co-owner has no account yet. Registered only in sandbox mode, with the outbox page's door below.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { clientLimit } from '../client-limits';
import { outboxOf } from '../outbox';
import { isOutboxKey, OUTBOX_KEY_COOKIE, OUTBOX_KEY_HEADER, OUTBOX_PAGE_PATH } from '../outbox-key';
import { cookieValue } from '../../engine/routing/page-cookies';

export const OUTBOX_PATH = '/sandbox/api/v1/outbox';
/** Look-ups per client a minute: enough to refresh while trying a journey, too few to sweep addresses. */
export const OUTBOX_LOOKUPS_PER_MINUTE = 30;
export const OUTBOX_KEY_NEEDED =
  'The outbox needs its key. Open the outbox link the server printed when it started (the log line "outbox"), or send the key in the X-Outbox-Key header.';

/** The key as the caller sent it: the header, else the cookie the outbox page set. */
const keyOf = (request: FastifyRequest) => request.headers[OUTBOX_KEY_HEADER] ?? cookieValue(request.headers.cookie, OUTBOX_KEY_COOKIE);

export const outboxRoutes: ApiRoutePlugin = async (app, context) => {
  const { db, lenders, sandbox, outboxKey } = context;
  if (!sandbox) return;
  app.get(
    OUTBOX_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, OUTBOX_LOOKUPS_PER_MINUTE), timeWindow: 60_000 } },
      schema: {
        tags: ['sandbox'],
        description:
          "Sandbox mode only: the emails and texts the sandbox would have sent to `email` on the calling lender's site, newest first (at most 50), each with its links. Answered only with the outbox key (header `X-Outbox-Key`, or the cookie the outbox page sets when opened with `?key=`); 401 without it.",
        querystring: ref('outbox', 'OutboxQuery'),
        headers: {
          type: 'object',
          properties: { [OUTBOX_KEY_HEADER]: { type: 'string', description: 'The outbox key the server printed at start.' } },
        },
        response: { 200: { type: 'array', items: ref('outbox', 'OutboxMessage') } },
      },
    },
    async (request: FastifyRequest<{ Querystring: { email: string } }>) => {
      if (!isOutboxKey(keyOf(request), outboxKey)) throw new HttpError(401, OUTBOX_KEY_NEEDED);
      return outboxOf(db, lenders.forRequest(request).orgCode, request.query.email);
    },
  );

  // The printed link (`?key=…`) opens the page: a right key is kept in a cookie only this server's
  // requests carry (HttpOnly: no script reads it; Strict: no other site's page sends it), and either
  // way the key leaves the address bar and history. Without a key, the page is the app's as ever.
  app.get(OUTBOX_PAGE_PATH, async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
    const given = request.query.key;
    if (given === undefined) return reply.callNotFound();
    if (isOutboxKey(given, outboxKey)) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header('set-cookie', `${OUTBOX_KEY_COOKIE}=${encodeURIComponent(outboxKey!)}; Path=/; HttpOnly; SameSite=Strict${secure}`);
    }
    const at = request.url.indexOf('?');
    const rest = new URLSearchParams(request.url.slice(at + 1));
    rest.delete('key');
    const query = rest.toString();
    return reply.header('cache-control', 'no-store').redirect(query ? `${OUTBOX_PAGE_PATH}?${query}` : OUTBOX_PAGE_PATH, 303);
  });
};
