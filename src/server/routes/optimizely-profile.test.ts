import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, registerBorrower } from '../testing/borrower';
import { identityRoutes } from './identity';
import { optimizelyProfileRoutes } from './optimizely-profile';
import { profileRoutes } from './profile';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, profileRoutes, optimizelyProfileRoutes]);
}, 30_000);
afterAll(() => api?.close());

const PATH = '/service-application/api/v3/application/heloc/optermizerly-profile';

async function borrower() {
  const { jwt } = await registerBorrower(api.app);
  const uuid: string = (await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) })).json().uuid;
  return { jwt, uuid };
}

describe('the profile’s tracker id', () => {
  it('is null until linked, then the linked id, which the profile shows too', async () => {
    const { jwt, uuid } = await borrower();
    const get = () => api.app.inject({ url: `${PATH}?identityUuid=${uuid}`, headers: bearer(jwt) });
    expect((await get()).json()).toEqual({ optimizelyProfileUuid: null });
    const tracker = randomUUID();
    const patched = await api.app.inject({
      method: 'PATCH',
      url: `${PATH}?identityUuid=${uuid}`,
      headers: bearer(jwt),
      payload: { optimizelyProfileUuid: tracker },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get()).json()).toEqual({ optimizelyProfileUuid: tracker });
    const profile = await api.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(profile.json().optimizelyProfileUuid).toBe(tracker);
  });

  it('needs a session and belongs to the caller only', async () => {
    const me = await borrower();
    const other = await borrower();
    expect((await api.app.inject({ url: `${PATH}?identityUuid=${me.uuid}` })).statusCode).toBe(401);
    const probe = await api.app.inject({ url: `${PATH}?identityUuid=${other.uuid}`, headers: bearer(me.jwt) });
    expect(probe.statusCode).toBe(404);
    const write = await api.app.inject({
      method: 'PATCH',
      url: `${PATH}?identityUuid=${other.uuid}`,
      headers: bearer(me.jwt),
      payload: { optimizelyProfileUuid: randomUUID() },
    });
    expect(write.statusCode).toBe(404);
    const untouched = await api.app.inject({ url: `${PATH}?identityUuid=${other.uuid}`, headers: bearer(other.jwt) });
    expect(untouched.json()).toEqual({ optimizelyProfileUuid: null });
  });

  it('refuses a malformed id', async () => {
    const { jwt, uuid } = await borrower();
    const res = await api.app.inject({
      method: 'PATCH',
      url: `${PATH}?identityUuid=${uuid}`,
      headers: bearer(jwt),
      payload: { optimizelyProfileUuid: 'not-a-uuid' },
    });
    expect(res.statusCode).toBe(400);
    expect((await api.app.inject({ url: `${PATH}?identityUuid=nope`, headers: bearer(jwt) })).statusCode).toBe(400);
  });
});
