import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientLimit } from '../testing/client-limit';
import { createTestApi, type TestApi } from '../testing/test-api';
import { ADDRESS_LOOKUPS_PER_MINUTE, addressLookupRoutes, suggestAddresses } from './address-lookup';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([addressLookupRoutes]);
});
afterAll(() => api?.close());

describe('address typeahead', () => {
  it('suggests the typed street in sample places, narrowed by what follows a comma', () => {
    const all = suggestAddresses('42 lighthouse lane');
    expect(all).toHaveLength(5);
    expect(all[0]).toEqual({
      street1: '42 Lighthouse Lane',
      street2: '',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
      fullAddress: '42 Lighthouse Lane, Sacramento, CA 95814',
    });
    expect(suggestAddresses('42 Lighthouse Lane, TX').map((a) => a.city)).toEqual(['Austin']);
    expect(suggestAddresses('42 Lighthouse Lane, 481')).toHaveLength(1);
  });

  it('suggests nothing for text the spec would not accept as an address', () => {
    expect(suggestAddresses('42')).toEqual([]);
    expect(suggestAddresses('Lighthouse')).toEqual([]);
  });

  it('answers over HTTP and refuses unknown parameters', async () => {
    const res = await api.app.inject({ url: '/service-address/api/v1/typeahead?partialAddress=7%20Elm%20Street%2C%20Reno' });
    expect(res.json().addresses).toEqual([expect.objectContaining({ city: 'Reno', state: 'NV' })]);
    expect((await api.app.inject({ url: '/service-address/api/v1/typeahead?q=x' })).statusCode).toBe(400);
  });

  it('throttles each client', async () => {
    await expectClientLimit(
      (remoteAddress) => api.app.inject({ url: '/service-address/api/v1/typeahead?partialAddress=7%20Elm%20Street', remoteAddress }),
      ADDRESS_LOOKUPS_PER_MINUTE,
    );
  });
});
