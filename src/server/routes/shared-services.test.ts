import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower } from '../testing/borrower';
import { applicationRoutes } from './applications';
import { identityRoutes } from './identity';
import { BANNERS_PATH } from './banners';
import { CONSENT_PROMPTS } from './comms-prefs';
import { SHARED_SERVICE_ROUTES } from './shared-services';

let api: TestApi;
// Monday 23 November 2026, 10:00 Pacific.
let time = Date.parse('2026-11-23T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, ...SHARED_SERVICE_ROUTES], { now: () => time });
});
afterAll(() => api?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

describe('telemetry', () => {
  const session = async (payload: object = { platform: 'WEB' }) => (await post('/ft/heloc/session', payload)).json().sessionKey;

  it('opens a session and keeps a returning browser’s tracker id', async () => {
    const first = await session();
    expect(first).toMatchObject({ uuid: expect.any(String), trackerUuid: expect.any(String), epoch: time });
    const again = await session({ platform: 'WEB', sessionKey: first });
    expect(again.trackerUuid).toBe(first.trackerUuid);
    expect(again.uuid).not.toBe(first.uuid);
  });

  it('answers DUPLICATE for a repeated event, unless asked not to de-duplicate', async () => {
    const sessionKey = await session();
    const event = (extra: object = {}) =>
      post('/ft/heloc/event', { event: 'step_viewed', sessionKey, eventType: 'WEB', productType: 'HELOC', ...extra });
    expect((await event()).json()).toEqual({ status: 'CREATED' });
    expect((await event()).json()).toEqual({ status: 'DUPLICATE' });
    expect((await event({ dontDedupe: true })).json()).toEqual({ status: 'CREATED' });
    expect((await event({ dontDedupe: true })).json()).toEqual({ status: 'CREATED' });
    const byStep = (step: string) => event({ dedupeProperty: 'step', eventProperties: { step } });
    expect((await byStep('income')).json().status).toBe('CREATED');
    expect((await byStep('name')).json().status).toBe('CREATED');
    expect((await byStep('income')).json().status).toBe('DUPLICATE');
  });

  it('refuses a malformed event', async () => {
    expect((await post('/ft/heloc/event', { event: 'x' })).statusCode).toBe(400);
    expect((await post('/ft/heloc/session', { platform: 'IOS' })).statusCode).toBe(400);
  });
});

describe('feature flags', () => {
  const feature = async (featureKey: string, organization?: string) =>
    (
      await post('/service-optimize/heloc/api/v1/feature', {
        featureKey,
        ...(organization ? { optimizeUser: { attributes: { organization } } } : {}),
      })
    ).json();

  it('follows the lender’s toggles', async () => {
    expect((await feature('fe-webchat', 'NORTHSTAR')).enabled).toBe(true);
    expect((await feature('fe-webchat', 'HARBOR_CU')).enabled).toBe(false);
    expect((await feature('fe-heloc-figure-ny-modal', 'NORTHSTAR')).enabled).toBe(true);
    expect((await feature('fe-heloc-figure-ny-modal', 'LAKESHORE')).enabled).toBe(false);
    const disaster = await feature('fe-heloc-disaster-response', 'NORTHSTAR');
    expect(disaster.enabled).toBe(true);
    expect(disaster.variables.find((v: { key: string }) => v.key === 'zips').value).toContain('90265');
  });

  it('reads the calling site’s lender from the x-org header, and turns an unknown flag off', async () => {
    const res = await post('/service-optimize/heloc/api/v1/features', {}, { 'x-org': 'NORTHSTAR' });
    expect(res.json().find((f: { key: string }) => f.key === 'fe-webchat').enabled).toBe(true);
    expect(res.json().find((f: { key: string }) => f.key === 'fe-heloc-maintenance')).toEqual({
      key: 'fe-heloc-maintenance',
      enabled: false,
      variables: [{ key: 'routes', value: [] }],
    });
    expect(await feature('no-such-flag')).toEqual({ key: 'no-such-flag', enabled: false, variables: [] });
  });
});

describe('banners and hours', () => {
  it('serves the sandbox banners file, never cached', async () => {
    const res = await api.app.inject({ url: BANNERS_PATH });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()[0]).toMatchObject({ apps: ['heloc'], variant: 'info', active: true });
  });

  it('serves production’s banners when sandbox mode is off', async () => {
    const production = await createTestApi(SHARED_SERVICE_ROUTES, { sandbox: false });
    try {
      expect((await production.app.inject({ url: BANNERS_PATH })).json()).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('answers a department’s hours and whether it is open now, in Pacific time', async () => {
    const week = (
      await api.app.inject({ url: '/service-hours/external/api/v1/hours/OPS_PHONE', headers: { 'x-org': 'NORTHSTAR' } })
    ).json();
    expect(week.weekdays).toHaveLength(7);
    expect(week.timeZone).toBe('America/Los_Angeles');
    const open = () =>
      api.app.inject({ url: '/service-hours/external/api/v1/hours/OPS_CHAT/openStatus', headers: { 'x-org': 'NORTHSTAR' } });
    expect((await open()).json().isOpen).toBe(true);
    time = Date.parse('2026-11-22T18:00:00Z'); // Sunday
    expect((await open()).json().isOpen).toBe(false);
    time = Date.parse('2026-11-23T18:00:00Z');
    expect((await api.app.inject({ url: '/service-hours/external/api/v1/hours/OPS_FAX' })).statusCode).toBe(400);
  });
});

describe('feedback', () => {
  it('keeps a signed-in borrower’s feedback and applies the spec’s length rule', async () => {
    const { jwt } = await registerBorrower(api.app);
    const send = (payload: object, token: string | null = jwt) =>
      post(
        '/service-profile/api/v1/feedback',
        { topic: 'IMPROVE', marketingConsent: false, productType: 'HELOC', pathname: '/x', ...payload },
        token ? bearer(token) : {},
      );
    expect((await send({ message: 'Lovely and quick to apply.' })).statusCode).toBe(201);
    const short = await send({ message: 'Too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Must be at least 10 characters');
    expect((await send({ message: 'x'.repeat(1001) })).json().message).toBe('Must be at most 1000 characters');
    expect((await send({ message: 'Without a session.' }, null)).statusCode).toBe(401);
    const other = await registerBorrower(api.app);
    const uuid = (await createHeloc(api.app, other.jwt)).json().uuid;
    expect((await send({ message: 'About someone else’s application', applicationUuid: uuid })).statusCode).toBe(404);
  });
});

describe('chatbot', () => {
  const ask = (message: string, conversationId?: string) =>
    post('/chatbot/chatWithAutobot', {
      message,
      organization: 'NORTHSTAR',
      senderId: 'visitor',
      senderType: 'CUSTOMER',
      ...(conversationId ? { conversationId } : {}),
    });

  it('answers from the FAQ, keeps the conversation and takes feedback', async () => {
    const first = (await ask('Will checking my rate hurt my credit score?')).json();
    expect(first.responseStr).toMatch(/soft credit pull/);
    const second = (await ask('Tell me a joke, please', first.conversationId)).json();
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.responseStr).toContain('(800) 555-0142');
    const history = (await api.app.inject({ url: `/chatbot/getChatHistory/${first.conversationId}` })).json();
    expect(history.map((m: { author: string }) => m.author)).toEqual(['CUSTOMER', 'chatbot', 'CUSTOMER', 'chatbot']);
    const feedback = (text: string) =>
      post('/chatbot/setChatReplyUsedWithFeedback', {
        questionId: first.questionId,
        conversationId: first.conversationId,
        feedbackMessage: text,
        rating: 0,
      });
    expect((await feedback('Not specific to my application')).statusCode).toBe(200);
    const long = await feedback('x'.repeat(141));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please restrict your response to 140 characters.');
    expect((await api.app.inject({ url: `/chatbot/getChatHistory/${randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('communication preferences', () => {
  it('records the caller’s SMS consents and refuses another person’s', async () => {
    const { jwt, email } = await registerBorrower(api.app);
    const prompt = (
      await api.app.inject({
        url: `/service-comms-prefs/external/api/v1/consent/prompt/${CONSENT_PROMPTS[0].uuid}`,
        headers: { 'x-org': 'NORTHSTAR' },
      })
    ).json();
    expect(prompt.resources.map((r: { name: string }) => r.name)).toEqual(['Privacy Policy', 'Terms of Service']);
    const get = (who = email) =>
      post('/service-comms-prefs/secure/api/v1/consent/user/get', { consent_type: 'SMS', org: 'NORTHSTAR', email: who }, bearer(jwt));
    expect((await get()).json().opt_in).toBeNull();
    const set = (opt: string) =>
      post(
        '/service-comms-prefs/secure/api/v1/consent/user',
        {
          source: 'APP_FLOW',
          org: 'NORTHSTAR',
          email,
          consents: [{ consent_prompt_uuid: prompt.uuid, opt_in_out: opt }],
          product_type: 'HELOC',
        },
        bearer(jwt),
      );
    expect((await set('OPT_IN')).statusCode).toBe(200);
    expect((await get()).json().opt_in).toBe(true);
    await set('OPT_OUT');
    expect((await get()).json().opt_in).toBe(false);
    expect((await get('someone.else@example.com')).statusCode).toBe(403);
  });
});

describe('lead portal', () => {
  const LO = '3f2b8c1e-8d1a-4c2e-9f00-1234567890ab';
  it('answers a loan originator’s public details and licensed states, and a referral', async () => {
    const lo = await api.app.inject({ url: `/service-lead-portal/api/lo/${LO}` });
    expect(lo.headers['cache-control']).toBe('public, max-age=600');
    expect(lo.json()).toMatchObject({ originatorName: expect.any(String), nmls: expect.any(String) });
    expect(lo.json()).not.toHaveProperty('licensedStates');
    const states = (await api.app.inject({ url: `/service-lead-portal/api/lo/${LO}/licensed-states` })).json();
    expect(states).toEqual({ enforceLicensedStatesForReferral: true, licensedStates: expect.arrayContaining(['CA']) });
    expect((await api.app.inject({ url: '/service-lead-portal/api/referrals/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' })).json()).toMatchObject(
      { firstName: 'Jordan' },
    );
    expect((await api.app.inject({ url: `/service-lead-portal/api/lo/${randomUUID()}` })).statusCode).toBe(404);
  });
});
