// Locks that hold across every process sharing one PostgreSQL server: session advisory locks, each
// taken on a connection of its own pool and held while the work runs. A separate pool, because the
// work itself needs the main pool's connections: holders of the lock could otherwise take them all.
// The embedded database has none: one process owns it (the data folder's lock).
import type pg from 'pg';
import type { Database } from './database';

export interface CrossProcessLock {
  /** Runs `work` while no other process holds `key`; waits its turn in PostgreSQL's queue. */
  hold<T>(key: string, work: () => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

export function advisoryLocks(pool: pg.Pool): CrossProcessLock {
  return {
    async hold(key, work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch((error: Error) => {
            // A connection that could not unlock is closed: PostgreSQL then drops every lock it held.
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    end: () => pool.end(),
  };
}

const locks = new WeakMap<Database, CrossProcessLock>();

export const attachCrossProcessLock = (db: Database, lock: CrossProcessLock): void => void locks.set(db, lock);

/** The database's cross-process lock; undefined for the embedded database (and for a transaction). */
export const crossProcessLockOf = (db: object): CrossProcessLock | undefined => locks.get(db as Database);
