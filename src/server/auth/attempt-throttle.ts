// Attempts per key within a sliding window (sign-ins per account or browser, registrations and reset
// requests per email), counted in the database so every process of a fleet shares one count.
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** An attempt counted; release takes it back (an attempt that did not guess, such as one that succeeded). */
export interface Reservation {
  release(): Promise<void>;
}

/** How often each throttle drops the rows of attempts that have left its window, for keys never tried again. */
const SWEEP_EVERY_MS = 60_000;

export class AttemptThrottle {
  private sweptAt = -Infinity;

  constructor(
    private readonly db: Database,
    /** Names what is counted ('sign-in'); keys of one scope share a count across processes. */
    private readonly scope: string,
    private readonly maxAttempts = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt for `key` and answers how to take it back; past the limit, counts nothing and
   * answers the seconds until the oldest attempt leaves the window.
   */
  async reserve(key: string): Promise<Reservation | { retryAfterSeconds: number }> {
    const counted = this.keyOf(key);
    const at = this.now();
    const outcome = await this.db.transaction().execute(async (tx): Promise<{ id: string } | { retryAfterSeconds: number }> => {
      // One decision per key at a time, whichever process makes it: attempts racing through the
      // count cannot all pass a check made before any of them was added.
      await sql`select pg_advisory_xact_lock(hashtextextended(${counted}, 0))`.execute(tx);
      await tx
        .deleteFrom('counted_attempts')
        .where('key', '=', counted)
        .where('at', '<=', new Date(at - this.windowMs))
        .execute();
      const recent = await tx.selectFrom('counted_attempts').select('at').where('key', '=', counted).orderBy('at').execute();
      if (recent.length >= this.maxAttempts) {
        const oldest = new Date(recent[0]!.at).getTime();
        return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - at) / 1000)) };
      }
      const row = await tx
        .insertInto('counted_attempts')
        .values({ key: counted, at: new Date(at) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    });
    await this.sweep(at);
    if (!('id' in outcome)) return outcome;
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.db.deleteFrom('counted_attempts').where('id', '=', outcome.id).execute();
      },
    };
  }

  /** The seconds until `key` may try again when it has used its attempts, else null. Counts nothing. */
  async retryAfter(key: string): Promise<number | null> {
    const at = this.now();
    const recent = await this.db
      .selectFrom('counted_attempts')
      .select('at')
      .where('key', '=', this.keyOf(key))
      .where('at', '>', new Date(at - this.windowMs))
      .orderBy('at')
      .execute();
    if (recent.length < this.maxAttempts) return null;
    return Math.max(1, Math.ceil((new Date(recent[0]!.at).getTime() + this.windowMs - at) / 1000));
  }

  /** Forgets every attempt of `key` and of the keys below it (`key#…`): an account's lockout, once its password is reset. */
  async forget(key: string): Promise<void> {
    const counted = this.keyOf(key);
    await this.db
      .deleteFrom('counted_attempts')
      .where((eb) => eb.or([eb('key', '=', counted), eb(sql<boolean>`starts_with(key, ${`${counted}#`})`, '=', true)]))
      .execute();
  }

  private keyOf(key: string): string {
    return `${this.scope}:${key}`;
  }

  /** Drops this scope's attempts that have left the window, at most once a minute per process. */
  private async sweep(at: number): Promise<void> {
    if (at - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = at;
    await this.db
      .deleteFrom('counted_attempts')
      .where(sql<boolean>`starts_with(key, ${`${this.scope}:`})`)
      .where('at', '<=', new Date(at - this.windowMs))
      .execute();
  }
}
