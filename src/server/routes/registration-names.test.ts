// Names in any alphabet, with apostrophes, are names on the server as in the registration flow
// (src/engine/validation/person-name.ts); digits and symbols are refused on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, helocBody, registerBorrower } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, CREATE_HELOC_PATH } from './applications';
import { identityRoutes } from './identity';
import { profileRoutes } from './profile';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, profileRoutes, applicationRoutes]);
});
afterAll(() => api?.close());

async function createAs(name: Record<string, string>, city = 'Sacramento') {
  const { jwt, email } = await registerBorrower(api.app);
  const body = helocBody({ email });
  const address = { ...body.propertyRequest.address, city };
  const res = await api.app.inject({
    method: 'POST',
    url: CREATE_HELOC_PATH,
    headers: bearer(jwt),
    payload: {
      ...body,
      profileRequest: { ...body.profileRequest, name, assetAddress: address },
      propertyRequest: { ...body.propertyRequest, address },
    },
  });
  return { res, jwt };
}

describe('names and cities at registration', () => {
  it("accepts José Núñez O'Brien (curly apostrophe in the middle name) in Cañon City and keeps them as typed", async () => {
    const name = { firstName: 'José', middleName: 'D’Arcy', lastName: "Núñez O'Brien" };
    const { res, jwt } = await createAs(name, 'Cañon City');
    expect(res.statusCode, res.body).toBe(201);
    const profile = (await api.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) })).json();
    expect(profile.name).toMatchObject(name);
    const application = (await api.app.inject({ url: `${APPLICATION_PATH}/${res.json().uuid}`, headers: bearer(jwt) })).json();
    expect(application.property.address.city).toBe('Cañon City');
  });

  it('refuses digits and symbols in a name, as the form does', async () => {
    for (const name of <Array<Record<string, string>>>[
      { firstName: 'Ada', lastName: 'L0velace' },
      { firstName: 'Ada!', lastName: 'Lovelace' },
      { firstName: 'Ada', middleName: 'B2', lastName: 'Lovelace' },
    ]) {
      const { res } = await createAs(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
  });

  it('saves a corrected name with an apostrophe from the profile page', async () => {
    const { jwt } = await registerBorrower(api.app);
    const res = await api.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers: bearer(jwt),
      payload: { firstName: 'Zoë', lastName: 'N’Diaye' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await api.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers: bearer(jwt),
      payload: { firstName: 'Zoë', lastName: 'N#Diaye' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
