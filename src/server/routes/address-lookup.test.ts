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

  it("offers places in the lender's states first, others after", () => {
    const east = ['ME', 'NH', 'MA', 'RI', 'CT', 'NJ'];
    expect(suggestAddresses('12 Elm', east).map((a) => a.state)).toEqual(['MA', 'ME', 'NH', 'RI', 'CT']);
    // Narrowed to places outside them, the others still answer.
    expect(suggestAddresses('12 Elm, Reno', east).map((a) => a.city)).toEqual(['Reno']);
    expect(suggestAddresses('12 Elm, Portland', east).map((a) => a.state)).toEqual(['ME', 'OR']);
  });

  it('asks the lender the app names: its states come first, and a shared cache keeps one answer per lender', async () => {
    const ask = (org: string) =>
      api.app.inject({ url: '/service-address/api/v1/typeahead?partialAddress=12%20Elm', headers: { 'x-org': org } });
    const harbor = await ask('HARBOR_CU');
    const harborStates = api.context.lenders.get('HARBOR_CU')!.states.supported;
    expect(harbor.json().addresses).toHaveLength(5);
    for (const address of harbor.json().addresses) expect(harborStates).toContain(address.state);
    expect(harbor.headers.vary).toBe('x-org');
    const lakeshore = (await ask('LAKESHORE')).json().addresses.map((a: { state: string }) => a.state);
    expect(lakeshore.slice(0, 4)).toEqual(['IL', 'MI', 'OH', 'MN']);
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
