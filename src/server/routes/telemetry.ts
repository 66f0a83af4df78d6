// Telemetry: sessions and events. A repeated event (same session, event and dedupe value) answers
// DUPLICATE, which the app ignores.
import { createHash, randomUUID } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';

const TAGS = ['telemetry'];

interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

interface SessionBody {
  platform: 'WEB';
  sessionKey?: SessionKey;
  [field: string]: unknown;
}

export interface EventBody {
  event: string;
  sessionKey: SessionKey;
  eventProperties?: Record<string, unknown>;
  dontDedupe?: boolean;
  dedupeProperty?: string;
  [field: string]: unknown;
}

/**
 * What makes an event a repeat: its session, its name and, when given, the value of one of its
 * properties. Null when the event asked not to be de-duplicated (NULLs never conflict). Hashed, so a
 * large property value still fits the unique index.
 */
export function dedupeKey(body: EventBody): string | null {
  if (body.dontDedupe) return null;
  const value = body.dedupeProperty === undefined ? null : (body.eventProperties?.[body.dedupeProperty] ?? null);
  return createHash('sha256')
    .update(JSON.stringify([body.sessionKey.uuid, body.event, body.dedupeProperty ?? null, value]))
    .digest('hex');
}

export const telemetryRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  app.post<{ Body: SessionBody }>(
    '/ft/:context/session',
    {
      schema: {
        tags: TAGS,
        params: ref('telemetry', 'ContextParams'),
        body: ref('telemetry', 'SessionRequest'),
        response: { 200: ref('telemetry', 'SessionResponse') },
      },
    },
    async (request) => {
      const { sessionKey: previous, ...data } = request.body;
      const sessionKey: SessionKey = {
        uuid: randomUUID(),
        epoch: clock(),
        // A returning browser keeps its tracker id.
        trackerUuid: previous?.trackerUuid ?? randomUUID(),
      };
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
    {
      schema: {
        tags: TAGS,
        params: ref('telemetry', 'ContextParams'),
        body: ref('telemetry', 'EventRequest'),
        response: { 200: ref('telemetry', 'EventResponse') },
      },
    },
    async (request) => {
      const { event, sessionKey } = request.body;
      // The unique index decides, so two identical events racing each other still give one CREATED.
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
