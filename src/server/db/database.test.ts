import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

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
