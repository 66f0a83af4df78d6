import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoutePlugin } from './app';
import { clientLimit } from './client-limits';
import { createTestApi, type TestApi } from './testing/test-api';

const limited: ApiRoutePlugin = async (app, context) => {
  app.get('/limited', { config: { rateLimit: { max: clientLimit(context, 2), timeWindow: 60_000 } } }, async () => ({ ok: true }));
};

describe('per-client limits', () => {
  let api: TestApi;
  beforeAll(async () => (api = await createTestApi([limited])));
  afterAll(() => api.close());

  it('answers a client over its limit with 429, words a person can act on and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await api.app.inject({ url: '/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await api.app.inject({ url: '/limited' });
    expect(refused.json().message).toMatch(/^Too many requests from your connection\. Please wait 1 minute and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back by the first one's count.
    expect((await api.app.inject({ url: '/limited', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
  });

  it('scales per-client maxima, never below one', () => {
    expect(clientLimit({}, 5)).toBe(5);
    expect(clientLimit({ clientLimitScale: 1000 }, 5)).toBe(5000);
    expect(clientLimit({ clientLimitScale: 1 }, 0)).toBe(1);
  });
});
