import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { APPLICATION_NAME, CONNECTION_TIMEOUT_MS, openDatabase } from './database';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const target = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`database (${target})`, () => {
  it('migrates, keeps data across a reopen and runs transactions one at a time', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-db-'));
    dirs.push(dataDir);
    const options = { dataDir, databaseUrl: process.env.TEST_DATABASE_URL };
    const uuid = randomUUID();
    const email = `${uuid}@example.test`;

    let db = await openDatabase(options);
    await db
      .insertInto('identities')
      .values({ uuid, email, password_hash: 'scrypt$x', type: 'PRIMARY', org_code: 'TEST', profile: JSON.stringify({ a: 1 }) })
      .execute();
    // A failing transaction leaves nothing behind, even with a concurrent query in flight.
    const concurrent = db.selectFrom('identities').select('uuid').where('email', '=', email).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('waitlist')
          .values({ org_code: 'TEST', entry: JSON.stringify({ email }) })
          .execute();
        throw new Error('midway failure');
      }),
    ).rejects.toThrow('midway failure');
    expect(await concurrent).toHaveLength(1);
    await db.destroy();

    db = await openDatabase(options);
    const row = await db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
    expect(row.profile).toEqual({ a: 1 });
    const waitlist = await db.selectFrom('waitlist').selectAll().execute();
    expect(waitlist.filter((w) => (w.entry as { email?: string }).email === email)).toHaveLength(0);
    await expect(
      db
        .insertInto('identities')
        .values({ uuid: randomUUID(), email, password_hash: 'x', type: 'PRIMARY', org_code: 'TEST', profile: '{}' })
        .execute(),
    ).rejects.toThrow();
    await db.destroy();
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  const open = async (poolSize: number, connectionTimeoutMs?: number) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-db-'));
    dirs.push(dataDir);
    return openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL, poolSize, connectionTimeoutMs });
  };

  it('holds at most DATABASE_POOL_SIZE connections, named for the server in pg_stat_activity', async () => {
    const db = await open(2);
    try {
      const rows = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{
            pid: number;
            name: string;
          }>`select pg_backend_pid() as pid, current_setting('application_name') as name, pg_sleep(0.1)`.execute(db),
        ),
      );
      expect(new Set(rows.map((result) => result.rows[0]?.pid)).size).toBe(2);
      expect(new Set(rows.map((result) => result.rows[0]?.name))).toEqual(new Set([APPLICATION_NAME]));
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it('fails a query that waits too long for a connection rather than queueing it for ever', async () => {
    const db = await open(1, 200);
    try {
      let release = () => {};
      const held = db.transaction().execute(() => new Promise<void>((resolve) => (release = resolve)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(sql`select 1`.execute(db)).rejects.toThrow(/timeout/i);
      release();
      await held;
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it('waits ten seconds by default', () => {
    expect(CONNECTION_TIMEOUT_MS).toBe(10_000);
  });
});
