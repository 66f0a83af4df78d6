// What an application owes people, as the borrower's consents allow: texts only with the SMS consent
// their purpose needs, at the number it was given for (TCPA), and the adverse action notice emailed
// only with a current E-SIGN consent, else marked for mail with no email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../flows/disclosures.json';
import { createTestApi, TEST_OUTBOX_KEY, type TestApi } from './testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from './testing/borrower';
import { giveEsignConsent } from './testing/esign';
import { anyApplication } from './applications';
import { OFFERS_REMINDER_DAYS } from './deliveries';
import { APPLICATION_PATH, applicationRoutes } from './routes/applications';
import { CONSENT_PROMPT_IDS, commsPrefsRoutes } from './routes/comms-prefs';
import { disclosureRoutes } from './routes/disclosures';
import { ESIGN_CONSENT_PATH, esignRoutes } from './routes/esign';
import { identityRoutes } from './routes/identity';
import { OUTBOX_PATH, outboxRoutes } from './routes/outbox';
import { sandboxRoutes } from './routes/sandbox';
import { sandboxDecline } from '../engine/adverse-action/sandbox-decline';

let api: TestApi;
const time = Date.parse('2026-11-20T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi(
    [identityRoutes, applicationRoutes, sandboxRoutes, disclosureRoutes, outboxRoutes, esignRoutes, commsPrefsRoutes],
    { now: () => time },
  );
}, 30_000);
afterAll(() => api?.close());

/** The number every test borrower registers with (testing/borrower.ts). */
const ACCOUNT_PHONE = '4155550123';
const PROMPT = {
  MARKETING: { uuid: CONSENT_PROMPT_IDS.SMS, version: registry.disclosures.SMS_MARKETING_CONSENT.version },
  TRANSACTIONAL: { uuid: CONSENT_PROMPT_IDS.SMS_TRANSACTIONAL, version: registry.disclosures.SMS_TRANSACTIONAL_CONSENT.version },
};
type Purpose = keyof typeof PROMPT;

type Message = { kind: string; channel: string; phone?: string; subject: string; text: string; links: Array<{ url: string }> };
const outbox = async (email: string) =>
  (
    await api.app.inject({ url: `${OUTBOX_PATH}?email=${encodeURIComponent(email)}`, headers: { 'x-outbox-key': TEST_OUTBOX_KEY } })
  ).json() as Message[];

/** A borrower with an application (offers ready), answering the SMS prompts as given, for `phone` when named. */
async function borrower(answers: Partial<Record<Purpose, 'OPT_IN' | 'OPT_OUT'>>[], phone?: string) {
  const { jwt, email } = await registerBorrower(api.app);
  await giveEsignConsent(api.app, jwt);
  for (const answer of answers) {
    const consents = (Object.entries(answer) as Array<[Purpose, 'OPT_IN' | 'OPT_OUT']>).map(([purpose, choice]) => ({
      consent_prompt_uuid: PROMPT[purpose].uuid,
      opt_in_out: choice,
      verbiage_version: PROMPT[purpose].version,
    }));
    const res = await api.app.inject({
      method: 'POST',
      url: '/service-comms-prefs/secure/api/v1/consent/user',
      headers: bearer(jwt),
      payload: {
        source: 'APP_FLOW',
        org: api.context.lenders.defaultOrgCode,
        email,
        consents,
        product_type: 'HELOC',
        ...(phone ? { phone } : {}),
      },
    });
    expect(res.statusCode).toBe(200);
  }
  const created = await createHeloc(api.app, jwt, { email });
  expect(created.statusCode).toBe(201);
  const uuid = created.json().uuid as string;
  return {
    jwt,
    email,
    uuid,
    control: (control: 'state' | 'clock', payload: object) => sandboxControl(api.app, jwt, uuid, control, payload),
  };
}

const texts = async (email: string) => (await outbox(email)).filter((m) => m.channel === 'SMS');
const decisions = async (uuid: string) => (await anyApplication(api.context.db, uuid))!.document.internal.texts ?? [];

describe('texts about the application and account', () => {
  it('go only to a number with a current transactional consent, once', async () => {
    const consenting = await borrower([{ TRANSACTIONAL: 'OPT_IN' }]);
    const marketingOnly = await borrower([{ MARKETING: 'OPT_IN' }]);
    const otherNumber = await borrower([{ TRANSACTIONAL: 'OPT_IN' }], '4155550199');
    const withdrawn = await borrower([{ TRANSACTIONAL: 'OPT_IN', MARKETING: 'OPT_IN' }, { TRANSACTIONAL: 'OPT_OUT' }]);
    const never = await borrower([]);
    for (const person of [consenting, marketingOnly, otherNumber, withdrawn, never]) {
      expect((await person.control('state', { checklistStatus: 'COMPLETE' })).statusCode).toBe(200);
    }

    const [funded, ...more] = await texts(consenting.email);
    expect(more).toEqual([]);
    expect(funded).toMatchObject({ kind: 'lineFunded', channel: 'SMS', phone: ACCOUNT_PHONE, subject: '' });
    expect(funded!.text).toMatch(/^Northstar Home Credit: your home equity line of credit is funded and open\..*Reply STOP/);
    expect(funded!.links[0]!.url).toBe(`/account/heloc/${consenting.uuid}?org=NORTHSTAR`);
    for (const person of [marketingOnly, otherNumber, withdrawn, never]) expect(await texts(person.email)).toEqual([]);
    // The back office keeps why each one did not go.
    expect(await decisions(marketingOnly.uuid)).toEqual([
      {
        kind: 'lineFunded',
        purpose: 'TRANSACTIONAL',
        phone: ACCOUNT_PHONE,
        sent: false,
        reason: 'NO_CONSENT',
        decidedAt: expect.any(String),
      },
    ]);

    // Decided once: the status set again, or a consent given afterwards, sends nothing more.
    await consenting.control('state', { checklistStatus: 'COMPLETE' });
    expect(await texts(consenting.email)).toHaveLength(1);
    await api.app.inject({
      method: 'POST',
      url: '/service-comms-prefs/secure/api/v1/consent/user',
      headers: bearer(never.jwt),
      payload: {
        source: 'APP_FLOW',
        org: 'NORTHSTAR',
        email: never.email,
        consents: [
          { consent_prompt_uuid: PROMPT.TRANSACTIONAL.uuid, opt_in_out: 'OPT_IN', verbiage_version: PROMPT.TRANSACTIONAL.version },
        ],
        product_type: 'HELOC',
      },
    });
    await never.control('state', { checklistStatus: 'COMPLETE' });
    expect(await texts(never.email)).toEqual([]);
  });
});

