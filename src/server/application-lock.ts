// One writer per application at a time in this process. Routes read an application, change it and
// write it back; two such requests interleaving would lose one change. Across processes (several
// servers on one PostgreSQL) the version check in saveApplication refuses the stale write instead.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteOptions } from 'fastify';

const tails = new Map<string, Promise<void>>();
/** The applications the current request already holds, so a nested call does not wait on itself. */
const held = new AsyncLocalStorage<ReadonlySet<string>>();

/** Runs `work` once no other request holds the application; re-entrant within one request. */
export async function withApplicationLock<T>(uuid: string, work: () => Promise<T>): Promise<T> {
  const mine = held.getStore();
  if (mine?.has(uuid)) return work();
  const previous = tails.get(uuid) ?? Promise.resolve();
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => done);
  tails.set(uuid, tail);
  await previous;
  try {
    return await held.run(new Set([...(mine ?? []), uuid]), work);
  } finally {
    release();
    if (tails.get(uuid) === tail) tails.delete(uuid);
  }
}

/** Whether another request holds the application now (a reader may then leave the write to it). */
export const heldElsewhere = (uuid: string): boolean => tails.has(uuid) && !held.getStore()?.has(uuid);

/**
 * Fastify onRoute hook: every route whose `:uuid` names an application runs under that
 * application's lock. Uploads lock only around their write (after the file has arrived), so a slow
 * upload does not hold up the borrower's other requests.
 */
export function lockApplicationRoutes(route: RouteOptions): void {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (!route.url.includes('/:uuid') || consumes.includes('multipart/form-data')) return;
  const handler = route.handler;
  route.handler = function (request, reply) {
    const { uuid } = request.params as { uuid: string };
    return withApplicationLock(uuid, async () => handler.call(this, request, reply));
  };
}
