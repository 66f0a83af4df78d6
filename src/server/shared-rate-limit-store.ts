// @fastify/rate-limit's store, kept in the database: each route's count per client lives in one row
// per fixed window, incremented by one atomic upsert, so every process of a fleet counts the same hits
// (the plugin's own store counts in each process's memory: three processes let three times through).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from './db/database';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** How often a store drops the windows that have ended, so clients seen once do not stay for ever. */
const SWEEP_EVERY_MS = 60_000;

export class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    /** What the store's keys start with: the deployment's namespace, then the route. */
    private readonly prefix: string,
    /** When the table was last swept; one clock for a store and its routes', since a sweep clears every route's windows. */
    private readonly swept: { at: number } = { at: -Infinity },
  ) {}

  /** The plugin calls this with the route's window (ms) as its third argument. */
  incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
    this.count(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  /** A route's store. The plugin passes its merged settings, the route among them (its types say the route itself). */
  child(settings: Parameters<FastifyRateLimitStore['child']>[0]): SharedRateLimitStore {
    const { routeInfo } = settings as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
    const { method = '', url = '' } = routeInfo ?? {};
    return new SharedRateLimitStore(this.db, `${this.prefix}${[method].flat().join(',')} ${url} `, this.swept);
  }

  private async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    const fresh = new Date(now + windowMs);
    // A window that has ended starts again at 1; otherwise one more hit. One statement, so two
    // processes counting the same client at once both see the other's hit.
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({ key, hits: 1, resets_at: fresh })
      .onConflict((c) =>
        c.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limit_windows.resets_at <= ${new Date(now)} then 1 else rate_limit_windows.hits + 1 end`,
          resets_at: sql<Date>`case when rate_limit_windows.resets_at <= ${new Date(now)} then excluded.resets_at else rate_limit_windows.resets_at end`,
        }),
      )
      .returning(['hits', 'resets_at'])
      .executeTakeFirstOrThrow();
    await this.sweep(now);
    return { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - now) };
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.swept.at < SWEEP_EVERY_MS) return;
    this.swept.at = now;
    await this.db.deleteFrom('rate_limit_windows').where('resets_at', '<=', new Date(now)).execute();
  }
}