describe('marketing texts', () => {
  it('go only with a marketing consent: a transactional one is not enough', async () => {
    const marketing = await borrower([{ MARKETING: 'OPT_IN' }]);
    const transactional = await borrower([{ TRANSACTIONAL: 'OPT_IN' }]);
    const declined = await borrower([{ MARKETING: 'OPT_OUT', TRANSACTIONAL: 'OPT_IN' }]);
    for (const person of [marketing, transactional, declined]) {
      const { checklistStatus } = (await api.app.inject({ url: `${APPLICATION_PATH}/${person.uuid}`, headers: bearer(person.jwt) })).json()
        .status;
      expect(checklistStatus).toBe('OFFER_SELECTION');
      // Not yet due the day before the reminder.
      await person.control('clock', { advanceDays: OFFERS_REMINDER_DAYS - 1 });
      expect(await decisions(person.uuid)).toEqual([]);
      await person.control('clock', { advanceDays: 1 });
    }
    const [reminder, ...more] = await texts(marketing.email);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ kind: 'offersWaiting', channel: 'SMS', phone: ACCOUNT_PHONE });
    expect(reminder!.text).toMatch(
      /^Northstar Home Credit: Ada, your home equity line of credit offers are still waiting\..*Reply STOP to opt out\.$/,
    );
    expect(await texts(transactional.email)).toEqual([]);
    expect(await texts(declined.email)).toEqual([]);
    expect(await decisions(transactional.uuid)).toMatchObject([{ kind: 'offersWaiting', purpose: 'MARKETING', sent: false }]);
  });
});

describe('the adverse action notice', () => {
  const record = async (person: { jwt: string; uuid: string }) =>
    (await api.app.inject({ url: `${APPLICATION_PATH}/${person.uuid}/disclosure-record`, headers: bearer(person.jwt) })).json() as {
      deliveries: Array<{ type: string; channel: string; owner: string; to: string }>;
    };

  it('is emailed to a borrower whose E-SIGN consent is current when the decline is made', async () => {
    const { jwt, email } = await registerBorrower(api.app);
    await giveEsignConsent(api.app, jwt);
    const uuid = (await createHeloc(api.app, jwt, { email, lastName: 'Declined' })).json().uuid as string;
    const [notice, ...more] = await outbox(email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'adverseActionNotice',
      channel: 'EMAIL',
      subject: 'A decision on your application with Northstar Home Credit',
    });
    expect(notice!.links[0]!.url).toBe(`/account/heloc/${uuid}?org=NORTHSTAR`);
    expect((await record({ jwt, uuid })).deliveries).toEqual([
      {
        type: 'ADVERSE_ACTION_NOTICE',
        version: registry.disclosures.ADVERSE_ACTION_NOTICE.version,
        to: email,
        owner: 'BORROWER',
        channel: 'EMAIL',
        sentAt: new Date(time).toISOString(),
      },
    ]);
  });

  it('is marked for mail, not emailed, when the borrower has withdrawn their E-SIGN consent', async () => {
    const person = await borrower([]);
    expect((await api.app.inject({ method: 'DELETE', url: ESIGN_CONSENT_PATH, headers: bearer(person.jwt) })).statusCode).toBe(200);
    // The back office declines the application in progress.
    const declined = await person.control('state', { checklistStatus: 'DECLINED', adverseAction: sandboxDecline(0.5, time) });
    expect(declined.statusCode).toBe(200);
    expect(await outbox(person.email)).toEqual([]);
    expect((await record(person)).deliveries).toMatchObject([{ type: 'ADVERSE_ACTION_NOTICE', owner: 'BORROWER', channel: 'MAIL' }]);
    // Given once: agreeing again later does not email it too.
    await giveEsignConsent(api.app, person.jwt);
    await person.control('state', { checklistStatus: 'DECLINED' });
    expect(await outbox(person.email)).toEqual([]);
    expect((await record(person)).deliveries).toHaveLength(1);
  });

  it('is marked for mail when the decline comes at once to a borrower without a current consent', async () => {
    const { jwt, email } = await registerBorrower(api.app);
    const uuid = (await createHeloc(api.app, jwt, { email, lastName: 'Declined' })).json().uuid as string;
    expect(await outbox(email)).toEqual([]);
    expect((await record({ jwt, uuid })).deliveries).toMatchObject([{ type: 'ADVERSE_ACTION_NOTICE', channel: 'MAIL' }]);
  });
});
