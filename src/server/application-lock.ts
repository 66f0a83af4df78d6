// One writer per application at a time. Routes read an application, change it and write it back; two
// such requests interleaving would lose one change. In this process, requests for one application
// queue here; across the processes sharing a PostgreSQL server, the one at the head of each process's
// queue also holds the application's advisory lock (db/cross-process-lock.ts), so the fleet writes one
// application as one process would. The version check in saveApplication stays as the last guard.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteOptions } from 'fastify';
import { crossProcessLockOf } from './db/cross-process-lock';
import type { Executor } from './db/database';

const tails = new Map<string, Promise<void>>();
/** The applications the current request already holds, so a nested call does not wait on itself. */
const held = new AsyncLocalStorage<ReadonlySet<string>>();

/** Runs `work` once no other request, of this process or another, holds the application; re-entrant within one request. */
export async function withApplicationLock<T>(db: Executor, uuid: string, work: () => Promise<T>): Promise<T> {
  const mine = held.getStore();
  if (mine?.has(uuid)) return work();
  const previous = tails.get(uuid) ?? Promise.resolve();
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => done);
  tails.set(uuid, tail);
  await previous;
  try {
    const run = () => held.run(new Set([...(mine ?? []), uuid]), work);
    const fleet = crossProcessLockOf(db);
    return await (fleet ? fleet.hold(`application:${uuid}`, run) : run());
  } finally {
    release();
    if (tails.get(uuid) === tail) tails.delete(uuid);
  }
}

/**
 * Fastify onRoute hook: every route whose `:uuid` names an application runs under that
 * application's lock. Uploads lock only around their write (after the file has arrived), so a slow
 * upload does not hold up the borrower's other requests.
 */
export function lockApplicationRoutes(db: Executor): (route: RouteOptions) => void {
  return (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (!route.url.includes('/:uuid') || consumes.includes('multipart/form-data')) return;
    const handler = route.handler;
    route.handler = function (request, reply) {
      const { uuid } = request.params as { uuid: string };
      return withApplicationLock(db, uuid, async () => handler.call(this, request, reply));
    };
  };
}
