// Bodies nested past MAX_BODY_DEPTH are refused with a 400 on every route, before anything walks
// them; a 5000-deep body sent to the sandbox state control used to answer 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth';
import { applicationRoutes } from './routes/applications';
import { identityRoutes } from './routes/identity';
import { sandboxRoutes } from './routes/sandbox';
import { bearer, createHeloc, registerBorrower } from './testing/borrower';
import { createTestApi, type TestApi } from './testing/test-api';

/** JSON text of objects nested `depth` levels deep, written out so the test's own stringify never recurses. */
const nested = (depth: number, leaf = '{}') => '{"a":'.repeat(depth - 1) + leaf + '}'.repeat(depth - 1);

const TOO_DEEP = `The request nests objects or lists more than ${MAX_BODY_DEPTH} levels deep. Send it with fewer levels.`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, a bare value being no level', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ list: [[1, { a: 2 }]] }, 4)).toBe(false);
    expect(nestsDeeperThan({ list: [[1, { a: 2 }]] }, 3)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(nested(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(nested(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(true);
  });

  it('walks a value deeper than the call stack without overflowing', () => {
    expect(nestsDeeperThan(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)), 200_000)).toBe(false);
  });
});

describe('the depth limit on every route', () => {
  let api: TestApi;
  let jwt: string;
  let uuid: string;
  beforeAll(async () => {
    api = await createTestApi([identityRoutes, applicationRoutes, sandboxRoutes]);
    ({ jwt } = await registerBorrower(api.app));
    uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
  });
  afterAll(() => api?.close());

  const postJson = (url: string, json: string, token?: string) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload: json,
    });
  const state = (json: string) => postJson(`/sandbox/api/v1/applications/${uuid}/state`, json, jwt);

  it('refuses a 5000-deep body to the state control with a 400 in plain words, not a 500', async () => {
    const res = await state(`{"note":${nested(5000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_DEEP);
  });

  it('refuses it on a public route too, before the route or its schema sees it', async () => {
    const res = await postJson('/identity/api/v1/login', `{"email":"a@example.com","password":${nested(5000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_DEEP);
  });

  it('takes an ordinary body, and one nested right up to the limit', async () => {
    const ordinary = await state('{"checklistStatus":"CREDIT_NO_MATCH","status":{"waitingOnFloodCert":true},"property":{"state":"TX"}}');
    expect(ordinary.statusCode).toBe(200);
    expect(ordinary.json().status).toMatchObject({ checklistStatus: 'CREDIT_NO_MATCH', waitingOnFloodCert: true });
    // The body's own object is the first level.
    expect((await state(`{"note":${nested(MAX_BODY_DEPTH - 1)}}`)).statusCode).toBe(200);
    expect((await state(`{"note":${nested(MAX_BODY_DEPTH)}}`)).statusCode).toBe(400);
  });
});
