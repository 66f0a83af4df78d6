import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, registerBorrower } from '../testing/borrower';
import { CONSENT_PROMPT_IDS, commsPrefsRoutes } from './comms-prefs';
import { identityRoutes } from './identity';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, commsPrefsRoutes]);
}, 30_000);
afterAll(() => api?.close());

const SECURE = '/service-comms-prefs/secure/api/v1';
const EXTERNAL = '/service-comms-prefs/external/api/v1';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

const consentsOf = (email: string) =>
  api.context.db.selectFrom('comms_consents').selectAll().where('email', '=', email).orderBy('consent_type', 'asc').execute();

describe('consent prompts', () => {
  it('lists one prompt per SMS consent type', async () => {
    const res = await api.app.inject({ url: `${EXTERNAL}/consent/prompts` });
    expect(res.json()).toEqual([
      { uuid: CONSENT_PROMPT_IDS.SMS, type: 'SMS' },
      { uuid: CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL, type: 'SMS_TRANSACTIONAL' },
    ]);
  });

  it('answers a prompt with the calling site’s name and legal links', async () => {
    const harbor = api.context.lenders.get('HARBOR_CU')!.company;
    const res = await api.app.inject({ url: `${EXTERNAL}/consent/prompt/${CONSENT_PROMPT_IDS.SMS}`, headers: { 'x-org': 'HARBOR_CU' } });
    expect(res.statusCode).toBe(200);
    const prompt = res.json();
    expect(prompt).toMatchObject({ uuid: CONSENT_PROMPT_IDS.SMS, type: 'SMS', title: expect.any(String) });
    expect(prompt.verbiage).toContain(harbor.companyName);
    expect(prompt.verbiage).not.toContain('{{');
    expect(prompt.resources).toEqual([
      { type: 'LINK', name: 'Privacy Policy', value: harbor.privacyPolicyUrl },
      { type: 'LINK', name: 'Terms of Service', value: harbor.termsOfUseUrl },
    ]);
    const byQuery = await api.app.inject({
      url: `${EXTERNAL}/consent/prompt/${CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL}?organization=HARBOR_CU`,
    });
    expect(byQuery.json().resources[0].value).toBe(harbor.privacyPolicyUrl);
  });

  it('answers the secure variant only with a session, for the borrower’s own lender', async () => {
    const url = `${SECURE}/consent/prompt/${CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL}`;
    expect((await api.app.inject({ url })).statusCode).toBe(401);
    const { jwt } = await registerBorrower(api.app, 'LAKESHORE');
    const res = await api.app.inject({ url, headers: { ...bearer(jwt), 'x-org': 'HARBOR_CU' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().resources[1].value).toBe(api.context.lenders.get('LAKESHORE')!.company.termsOfUseUrl);
  });

  it('answers 404 for an unknown prompt and 400 for a malformed id', async () => {
    const unknown = await api.app.inject({ url: `${EXTERNAL}/consent/prompt/00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Consent prompt not found');
    expect((await api.app.inject({ url: `${EXTERNAL}/consent/prompt/sms` })).statusCode).toBe(400);
  });
});

describe('a borrower’s consents', () => {
  it('records the caller’s SMS answers and reads them back', async () => {
    const { jwt, email } = await registerBorrower(api.app, 'NORTHSTAR');
    const get = (consent_type: string) => post(`${SECURE}/consent/user/get`, { consent_type, org: 'NORTHSTAR', email }, bearer(jwt));
    expect((await get('SMS')).json()).toEqual({
      consent_type: 'SMS',
      consent_prompt_uuid: null,
      opt_in: null,
      opt_in_out: null,
      updated_at: null,
    });

    const set = (consents: object[]) =>
      post(
        `${SECURE}/consent/user`,
        { source: 'APP_FLOW', org: 'NORTHSTAR', email, phone: '4155550199', consents, product_type: 'HELOC' },
        bearer(jwt),
      );
    const saved = await set([
      { consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_IN' },
      { consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL, opt_in_out: 'OPT_OUT' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().consents).toEqual([
      { consent_type: 'SMS', consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in: true },
      { consent_type: 'SMS_TRANSACTIONAL', consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL, opt_in: false },
    ]);
    expect((await get('SMS')).json()).toMatchObject({ opt_in: true, opt_in_out: 'OPT_IN', consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS });
    expect((await get('SMS_TRANSACTIONAL')).json()).toMatchObject({ opt_in: false, opt_in_out: 'OPT_OUT' });

    // A later answer replaces the earlier one: one row per type.
    await set([{ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_OUT' }]);
    expect((await get('SMS')).json().opt_in).toBe(false);
    const rows = await consentsOf(email);
    expect(rows.map((r) => [r.consent_type, r.opt_in, r.phone, r.source, r.org_code])).toEqual([
      ['SMS', false, '4155550199', 'APP_FLOW', 'NORTHSTAR'],
      ['SMS_TRANSACTIONAL', false, '4155550199', 'APP_FLOW', 'NORTHSTAR'],
    ]);
  });

  it('writes nothing when one of the answers names an unknown prompt', async () => {
    const { jwt, email } = await registerBorrower(api.app);
    const org = api.context.lenders.defaultOrgCode;
    const res = await post(
      `${SECURE}/consent/user`,
      {
        source: 'APP_FLOW',
        org,
        email,
        consents: [
          { consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_IN' },
          { consent_prompt_uuid: '00000000-0000-4000-8000-000000000000', opt_in_out: 'OPT_IN' },
        ],
        product_type: 'HELOC',
      },
      bearer(jwt),
    );
    expect(res.statusCode).toBe(400);
    expect(await consentsOf(email)).toEqual([]);
  });

  it('refuses another person’s consents, another lender’s, and callers without a session', async () => {
    const { jwt, email } = await registerBorrower(api.app, 'NORTHSTAR');
    const other = await registerBorrower(api.app, 'NORTHSTAR');
    const body = (who: string, org = 'NORTHSTAR') => ({
      source: 'APP_FLOW',
      org,
      email: who,
      consents: [{ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_IN' }],
      product_type: 'HELOC',
    });
    const someoneElse = await post(`${SECURE}/consent/user`, body(other.email), bearer(jwt));
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe('You can only manage your own communication preferences');
    expect((await post(`${SECURE}/consent/user`, body(email, 'HARBOR_CU'), bearer(jwt))).statusCode).toBe(403);
    expect(
      (await post(`${SECURE}/consent/user/get`, { consent_type: 'SMS', org: 'NORTHSTAR', email: other.email }, bearer(jwt))).statusCode,
    ).toBe(403);
    expect((await post(`${SECURE}/consent/user`, body(email))).statusCode).toBe(401);
    expect((await post(`${SECURE}/consent/user/get`, { consent_type: 'SMS', org: 'NORTHSTAR', email })).statusCode).toBe(401);
    expect(await consentsOf(other.email)).toEqual([]);
    // The caller's own email in another case is still theirs.
    expect((await post(`${SECURE}/consent/user`, body(email.toUpperCase()), bearer(jwt))).statusCode).toBe(200);
  });

  it('refuses malformed requests', async () => {
    const { jwt, email } = await registerBorrower(api.app, 'NORTHSTAR');
    const get = (payload: object) =>
      post(`${SECURE}/consent/user/get`, { consent_type: 'SMS', org: 'NORTHSTAR', email, ...payload }, bearer(jwt));
    expect((await get({ consent_type: 'EMAIL' })).statusCode).toBe(400);
    expect((await get({ extra: true })).statusCode).toBe(400);
    expect((await get({ phone: 4155550199 })).statusCode).toBe(400);
    const set = (payload: object) =>
      post(
        `${SECURE}/consent/user`,
        {
          source: 'APP_FLOW',
          org: 'NORTHSTAR',
          email,
          consents: [{ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_IN' }],
          product_type: 'HELOC',
          ...payload,
        },
        bearer(jwt),
      );
    expect((await set({ product_type: 'AUTO' })).statusCode).toBe(400);
    expect((await set({ consents: [] })).statusCode).toBe(400);
    expect((await set({ consents: [{ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'MAYBE' }] })).statusCode).toBe(400);
    expect(await consentsOf(email)).toEqual([]);
  });
});
