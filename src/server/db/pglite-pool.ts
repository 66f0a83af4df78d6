import type { PGlite } from '@electric-sql/pglite';

interface PoolClient {
  query(sql: string, parameters: readonly unknown[]): Promise<{ rows: unknown[]; rowCount: number; command: string }>;
  release(): void;
}

/**
 * Presents one embedded PGlite database as the pg-style pool Kysely's PostgresDialect expects.
 * PGlite has a single session, so connections are handed out one at a time: a transaction never
 * interleaves with another request's queries.
 */
export class PGlitePool {
  #queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: PGlite) {}

  async connect(): Promise<PoolClient> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const db = this.db;
    return {
      async query(sql, parameters) {
        const result = await db.query(sql, [...parameters]);
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command };
      },
      release,
    };
  }

  async end(): Promise<void> {
    await this.#queue;
    await this.db.close();
  }
}
