// Telemetry: sessions and events. A repeated event (same session, event and dedupe value) answers
// DUPLICATE, which the app ignores.
import { randomUUID } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';

const TAGS = ['telemetry'];

interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

interface EventBody {
  event: string;
  sessionKey: SessionKey;
  eventProperties?: Record<string, unknown>;
  dontDedupe?: boolean;
  dedupeProperty?: string;
  [field: string]: unknown;
}

/** Null when the event asked not to be de-duplicated. */
export function dedupeKey(body: EventBody): string | null {
  if (body.dontDedupe) return null;
  const value = body.dedupeProperty ? JSON.stringify(body.eventProperties?.[body.dedupeProperty] ?? null) : '';
  return `${body.sessionKey.uuid}:${body.event}:${value}`;
}

export const telemetryRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  app.post<{ Body: { sessionKey?: SessionKey } & Record<string, unknown> }>(
    '/ft/:context/session',
    { schema: { tags: TAGS, params: ref('services', 'ContextParams'), body: ref('services', 'SessionRequest') } },
    async (request) => {
      const sessionKey: SessionKey = {
        uuid: randomUUID(),
        epoch: clock(),
        // A returning browser keeps its tracker id.
        trackerUuid: request.body.sessionKey?.trackerUuid ?? randomUUID(),
      };
      const { sessionKey: _previous, ...data } = request.body;
      await db
        .insertInto('telemetry_sessions')
        .values({
          uuid: sessionKey.uuid,
          tracker_uuid: sessionKey.trackerUuid,
          org_code: lenders.forRequest(request).orgCode,
          data: JSON.stringify(data),
        })
        .execute();
      return { sessionKey };
    },
  );

  app.post<{ Body: EventBody }>(
    '/ft/:context/event',
    { schema: { tags: TAGS, params: ref('services', 'ContextParams'), body: ref('services', 'EventRequest') } },
    async (request) => {
      const { event, sessionKey } = request.body;
      const inserted = await db
        .insertInto('telemetry_events')
        .values({ session_uuid: sessionKey.uuid, event, dedupe_key: dedupeKey(request.body), data: JSON.stringify(request.body) })
        .onConflict((c) => c.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return { status: inserted ? 'CREATED' : 'DUPLICATE' };
    },
  );
};
