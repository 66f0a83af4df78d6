import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../../engine/types/feature-flags';
import { createTestApi, type TestApi } from '../testing/test-api';
import { FLAGS_FILE, featureFlagRoutes } from './feature-flags';

let api: TestApi;
const file = JSON.parse(readFileSync(FLAGS_FILE, 'utf8')) as FeatureFlags;

beforeAll(async () => {
  api = await createTestApi([featureFlagRoutes]);
}, 30_000);
afterAll(() => api?.close());

interface Flag {
  key: string;
  enabled: boolean;
  variables: Array<{ key: string; defaultValue: unknown }>;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

const feature = async (featureKey: string, organization?: string, headers: Record<string, string> = {}): Promise<Flag> => {
  const res = await post(
    '/service-optimize/heloc/api/v1/feature',
    { featureKey, optimizeUser: { trackerId: 't-1', ...(organization ? { attributes: { organization } } : {}) } },
    headers,
  );
  expect(res.statusCode).toBe(200);
  return res.json();
};

const variable = (flag: Flag, key: string) => flag.variables.find((v) => v.key === key)?.defaultValue;

describe('the flags file', () => {
  it('lists every flag the spec names', () => {
    expect(file.flags.map((f) => f.key)).toEqual(
      expect.arrayContaining([
        'fe-heloc-redesign-2025',
        'fe-heloc-figure-ny-modal',
        'fe-heloc-direct-debt-payoff',
        'fe-heloc-ny-fcra',
        'fe-heloc-sms-transactional-consent',
        'fe-heloc-maintenance',
        'fe-webchat',
        'fe-heloc-additional-signer-conditions',
        'fe-heloc-disaster-response',
      ]),
    );
  });
});

describe('one flag', () => {
  it('follows the lender’s toggles named in the flags file', async () => {
    expect((await feature('fe-webchat', 'NORTHSTAR')).enabled).toBe(true);
    expect((await feature('fe-webchat', 'HARBOR_CU')).enabled).toBe(false);
    expect((await feature('fe-heloc-figure-ny-modal', 'NORTHSTAR')).enabled).toBe(true);
    expect((await feature('fe-heloc-figure-ny-modal', 'LAKESHORE')).enabled).toBe(false);
    expect((await feature('fe-heloc-redesign-2025', 'LAKESHORE')).enabled).toBe(true);
  });

  it('takes the disaster flag’s token and zips from the lender', async () => {
    const northstar = await feature('fe-heloc-disaster-response', 'NORTHSTAR');
    const zips = api.context.lenders.get('NORTHSTAR')!.features.disasterZips!;
    expect(northstar.enabled).toBe(true);
    expect(variable(northstar, 'zips')).toEqual(zips.zips);
    expect(variable(northstar, 'token')).toBe(zips.token);
    const harbor = await feature('fe-heloc-disaster-response', 'HARBOR_CU');
    expect(harbor).toEqual({
      key: 'fe-heloc-disaster-response',
      enabled: false,
      variables: [
        { key: 'token', defaultValue: null },
        { key: 'zips', defaultValue: [] },
      ],
    });
  });

  it('answers maintenance off with an empty route list', async () => {
    expect(await feature('fe-heloc-maintenance', 'NORTHSTAR')).toEqual({
      key: 'fe-heloc-maintenance',
      enabled: false,
      variables: [{ key: 'routes', defaultValue: [] }],
    });
  });

  it('uses the calling site’s lender (x-org) when the user names none, or an unknown one', async () => {
    expect((await feature('fe-webchat', undefined, { 'x-org': 'NORTHSTAR' })).enabled).toBe(true);
    expect((await feature('fe-webchat', 'NO_SUCH_ORG', { 'x-org': 'HARBOR_CU' })).enabled).toBe(false);
    expect((await feature('fe-webchat', 'NO_SUCH_ORG', { 'x-org': 'NORTHSTAR' })).enabled).toBe(true);
  });

  it('turns a flag it does not know off', async () => {
    expect(await feature('no-such-flag')).toEqual({ key: 'no-such-flag', enabled: false, variables: [] });
  });

  it('refuses a malformed request', async () => {
    const url = '/service-optimize/heloc/api/v1/feature';
    expect((await post(url, {})).statusCode).toBe(400);
    expect((await post(url, { featureKey: 7 })).statusCode).toBe(400);
    expect((await post(url, { featureKey: 'fe-webchat', extra: true })).statusCode).toBe(400);
    expect((await post(url, { featureKey: 'fe-webchat', optimizeUser: { attributes: { organization: { nested: 1 } } } })).statusCode).toBe(
      400,
    );
  });
});

describe('every flag and decisions', () => {
  it('answers every flag in the file for the user’s lender', async () => {
    const res = await post('/service-optimize/heloc/api/v1/features', { optimizeUser: { attributes: { organization: 'NORTHSTAR' } } });
    expect(res.statusCode).toBe(200);
    const flags: Flag[] = res.json();
    expect(flags.map((f) => f.key)).toEqual(file.flags.map((f) => f.key));
    expect(flags.find((f) => f.key === 'fe-webchat')!.enabled).toBe(true);
  });

  it('decides for a tracker id, narrowed to one flag when asked', async () => {
    const url = '/service-optimize/heloc/api/v2/decision';
    const all = await post(url, { optimizeUser: { trackerId: 't-2', attributes: { organization: 'HARBOR_CU' } } });
    expect(all.json()).toHaveLength(file.flags.length);
    const one = await post(url, {
      optimizeUser: { trackerId: 't-2', attributes: { organization: 'HARBOR_CU' } },
      featureKey: 'fe-webchat',
    });
    expect(one.json()).toEqual([{ key: 'fe-webchat', enabled: false, variables: [] }]);
    expect((await post(url, {})).statusCode).toBe(400);
    expect((await post('/service-optimize/heloc/api/v1/features', { featureKey: 'fe-webchat' })).statusCode).toBe(400);
  });
});
