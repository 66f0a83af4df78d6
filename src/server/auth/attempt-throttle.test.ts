import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { AttemptThrottle } from './attempt-throttle';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([]);
});
afterAll(() => api?.close());

let scopes = 0;
/** A throttle of its own scope on the test database, so tests never share a count. */
const throttle = (max: number, windowMs: number, now: () => number) =>
  new AttemptThrottle(api.context.db, `test-${process.pid}-${(scopes += 1)}-${Date.now()}`, max, windowMs, now);

describe('AttemptThrottle', () => {
  it('allows the maximum in the window, then answers the wait until the oldest attempt leaves it', async () => {
    let now = 1_000_000;
    const limit = throttle(2, 60_000, () => now);
    expect(await limit.reserve('a')).toHaveProperty('release');
    now += 10_000;
    expect(await limit.reserve('a')).toHaveProperty('release');
    expect(await limit.reserve('a')).toEqual({ retryAfterSeconds: 50 });
    expect(await limit.reserve('b')).toHaveProperty('release');
    now += 50_000;
    expect(await limit.reserve('a')).toHaveProperty('release');
    expect(await limit.reserve('a')).toEqual({ retryAfterSeconds: 10 });
  });

  it('takes back a released attempt once, and only that one', async () => {
    const limit = throttle(2, 60_000, () => 1_000_000);
    const first = await limit.reserve('a');
    await limit.reserve('a');
    if (!('release' in first)) throw new Error('first attempt refused');
    await first.release();
    await first.release();
    expect(await limit.reserve('a')).toHaveProperty('release');
    expect(await limit.reserve('a')).toEqual({ retryAfterSeconds: 60 });
  });

  it('forgets a key and the keys below it, not others that start alike', async () => {
    const limit = throttle(1, 60_000, () => 1_000_000);
    for (const key of ['acct', 'acct#device', 'acct2', 'acct_%']) await limit.reserve(key);
    await limit.forget('acct');
    expect(await limit.reserve('acct')).toHaveProperty('release');
    expect(await limit.reserve('acct#device')).toHaveProperty('release');
    expect(await limit.reserve('acct2')).toEqual({ retryAfterSeconds: 60 });
    expect(await limit.reserve('acct_%')).toEqual({ retryAfterSeconds: 60 });
  });

  it('lets exactly the maximum through when attempts race, counted once for every throttle of the scope', async () => {
    // Two throttles of one scope stand for two processes sharing the database.
    const scope = `race-${process.pid}-${Date.now()}`;
    const a = new AttemptThrottle(api.context.db, scope, 5);
    const b = new AttemptThrottle(api.context.db, scope, 5);
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).reserve('account')));
    expect(outcomes.filter((o) => 'release' in o)).toHaveLength(5);
    expect(outcomes.filter((o) => 'retryAfterSeconds' in o)).toHaveLength(7);
  });

  it('drops the attempts that have left the window of keys never tried again', async () => {
    let now = 1_000_000;
    const limit = throttle(5, 1_000, () => now);
    for (let i = 0; i < 20; i += 1) await limit.reserve(`stale${i}`);
    now += 61_000;
    await limit.reserve('fresh');
    const { db } = api.context;
    const left = await db.selectFrom('counted_attempts').select('key').where('key', 'like', '%stale%').execute();
    expect(left.filter((row) => row.key.startsWith((limit as unknown as { scope: string }).scope))).toEqual([]);
  });
});
