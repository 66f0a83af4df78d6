import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../flows/disclosures.json';
import spanishConsent from '../../../copy/es/consent.json';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, registerBorrower } from '../testing/borrower';
import { CONSENT_PROMPT_IDS, commsPrefsRoutes } from './comms-prefs';
import { identityRoutes } from './identity';

let api: TestApi;
let time = Date.parse('2026-12-01T15:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, commsPrefsRoutes], { now: () => time });
}, 30_000);
afterAll(() => api?.close());

const SECURE = '/service-comms-prefs/secure/api/v1';
const EXTERNAL = '/service-comms-prefs/external/api/v1';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

// The versions compliance gives the prompts' words, read from the registry rather than restated.
const VERSION = {
  SMS: registry.disclosures.SMS_MARKETING_CONSENT.version,
  SMS_TRANSACTIONAL: registry.disclosures.SMS_TRANSACTIONAL_CONSENT.version,
};
const optIn = (type: keyof typeof VERSION) => ({
  consent_prompt_uuid: CONSENT_PROMPT_IDS[type],
  opt_in_out: 'OPT_IN',
  verbiage_version: VERSION[type],
});

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
    expect(prompt).toMatchObject({
      uuid: CONSENT_PROMPT_IDS.SMS,
      type: 'SMS',
      version: VERSION.SMS,
      language: 'en',
      title: expect.any(String),
    });
    expect(prompt.verbiage).toContain(harbor.companyName);
    expect(prompt.verbiage).not.toContain('{{');
    expect(prompt.resources).toEqual([
      { type: 'LINK', name: 'Privacy Policy', value: harbor.privacyPolicyUrl, label: 'Privacy Policy' },
      { type: 'LINK', name: 'Terms of Service', value: harbor.termsOfUseUrl, label: 'Terms of Service' },
    ]);
    // The link words stand in the secondary verbiage as the lender's footer says them.
    expect(prompt.secondaryVerbiage).toBe('See our Privacy Policy and Terms of Service.');
    const northstar = (await api.app.inject({ url: `${EXTERNAL}/consent/prompt/${CONSENT_PROMPT_IDS.SMS}?organization=NORTHSTAR` })).json();
    expect(northstar.secondaryVerbiage).toBe('See our Privacy Policy and Terms of Use.');
    expect(northstar.resources[1]).toMatchObject({ name: 'Terms of Service', label: 'Terms of Use' });
    const byQuery = await api.app.inject({
      url: `${EXTERNAL}/consent/prompt/${CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL}?organization=HARBOR_CU`,
    });
    expect(byQuery.json().resources[0].value).toBe(harbor.privacyPolicyUrl);
  });

  it('answers in the page’s language where the lender offers it, with the same version, else in English', async () => {
    const url = (org: string) => `${EXTERNAL}/consent/prompt/${CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL}?organization=${org}&language=es`;
    // No sample lender offers Spanish yet: the English words, said to be English.
    const english = (await api.app.inject({ url: url('HARBOR_CU') })).json();
    expect(english).toMatchObject({ language: 'en', version: VERSION.SMS_TRANSACTIONAL });
    expect(english.verbiage).toMatch(/^I agree to receive text messages from Harbor Federal Credit Union/);
    const lender = api.context.lenders.get('HARBOR_CU')!;
    const offered = lender.locales;
    lender.locales = ['en', 'es'];
    try {
      const spanish = (await api.app.inject({ url: url('HARBOR_CU') })).json();
      expect(spanish).toMatchObject({ language: 'es', version: VERSION.SMS_TRANSACTIONAL });
      expect(spanish.verbiage).toBe(spanishConsent.prompts.SMS_TRANSACTIONAL.verbiage.replace('{{company}}', lender.company.companyName));
      expect(spanish.secondaryVerbiage).toBe('Consulte nuestra Política de privacidad y nuestros Términos del servicio.');
      expect(spanish.resources.map((r: { label: string }) => r.label)).toEqual(['Política de privacidad', 'Términos del servicio']);
    } finally {
      lender.locales = offered;
    }
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
      verbiage_version: null,
      current_verbiage_version: VERSION.SMS,
      updated_at: null,
    });

    const set = (consents: object[]) =>
      post(
        `${SECURE}/consent/user`,
        { source: 'APP_FLOW', org: 'NORTHSTAR', email, phone: '4155550199', consents, product_type: 'HELOC' },
        bearer(jwt),
      );
    const saved = await set([optIn('SMS'), { consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL, opt_in_out: 'OPT_OUT' }]);
    expect(saved.statusCode).toBe(200);
    const givenAt = new Date(time).toISOString();
    expect(saved.json().consents).toEqual([
      {
        consent_type: 'SMS',
        consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS,
        opt_in: true,
        verbiage_version: VERSION.SMS,
        updated_at: givenAt,
      },
      {
        consent_type: 'SMS_TRANSACTIONAL',
        consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL,
        opt_in: false,
        verbiage_version: null,
        updated_at: givenAt,
      },
    ]);
    // Read back with the version of the words answered and when.
    expect((await get('SMS')).json()).toEqual({
      consent_type: 'SMS',
      consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS,
      opt_in: true,
      opt_in_out: 'OPT_IN',
      verbiage_version: VERSION.SMS,
      current_verbiage_version: VERSION.SMS,
      updated_at: givenAt,
    });
    expect((await get('SMS_TRANSACTIONAL')).json()).toMatchObject({ opt_in: false, opt_in_out: 'OPT_OUT', updated_at: givenAt });

    // A later answer replaces the earlier one as the state texts follow: one row per type.
    time += 60_000;
    await set([{ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_OUT' }]);
    expect((await get('SMS')).json()).toMatchObject({ opt_in: false, updated_at: new Date(time).toISOString() });
    const rows = await consentsOf(email);
    expect(rows.map((r) => [r.consent_type, r.opt_in, r.phone, r.source, r.org_code])).toEqual([
      ['SMS', false, '4155550199', 'APP_FLOW', 'NORTHSTAR'],
      ['SMS_TRANSACTIONAL', false, '4155550199', 'APP_FLOW', 'NORTHSTAR'],
    ]);
    // Every answer stays on record, with its words' version and time: the opt-in the texts before the opt-out relied on too.
    const answers = await api.context.db
      .selectFrom('comms_consent_answers')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id', 'asc')
      .execute();
    expect(answers.map((a) => [a.consent_type, a.opt_in, a.verbiage_version, new Date(a.answered_at).toISOString()])).toEqual([
      ['SMS', true, VERSION.SMS, givenAt],
      ['SMS_TRANSACTIONAL', false, null, givenAt],
      ['SMS', false, null, new Date(time).toISOString()],
    ]);
  });

  it('takes an opt-in only to today’s words, named by their version; an opt-out needs none', async () => {
    const { jwt, email } = await registerBorrower(api.app, 'NORTHSTAR');
    const set = (consent: object) =>
      post(
        `${SECURE}/consent/user`,
        { source: 'APP_FLOW', org: 'NORTHSTAR', email, consents: [consent], product_type: 'HELOC' },
        bearer(jwt),
      );
    const unnamed = await set({ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_IN' });
    expect(unnamed.statusCode).toBe(400);
    const older = await set({ ...optIn('SMS'), verbiage_version: '2020-01-01' });
    expect(older.statusCode).toBe(409);
    expect(older.json()).toMatchObject({
      message: 'The words of this consent have changed since they were shown. Please read them again and choose.',
      messageKey: 'consentWordsChanged',
    });
    expect(await consentsOf(email)).toEqual([]);
    expect((await set({ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'OPT_OUT' })).statusCode).toBe(200);
    expect((await set(optIn('SMS_TRANSACTIONAL'))).statusCode).toBe(200);
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
        consents: [optIn('SMS'), { ...optIn('SMS'), consent_prompt_uuid: '00000000-0000-4000-8000-000000000000' }],
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
      consents: [optIn('SMS')],
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
          consents: [optIn('SMS')],
          product_type: 'HELOC',
          ...payload,
        },
        bearer(jwt),
      );
    expect((await set({ product_type: 'AUTO' })).statusCode).toBe(400);
    expect((await set({ consents: [] })).statusCode).toBe(400);
    expect((await set({ consents: [{ consent_prompt_uuid: CONSENT_PROMPT_IDS.SMS, opt_in_out: 'MAYBE' }] })).statusCode).toBe(400);
    expect((await set({ consents: [{ ...optIn('SMS'), verbiage_version: 'latest' }] })).statusCode).toBe(400);
    expect(await consentsOf(email)).toEqual([]);
  });
});
