// The start pages' calls: contact (ownership, SSN, hard-credit consent), HMDA and the summary disclosure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { identityRoutes } from './identity';
import { profileRoutes } from './profile';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
let time = Date.parse('2026-11-22T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, profileRoutes, applicationRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

const CONSENT = { type: 'HARD_CREDIT', version: '2026-01' };
const ONLINE = { providedThrough: 'EMAIL_OR_INTERNET' };
const DECLINED_ALL = { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'], ...ONLINE };

/** A borrower whose application is at `status`. */
async function applicationAt(status: string) {
  const { jwt } = await registerBorrower(api.app, 'NORTHSTAR');
  const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
  expect((await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: status })).statusCode).toBe(200);
  const call = (method: 'PUT' | 'POST' | 'GET', path: string, payload?: object) =>
    api.app.inject({ method, url: `${APPLICATION_PATH}/${uuid}/${path}`, headers: bearer(jwt), ...(payload ? { payload } : {}) });
  const status_ = async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json().checklistStatus;
  return { jwt, uuid, call, status: status_ };
}

describe('contact', () => {
  it('refuses an SSN that is never issued, and a malformed one', async () => {
    const { call, status } = await applicationAt('COLLECT_ADDITIONAL_INFO');
    const never = await call('PUT', 'contact', { ownership: 'SOLE', ssn: '666123456', hardCreditConsent: CONSENT });
    expect(never.statusCode).toBe(400);
    expect(never.json().message).toContain('Please enter a valid Social Security number');
    expect((await call('PUT', 'contact', { ownership: 'SOLE', ssn: '12345678', hardCreditConsent: CONSENT })).statusCode).toBe(400);
    expect((await call('PUT', 'contact', { ownership: 'RENTED', ssn: '123456789', hardCreditConsent: CONSENT })).statusCode).toBe(400);
    expect(await status()).toBe('COLLECT_ADDITIONAL_INFO');
  });

  it('keeps the ownership, the last four digits and the consent, and marks the profile as having an SSN', async () => {
    const { jwt, call, status } = await applicationAt('COLLECT_ADDITIONAL_INFO');
    const res = await call('PUT', 'contact', { ownership: 'TRUST', ssn: '123456789', hardCreditConsent: CONSENT });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ property: { ownership: 'TRUST' }, hasSsn: true, ssnLast4: '6789' });
    expect(res.json().consents.map((c: { type: string }) => c.type)).toContain('HARD_CREDIT');
    expect(res.body).not.toContain('123456789');
    const profile = await api.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(profile.json().hasSsn).toBe(true);
    expect(await status()).toBe('HMDA');
  });

  it('answers 404 for another borrower’s application', async () => {
    const { uuid } = await applicationAt('COLLECT_ADDITIONAL_INFO');
    const { jwt: other } = await registerBorrower(api.app, 'NORTHSTAR');
    const res = await api.app.inject({
      method: 'PUT',
      url: `${APPLICATION_PATH}/${uuid}/contact`,
      headers: bearer(other),
      payload: { ownership: 'SOLE', ssn: '123456789', hardCreditConsent: CONSENT },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('HMDA', () => {
  it('needs an answer to each question, with the decline alone', async () => {
    const { call, status } = await applicationAt('HMDA');
    const empty = await call('PUT', 'hmda', { ...DECLINED_ALL, race: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('race');
    expect((await call('PUT', 'hmda', { ...DECLINED_ALL, ethnicity: ['CUBAN'] })).statusCode).toBe(400);
    expect((await call('PUT', 'hmda', { ...DECLINED_ALL, race: ['MARTIAN'] })).statusCode).toBe(400);
    expect(await status()).toBe('HMDA');
  });

  it("stores 'I do not wish to provide' alone as not provided, and with an answer reports the answer (Reg C appendix B)", async () => {
    const declined = await (await applicationAt('HMDA')).call('PUT', 'hmda', DECLINED_ALL);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().hmda).toMatchObject({
      ethnicity: ['NOT_PROVIDED'],
      race: ['NOT_PROVIDED'],
      sex: ['NOT_PROVIDED'],
      providedThrough: 'EMAIL_OR_INTERNET',
      collectedByVisualObservation: { ethnicity: false, race: false, sex: false },
    });
    const partial = await (await applicationAt('HMDA')).call('PUT', 'hmda', { ...DECLINED_ALL, sex: ['FEMALE', 'NOT_PROVIDED'] });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().hmda).toMatchObject({ ethnicity: ['NOT_PROVIDED'], sex: ['FEMALE'] });
  });

  it('stores the answers and waits for the summary disclosure', async () => {
    const { call, status } = await applicationAt('HMDA');
    const answers = { ethnicity: ['HISPANIC_OR_LATINO', 'CUBAN'], race: ['ASIAN', 'KOREAN', 'WHITE'], sex: ['NOT_PROVIDED'], ...ONLINE };
    const res = await call('PUT', 'hmda', answers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hasHmda: true, hmda: answers });
    expect(await status()).toBe('WAITING_FOR_SUMMARY_DISCLOSURE');
  });

  it('keeps the write-in answers of ticked boxes, and records the online channel as not visual observation', async () => {
    const { call } = await applicationAt('HMDA');
    const answers = {
      ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
      race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'OTHER_ASIAN'],
      sex: ['FEMALE'],
      ...ONLINE,
    };
    const otherDescriptions = {
      OTHER_HISPANIC_OR_LATINO: ' Dominican ',
      AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'Navajo Nation',
      OTHER_ASIAN: '',
    };
    const res = await call('PUT', 'hmda', { ...answers, otherDescriptions });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hmda).toEqual({
      ...answers,
      otherDescriptions: { OTHER_HISPANIC_OR_LATINO: 'Dominican', AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'Navajo Nation' },
      collectedByVisualObservation: { ethnicity: false, race: false, sex: false },
    });
  });

  it('refuses a write-in without its box, too long or with unsupported characters, and another channel', async () => {
    const { call, status } = await applicationAt('HMDA');
    const withoutBox = await call('PUT', 'hmda', { ...DECLINED_ALL, otherDescriptions: { OTHER_ASIAN: 'Hmong' } });
    expect(withoutBox.statusCode).toBe(400);
    expect(withoutBox.json().message).toContain('OTHER_ASIAN');
    const asian = { ...DECLINED_ALL, race: ['ASIAN', 'OTHER_ASIAN'] };
    expect((await call('PUT', 'hmda', { ...asian, otherDescriptions: { OTHER_ASIAN: 'H'.repeat(101) } })).statusCode).toBe(400);
    expect((await call('PUT', 'hmda', { ...asian, otherDescriptions: { OTHER_ASIAN: '<b>Hmong</b>' } })).statusCode).toBe(400);
    expect((await call('PUT', 'hmda', { ...asian, otherDescriptions: { OTHER_MARTIAN: 'x' } })).statusCode).toBe(400);
    expect((await call('PUT', 'hmda', { ...asian, providedThrough: 'FACE_TO_FACE_INTERVIEW' })).statusCode).toBe(400);
    const { providedThrough: _, ...withoutChannel } = asian;
    expect((await call('PUT', 'hmda', withoutChannel)).statusCode).toBe(400);
    expect(await status()).toBe('HMDA');
  });
});

describe('summary disclosure', () => {
  it('cannot be accepted while it is being generated, and moves to income verification once accepted', async () => {
    const { call, status } = await applicationAt('HMDA');
    await call('PUT', 'hmda', DECLINED_ALL);
    expect((await call('POST', 'summary-disclosure/accept')).statusCode).toBe(409);
    time += 2_000;
    expect(await status()).toBe('SUMMARY_DISCLOSURE');
    const accepted = await call('POST', 'summary-disclosure/accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toMatchObject({ disclosurelistSummaryComplete: true });
    expect(await status()).toBe('INCOME_VERIFICATION');
  });
});
