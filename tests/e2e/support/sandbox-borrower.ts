// A borrower made through the sandbox API, for tests that start past registration.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SampleApplicationPages } from '../../../src/engine/types/sample-application-pages';
import { esignProof, giveEsignConsentViaApi } from './esign';

export const PASSWORD = 'Harbor!Lights2026';

/** The approved version of a disclosure type (flows/disclosures.json), as the pages send it. */
export const disclosureVersion = (type: string): string =>
  (JSON.parse(readFileSync('flows/disclosures.json', 'utf8')) as { disclosures: Record<string, { version: string }> }).disclosures[type]!
    .version;

export const uniqueEmail = (label = 'e2e') => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers with the lender, gives the E-SIGN consent, and answers the 'Bearer …' token the server returned. */
export async function registerViaApi(request: APIRequestContext, email: string, org = 'NORTHSTAR'): Promise<string> {
  const res = await request.post(`/identity/api/v1/registration/register?organization=${org}`, {
    data: { email, password: PASSWORD, phoneNumber: '4155550123' },
  });
  expect(res.status()).toBe(200);
  const token = res.headers()['authorization']!;
  // As the registration does before any electronic record (the application pages ask otherwise).
  await giveEsignConsentViaApi(request, token, org);
  return token;
}

/** Starts an application for a California home and answers its id. */
export async function createApplicationViaApi(
  request: APIRequestContext,
  token: string,
  email: string,
  lastName = 'Hopper',
): Promise<string> {
  const created = await request.post('/service-application/api/v3/application/helocs', {
    headers: { authorization: token },
    data: {
      profileRequest: { name: { firstName: 'Grace', lastName }, email, dob: '1980-04-12' },
      propertyRequest: { address: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' }, occupancyType: 'HOME' },
      income: { incomePrimary: 145000 },
      employmentType: 'FULL_TIME',
      propertyListedForSale: false,
      consentRequests: [{ type: 'SOFT_CREDIT', version: '2026-01' }],
      // As the set-password step reports them: funding waits three business days after them (Reg Z 1026.40(h)).
      disclosuresShown: ['HELOC_EARLY_DISCLOSURE', 'CFPB_HELOC_BOOKLET'].map((type) => ({ type, version: disclosureVersion(type) })),
      publish: true,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).uuid as string;
}

/** A sandbox control, called as the application's borrower ('Bearer …'): the controls answer nobody else. */
export const sandboxControl = (request: APIRequestContext, token: string, uuid: string, control: string, data?: object) => {
  const url = `/sandbox/api/v1/applications/${uuid}/${control}`;
  const headers = { authorization: token };
  return data === undefined ? request.get(url, { headers }) : request.post(url, { headers, data });
};

/** A primary borrower (Grace) at CO_DEED_REQ on a jointly owned home who has named one co-owner (Charles). */
export async function coOwnerNamed(request: APIRequestContext, label: string) {
  const email = uniqueEmail(`${label}.primary`);
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  const state = await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'CO_DEED_REQ', property: { ownership: 'JOINT' } });
  expect(state.status()).toBe(200);
  const coDeeder = { firstName: 'Charles', lastName: 'Babbage', email: uniqueEmail(`${label}.coowner`) };
  const named = await request.post(`/service-application/api/v1/application/heloc/${uuid}/signing/co-deeders`, {
    headers: { authorization: token },
    data: { coDeeders: [coDeeder] },
  });
  expect(named.status()).toBe(200);
  return { uuid, token, coDeeder };
}

/** Registration answers up to the password step, as the draft keeps them (no email). */
export const DRAFT_TO_PASSWORD = {
  propertyAddress: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814', occupancyType: 'HOME' },
  isListedForSale: 'NO',
  income: { employmentType: 'FULL_TIME', income: 145000, otherIncome: 0 },
  name: { firstName: 'Grace', lastName: 'Hopper', suffix: '' },
  dob: '1980-04-12',
  phoneNumber: '4155550123',
};

/** Where registration keeps a lender's draft in local storage (docs/privacy.md). */
export const registrationKey = (org: string) => `heloc.registration.${org}`;

/**
 * Stores a registration draft as the app does, saved just now, before every page load. A draft that
 * reached the password step (it has the phone number) has passed the E-SIGN consent step: it gets
 * a sample opened and its code typed, as that step keeps them.
 */
export async function seedDraft(page: Page, org: string, draft: Record<string, unknown>, submission?: Record<string, unknown>) {
  const pastConsent = 'phoneNumber' in draft && !('esignConsent' in draft);
  const proof = pastConsent ? await esignProof(page.request, org) : null;
  const seeded = proof ? { ...draft, esignConsent: `${proof.sampleId}.${proof.code}` } : draft;
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      registrationKey(org),
      JSON.stringify({ savedAt: Date.now(), draft: seeded, query: {}, leads: {}, ...(submission ? { submission } : {}) }),
    ],
  );
}

/** A lender's stored registration record as the page sees it (null when there is none). */
export const storedRegistration = (page: Page, org: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, Record<string, unknown>> | null,
    registrationKey(org),
  );

/** Signs the page's browser in with a token, as the app stores it. */
export const signIn = (page: Page, token: string) => page.addInitScript((jwt) => localStorage.setItem('heloc.jwt', jwt), token);

// Sandbox states (POST /sandbox/api/v1/applications/{uuid}/state) that more than one suite uses, from
// the sample states the preview's 'Try a step' opens application pages at (flows/sample-application-pages.json).
const pageSamples = JSON.parse(readFileSync('flows/sample-application-pages.json', 'utf8')) as SampleApplicationPages;

/** An offer taken and accounts linked, so the pages after the offers show their figures (the samples' base). */
export const OFFER_TAKEN = pageSamples.base as {
  amount: number;
  term: number;
  rate: number;
  originationFee: number;
  payType: string;
  disburseAccount: { uuid: string; routingNumber: string; mask: string };
};

/**
 * With OFFER_TAKEN: the state machine reaches the insurance step for an unmapped status once every
 * earlier step is done (the contact call must have put the SSN on the profile). The insurance page's sample state.
 */
export const INSURANCE_DUE = pageSamples.pages.find((page) => page.path === 'insurance/upload')!.state;

/** The password step filled in as a person does: the password twice and both agreements. */
export async function fillPasswordStep(page: Page): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the Terms of Use/).check();
  await page.getByLabel(/electronically/).check();
}
