import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, helocBody, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { eligibilityRoutes, WAITLIST_JOINS_PER_CLIENT } from './eligibility';
import { expectClientLimit } from '../testing/client-limit';
import { identityRoutes } from './identity';
import { profileRoutes } from './profile';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
let time = Date.parse('2026-11-22T18:00:00Z');
const clock = { now: () => time, advance: (ms: number) => (time += ms) };

beforeAll(async () => {
  api = await createTestApi([identityRoutes, profileRoutes, eligibilityRoutes, applicationRoutes, sandboxRoutes], { now: clock.now });
});
afterAll(() => api?.close());

const get = (url: string, jwt: string) => api.app.inject({ url, headers: bearer(jwt) });
const statusOf = async (uuid: string, jwt: string) => (await get(`${STATUS_PATH}/${uuid}/status`, jwt)).json().checklistStatus;

async function startApplication(overrides: Parameters<typeof createHeloc>[2] = {}, org = 'NORTHSTAR') {
  const { jwt } = await registerBorrower(api.app, org);
  const res = await createHeloc(api.app, jwt, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return { jwt, uuid: res.json().uuid as string, application: res.json() };
}

describe('create HELOC', () => {
  it('creates a pre-qualified application the borrower can read, list and poll', async () => {
    const { jwt, uuid, application } = await startApplication();
    expect(application).toMatchObject({
      loanNumber: expect.stringMatching(/^\d{10}$/),
      property: { state: 'CA', occupancyType: 'HOME' },
      status: { checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT' },
      utmParameters: { id: 'ABC123' },
      active: true,
    });
    expect(application.internal).toBeUndefined();
    expect((await get(`${APPLICATION_PATH}/${uuid}`, jwt)).json().uuid).toBe(uuid);
    expect((await get(`${APPLICATION_PATH}/all`, jwt)).json().map((a: { uuid: string }) => a.uuid)).toEqual([uuid]);
    expect(await statusOf(uuid, jwt)).toBe('OFFER_SELECTION');
    const profile = (await get('/service-profile/api/v1/profile', jwt)).json();
    expect(profile).toMatchObject({ name: { firstName: 'Ada', lastName: 'Lovelace' }, dob: '1980-04-12', organizationCode: 'NORTHSTAR' });
  });

  it('answers offers built from the lender’s pricing data', async () => {
    const { jwt, uuid } = await startApplication({ state: 'MD', zip: '21201' }, 'HARBOR_CU');
    const set = (await get(`${APPLICATION_PATH}/${uuid}/offers`, jwt)).json();
    expect(set.offers.length).toBeGreaterThan(0);
    for (const offer of set.offers) {
      expect(offer.rate).toBeGreaterThanOrEqual(0.076);
      expect(offer.rate).toBeLessThanOrEqual(0.172);
      expect(offer.originationFee).toBeLessThanOrEqual(0.0499);
      expect(offer.discountList.map((d: { discount: { type: string } }) => d.discount.type)).toContain('CREDIT_UNION');
    }
  });

  it.each([
    ['Nomatch', 'CREDIT_NO_MATCH'],
    ['FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'],
    ['declined', 'DECLINED'],
    ['Noproperty', 'NO_PROPERTY'],
    ['Lowdti', 'ASSETS_PREQUAL'],
    ['Hopper', 'OFFER_SELECTION'],
  ])('persona %s starts at %s', async (lastName, status) => {
    const { jwt, uuid } = await startApplication({ lastName });
    expect(await statusOf(uuid, jwt)).toBe(status);
  });

  it('gives Lowdti offers limited by debt-to-income', async () => {
    const { jwt, uuid, application } = await startApplication({ lastName: 'Lowdti' });
    expect(application.status.uwSubDecision).toBe('UNVERIFIED_DTI_LIMITED');
    const set = (await get(`${APPLICATION_PATH}/${uuid}/offers`, jwt)).json();
    expect(set.offers[0].maxDraw).toBeLessThan(set.maxDtiUnlimited);
  });

  it('keeps Slowpoke waiting for the soft pull for about 8 seconds, then offers', async () => {
    const { jwt, uuid } = await startApplication({ lastName: 'Slowpoke' });
    expect(await statusOf(uuid, jwt)).toBe('WAITING_FOR_SOFT_CREDIT');
    clock.advance(7_000);
    expect(await statusOf(uuid, jwt)).toBe('WAITING_FOR_SOFT_CREDIT');
    clock.advance(1_000);
    expect(await statusOf(uuid, jwt)).toBe('OFFER_SELECTION');
  });

  it('refuses what the lender does not lend to, with the spec’s messages and the copy they are made from', async () => {
    const cases: Array<[Parameters<typeof createHeloc>[2], string, number, string, string, object]> = [
      [{ state: 'NY', zip: '10001' }, 'NORTHSTAR', 400, 'We do not currently offer loans in NY', 'notOfferedInState', { state: 'NY' }],
      [
        { zip: '97147', state: 'OR' },
        'NORTHSTAR',
        400,
        'We do not currently offer loans in ZIP code 97147',
        'notOfferedInZip',
        { zip: '97147' },
      ],
      // A typo is named as one, even where the typed state is one the lender lends in.
      [
        { state: 'CA', zip: '78701' },
        'NORTHSTAR',
        400,
        'This ZIP code is not in the state entered. Check the ZIP code and the state.',
        'zipNotInState',
        {},
      ],
      [
        { employmentType: 'UNEMPLOYED' },
        'NORTHSTAR',
        400,
        "We apologize. At this time, we don't lend to unemployed borrowers.",
        'unemployed',
        {},
      ],
      [{ state: 'AL', zip: '35004', dob: '2008-01-01' }, 'NORTHSTAR', 400, 'Must be at least 19 years old', 'ageAtLeast', { age: 19 }],
      [{ dob: '1970-01-01' }, 'EVERGREEN_62', 400, 'Must be 62 years or older to apply for a loan', 'age62', {}],
      [{}, 'SUMMIT_WHOLESALE', 403, 'This lender is not accepting applications on this site', 'notAccepting', {}],
      [{}, 'PINE_LO', 403, 'This lender is not accepting applications on this site', 'notAccepting', {}],
    ];
    for (const [overrides, org, status, message, messageKey, messageValues] of cases) {
      const { jwt } = await registerBorrower(api.app, org);
      const res = await createHeloc(api.app, jwt, overrides);
      expect(res.statusCode, `${org} ${JSON.stringify(overrides)}`).toBe(status);
      expect(res.json()).toMatchObject({ message, messageKey, messageValues });
      expect((await get(`${APPLICATION_PATH}/all`, jwt)).json()).toEqual([]);
    }
  });

  it('accepts an applicant of exactly the minimum age', async () => {
    const { jwt } = await registerBorrower(api.app, 'EVERGREEN_62');
    const res = await createHeloc(api.app, jwt, { dob: '1964-11-22' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('keeps the language the borrower applied in, among those the lender offers', async () => {
    const create = async (languagePreference?: string, org = 'NORTHSTAR') => {
      const { jwt, email } = await registerBorrower(api.app, org);
      const lakeshore = org === 'LAKESHORE' ? { state: 'MI', zip: '48201' } : {};
      return api.app.inject({
        method: 'POST',
        url: `/service-application/api/v3/application/helocs?organization=${org}`,
        headers: bearer(jwt),
        payload: { ...helocBody({ email, ...lakeshore }), ...(languagePreference ? { languagePreference } : {}) },
      });
    };
    const english = await create('en');
    expect(english.statusCode).toBe(201);
    expect(english.json().languagePreference).toBe('en');
    expect((await create()).json().languagePreference).toBe('en');
    // Northstar offers Spanish; Lakeshore English only (lenders/*/lender.json locales).
    const spanish = await create('es');
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json().languagePreference).toBe('es');
    const refused = await create('es', 'LAKESHORE');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This lender does not offer the language 'es'");
  });

  it('refuses a malformed request with a 400 naming the problem', async () => {
    const { jwt } = await registerBorrower(api.app);
    const body = helocBody();
    const send = (payload: unknown) =>
      api.app.inject({
        method: 'POST',
        url: '/service-application/api/v3/application/helocs',
        headers: bearer(jwt),
        payload: payload as object,
      });
    const missing = await send({ ...body, propertyRequest: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/propertyRequest/);
    const wrongType = await send({ ...body, income: { incomePrimary: '145000' } });
    expect(wrongType.statusCode).toBe(400);
    const unknown = await send({ ...body, isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    const tooRich = await send({ ...body, income: { incomePrimary: 10_000_000 } });
    expect(tooRich.statusCode).toBe(400);
  });
});

describe('one application per borrower', () => {
  it('refuses a second start while one is active', async () => {
    const { jwt, uuid } = await startApplication();
    const again = await createHeloc(api.app, jwt);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Active application already exists.');
    const ability = (await get('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', jwt)).json();
    expect(ability).toMatchObject({
      canStartApplication: false,
      reason: 'ACTIVE_APPLICATION',
      applicationUuid: uuid,
      organizationsWithActiveApplication: ['NORTHSTAR'],
    });
  });

  it('blocks a new start for 45 days after a funded line', async () => {
    const { jwt, uuid } = await startApplication();
    expect((await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'COMPLETE' })).statusCode).toBe(200);
    const blocked = await createHeloc(api.app, jwt);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('It looks like you have received a HELOC from us within the last 45 days.');
    clock.advance(46 * 24 * 60 * 60 * 1000);
    expect((await get('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', jwt)).json().canStartApplication).toBe(
      true,
    );
    expect((await createHeloc(api.app, jwt)).statusCode).toBe(201);
  });
});

describe('idempotency', () => {
  it('answers a retry with the same key with the same application, creating one', async () => {
    const { jwt } = await registerBorrower(api.app);
    const key = randomUUID();
    const first = await createHeloc(api.app, jwt, {}, key);
    const retry = await createHeloc(api.app, jwt, {}, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().uuid).toBe(first.json().uuid);
    expect((await get(`${APPLICATION_PATH}/all`, jwt)).json()).toHaveLength(1);
  });

  it('creates one application when the same request races itself', async () => {
    const { jwt } = await registerBorrower(api.app);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => createHeloc(api.app, jwt, {}, key)));
    const uuids = new Set(answers.map((a) => a.json().uuid));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(uuids.size).toBe(1);
    expect((await get(`${APPLICATION_PATH}/all`, jwt)).json()).toHaveLength(1);
  });

  it('refuses a key reused for a different request', async () => {
    const { jwt } = await registerBorrower(api.app);
    const key = randomUUID();
    await createHeloc(api.app, jwt, {}, key);
    const other = await createHeloc(api.app, jwt, { lastName: 'Hopper' }, key);
    expect(other.statusCode).toBe(422);
  });

  it('writes nothing when a create fails midway', async () => {
    const { jwt } = await registerBorrower(api.app);
    // A constraint that fails the profile update, which runs after the application row is written.
    await sql`ALTER TABLE identities ADD CONSTRAINT test_fail_midway CHECK (profile->'name'->>'lastName' IS DISTINCT FROM 'Failmidway')`.execute(
      api.context.db,
    );
    try {
      const res = await createHeloc(api.app, jwt, { lastName: 'Failmidway' }, randomUUID());
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Internal Server Error');
    } finally {
      await sql`ALTER TABLE identities DROP CONSTRAINT test_fail_midway`.execute(api.context.db);
    }
    expect((await get(`${APPLICATION_PATH}/all`, jwt)).json()).toEqual([]);
    const keys = await api.context.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('identity_uuid', '=', await identityOf(jwt))
      .execute();
    expect(keys).toEqual([]);
    // The retry after the fault succeeds.
    expect((await createHeloc(api.app, jwt)).statusCode).toBe(201);
  });
});

async function identityOf(jwt: string): Promise<string> {
  return (await get('/identity/secure/api/v1_1/identity', jwt)).json().uuid;
}

describe('ownership', () => {
  it('never shows one borrower another borrower’s application', async () => {
    const { uuid } = await startApplication();
    const { jwt: other } = await registerBorrower(api.app);
    for (const url of [`${APPLICATION_PATH}/${uuid}`, `${STATUS_PATH}/${uuid}/status`, `${APPLICATION_PATH}/${uuid}/offers`]) {
      const res = await get(url, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(uuid);
    }
    const select = await api.app.inject({
      method: 'PUT',
      url: `${APPLICATION_PATH}/${uuid}/product`,
      headers: bearer(other),
      payload: { term: 10, amount: 50_000, originationFee: 0, payType: 'MANUAL' },
    });
    expect(select.statusCode).toBe(404);
  });

  it('answers 401 to a missing or forged token and 400 to a malformed id', async () => {
    const { jwt, uuid } = await startApplication();
    expect((await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}` })).statusCode).toBe(401);
    const forged = jwt.slice(0, -4) + (jwt.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await get(`${APPLICATION_PATH}/${uuid}`, forged)).statusCode).toBe(401);
    expect((await get(`${APPLICATION_PATH}/not-a-uuid`, jwt)).statusCode).toBe(400);
  });
});

describe('from offers to income verification', () => {
  it('advances the checklist status as each step completes, waiting where the back office works', async () => {
    const { jwt, uuid } = await startApplication();
    const offers = (await get(`${APPLICATION_PATH}/${uuid}/offers`, jwt)).json();
    const offer = offers.offers[0];
    const put = (path: string, payload: object) =>
      api.app.inject({ method: 'PUT', url: `${APPLICATION_PATH}/${uuid}/${path}`, headers: bearer(jwt), payload });

    const outOfOrder = await put('hmda', { ethnicity: [], race: [], sex: [], providedThrough: 'EMAIL_OR_INTERNET' });
    expect(outOfOrder.statusCode).toBe(409);
    // Words a borrower can read, never the status the application is at.
    expect(outOfOrder.json().message).toBe("This step isn't available at this stage of your application.");
    expect(outOfOrder.json().message).not.toMatch(/OFFER_SELECTION|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/);

    const tooMuch = await put('product', {
      term: offer.term,
      amount: offer.maxDraw + 1000,
      originationFee: offer.originationFee,
      payType: 'AUTOPAY',
    });
    expect(tooMuch.statusCode).toBe(400);
    const selected = await put('product', {
      term: offer.term,
      amount: offer.minDraw,
      originationFee: offer.originationFee,
      payType: 'AUTOPAY',
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const autopay = offer.discountList.find((d: { discount: { type: string } }) => d.discount.type === 'AUTOPAY');
    expect(selected.json()).toMatchObject({ term: offer.term, amount: offer.minDraw, payType: 'AUTOPAY', rate: autopay.rateWithDiscount });
    expect(await statusOf(uuid, jwt)).toBe('COLLECT_ADDITIONAL_INFO');

    const contact = await put('contact', {
      ownership: 'SOLE',
      ssn: '123456789',
      hardCreditConsent: { type: 'HARD_CREDIT', version: '2026-01' },
    });
    expect(contact.statusCode).toBe(200);
    expect(JSON.stringify(contact.json())).not.toContain('123456789');
    expect(await statusOf(uuid, jwt)).toBe('HMDA');

    const declined = { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'], providedThrough: 'EMAIL_OR_INTERNET' };
    expect((await put('hmda', declined)).statusCode).toBe(200);
    expect(await statusOf(uuid, jwt)).toBe('WAITING_FOR_SUMMARY_DISCLOSURE');
    clock.advance(2_000);
    expect(await statusOf(uuid, jwt)).toBe('SUMMARY_DISCLOSURE');

    const accept = await api.app.inject({
      method: 'POST',
      url: `${APPLICATION_PATH}/${uuid}/summary-disclosure/accept`,
      headers: bearer(jwt),
    });
    expect(accept.statusCode).toBe(200);
    expect(await statusOf(uuid, jwt)).toBe('INCOME_VERIFICATION');
  });
});

describe('sandbox control', () => {
  it('merges the body into the application and sets its status', async () => {
    const { jwt, uuid } = await startApplication();
    const res = await sandboxControl(api.app, jwt, uuid, 'state', {
      checklistStatus: 'CREDIT_NO_MATCH',
      status: { waitingOnFloodCert: true },
      property: { state: 'TX' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: { checklistStatus: 'CREDIT_NO_MATCH', waitingOnFloodCert: true, uwDecision: 'SELECT' },
      property: { state: 'TX', occupancyType: 'HOME' },
    });
    expect(await statusOf(uuid, jwt)).toBe('CREDIT_NO_MATCH');
  });

  it('refuses protected fields and unknown applications', async () => {
    const { jwt, uuid } = await startApplication();
    expect((await sandboxControl(api.app, jwt, uuid, 'state', { uuid: randomUUID() })).statusCode).toBe(400);
    expect((await sandboxControl(api.app, jwt, randomUUID(), 'state', {})).statusCode).toBe(404);
  });

  it("answers only the application's borrower, and never grants access to anyone", async () => {
    const { jwt, uuid } = await startApplication();
    const stranger = await registerBorrower(api.app);
    const strangerUuid = (await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(stranger.jwt) })).json().uuid;
    const grab = { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: strangerUuid }], disburseAccount: { mask: '0000' } };
    // Without a token, or with another borrower's, the control is as closed as the application.
    expect((await api.app.inject({ method: 'POST', url: `/sandbox/api/v1/applications/${uuid}/state`, payload: grab })).statusCode).toBe(
      401,
    );
    expect((await sandboxControl(api.app, stranger.jwt, uuid, 'state', grab)).statusCode).toBe(404);
    // The borrower cannot hand the application to someone else either: who may sign is the server's.
    for (const field of ['helocSigners', 'coDeeders', 'additionalSignerVersion', 'identityUuid']) {
      const refused = await sandboxControl(api.app, jwt, uuid, 'state', {
        [field]: (grab as Record<string, unknown>)[field] ?? strangerUuid,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    expect((await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}`, headers: bearer(stranger.jwt) })).statusCode).toBe(404);
  });

  it('does not exist when sandbox mode is off', async () => {
    const production = await createTestApi([sandboxRoutes], { sandbox: false });
    try {
      const res = await production.app.inject({ method: 'POST', url: `/sandbox/api/v1/applications/${randomUUID()}/state`, payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('eligibility and waitlist', () => {
  it('lists the lender’s supported states, excluded zips and licences', async () => {
    const states = (
      await api.app.inject({ url: '/service-application/external/api/v1/heloc/states-eligibility?orgCode=NORTHSTAR' })
    ).json();
    expect(states.states).toContain('CA');
    expect(states.states).not.toContain('NY');
    const zips = (
      await api.app.inject({ url: '/service-application/external/api/v1/heloc/zip-eligibility', headers: { 'x-org': 'NORTHSTAR' } })
    ).json();
    expect(zips.excludedZips).toContain('97147');
    const licences = (await api.app.inject({ url: '/service-application/external/api/v1/heloc/state-licenses?orgCode=NORTHSTAR' })).json();
    expect(licences).toContainEqual({ abbrev: 'TX' });
  });

  it('adds a person to the waitlist', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus?organization=HARBOR_CU',
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Example.com',
        income: 90000,
        state: 'NY',
        zip: '10001',
        consent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const row = await api.context.db.selectFrom('waitlist').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ org_code: 'HARBOR_CU', entry: { email: 'ada@example.com', state: 'NY' } });
    const bad = await api.app.inject({ method: 'POST', url: '/waitlist/home-equity-loan-plus', payload: { firstName: 'Ada' } });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a few waitlist entries an hour from one client, so nobody can fill the table', async () => {
    const payload = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      income: 90000,
      state: 'NY',
      zip: '10001',
      consent: true,
    };
    await expectClientLimit(
      (remoteAddress) => api.app.inject({ method: 'POST', url: '/waitlist/home-equity-loan-plus', payload, remoteAddress }),
      WAITLIST_JOINS_PER_CLIENT,
    );
  });
});

describe('choosing an offer', () => {
  const choose = async () => {
    const { jwt, uuid } = await startApplication();
    const offer = (await get(`${APPLICATION_PATH}/${uuid}/offers`, jwt)).json().offers[0];
    const put = (extra: object) =>
      api.app.inject({
        method: 'PUT',
        url: `${APPLICATION_PATH}/${uuid}/product`,
        headers: bearer(jwt),
        payload: { term: offer.term, originationFee: offer.originationFee, ...extra },
      });
    return { jwt, uuid, offer, put };
  };

  it('refuses the autopay discount without autopay', async () => {
    const { put, offer } = await choose();
    const res = await put({ amount: offer.minDraw, payType: 'MANUAL', discountType: 'AUTOPAY' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The autopay discount needs autopay');
  });

  it('asks the draw to cover the loans marked for payoff', async () => {
    const { jwt, put, offer, uuid } = await choose();
    const payoff = offer.minDraw + 5000;
    const control = await sandboxControl(api.app, jwt, uuid, 'state', {
      liabilities: [{ uuid: randomUUID(), monetaryBalance: payoff, disposition: 'PAY_OFF' }],
    });
    expect(control.statusCode).toBe(200);
    const short = await put({ amount: offer.minDraw, payType: 'MANUAL' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The draw must cover the loans you chose to pay off');
    expect((await put({ amount: payoff, payType: 'MANUAL' })).statusCode).toBe(200);
  });
});
