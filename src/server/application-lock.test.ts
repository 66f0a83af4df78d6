import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApplicationLock } from './application-lock';
import { openDatabase, type Database } from './db/database';
import { createTestApi, type TestApi } from './testing/test-api';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let api: TestApi;
let db: Database;
beforeAll(async () => {
  api = await createTestApi([]);
  db = api.context.db;
});
afterAll(() => api?.close());

describe('withApplicationLock', () => {
  it('runs one piece of work per application at a time, in arrival order, others alongside', async () => {
    const log: string[] = [];
    // a1 holds its lock until b1 has begun (or 5 s pass): b1 begins only if it does not wait for a.
    let bBegan!: () => void;
    const bBegun = new Promise<void>((resolve) => (bBegan = resolve));
    const work = (uuid: string, name: string, holdUntil: Promise<unknown> = tick()) =>
      withApplicationLock(db, uuid, async () => {
        log.push(`${name} in`);
        if (name === 'b1') bBegan();
        await holdUntil;
        log.push(`${name} out`);
      });
    const fiveSeconds = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.all([work('a', 'a1', Promise.race([bBegun, fiveSeconds])), work('a', 'a2'), work('b', 'b1')]);
    expect(log.indexOf('a1 out')).toBeLessThan(log.indexOf('a2 in'));
    expect(log.indexOf('b1 in')).toBeLessThan(log.indexOf('a1 out'));
  });

  it('is re-entrant within one request', async () => {
    const inner = await withApplicationLock(db, 'c', () => withApplicationLock(db, 'c', async () => 'inner'));
    expect(inner).toBe('inner');
  });

  it('is released when the work fails', async () => {
    await expect(withApplicationLock(db, 'd', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await withApplicationLock(db, 'd', async () => 'next')).toBe('next');
  });

  // Two connections to one PostgreSQL stand for two server processes: their work on one application takes turns.
  it.skipIf(!process.env.TEST_DATABASE_URL)('holds across processes sharing a PostgreSQL server', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-lock-'));
    const other = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      const uuid = `fleet-${process.pid}-${Date.now()}`;
      const log: string[] = [];
      const work = (on: Database, name: string) =>
        withApplicationLock(on, uuid, async () => {
          log.push(`${name} in`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          log.push(`${name} out`);
        });
      await Promise.all([work(db, 'first'), work(other, 'second'), work(db, 'third'), work(other, 'fourth')]);
      // Every piece of work ended before the next began, whichever connection it came through.
      for (let i = 0; i < log.length; i += 2) expect(log[i]!.split(' ')[0]).toBe(log[i + 1]!.split(' ')[0]);
    } finally {
      await other.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
