// Test helpers that act as a borrower against the API: register, then create a HELOC.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STATUS_PATH } from '../routes/applications';
import { freshClient } from './client-limit';
import { shownDisclosure } from '../../engine/disclosures/registry';

export const TEST_PASSWORD = 'Harbor!Lights2026';

/** Emails are unique per test run, so tests may share one PostgreSQL database. */
export const uniqueEmail = (label = 'borrower') => `${label}.${randomUUID().slice(0, 8)}@example.com`;

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** Registers with `org`, or with the default lender when none is given, from an address of its own (registration is limited per address). */
export async function registerBorrower(app: FastifyInstance, org?: string, email = uniqueEmail()): Promise<{ jwt: string; email: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `/identity/api/v1/registration/register${org ? `?organization=${org}` : ''}`,
    payload: { email, password: TEST_PASSWORD, phoneNumber: '4155550123' },
    remoteAddress: freshClient(),
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { jwt: res.json().jwt, email };
}

export interface HelocOverrides {
  lastName?: string;
  dob?: string;
  state?: string;
  zip?: string;
  employmentType?: string;
  referrerId?: string;
  email?: string;
}

/** A create-HELOC payload as the registration flow sends it. */
export function helocBody(overrides: HelocOverrides = {}) {
  const address = { street1: '42 Lighthouse Lane', city: 'Sacramento', state: overrides.state ?? 'CA', zip: overrides.zip ?? '95814' };
  return {
    profileRequest: {
      name: { firstName: 'Ada', lastName: overrides.lastName ?? 'Lovelace' },
      email: overrides.email ?? 'ada@example.com',
      dob: overrides.dob ?? '1980-04-12',
      phoneNumber: '4155550123',
      assetAddress: address,
    },
    propertyRequest: { address, occupancyType: 'HOME' },
    income: { incomePrimary: 145_000, incomeOther: 5_000 },
    employmentType: overrides.employmentType ?? 'FULL_TIME',
    propertyListedForSale: false,
    consentRequests: [
      { type: 'SOFT_CREDIT', version: '2026-01' },
      { type: 'TERMS', version: '2026-01' },
    ],
    utmParameters: { source: 'newsletter', id: 'abc123' },
    publish: true,
    ...(overrides.referrerId ? { referrerId: overrides.referrerId } : {}),
  };
}

/** What the registration's set-password step shows and the create call reports (funding waits on them, Reg Z 1026.40(h)). */
export const SET_PASSWORD_DISCLOSURES = ['HELOC_EARLY_DISCLOSURE', 'CFPB_HELOC_BOOKLET'].map(shownDisclosure);

/** Creates an application as the registration does: with the disclosures its set-password step showed. */
export async function createHeloc(app: FastifyInstance, jwt: string, overrides: HelocOverrides = {}, idempotencyKey?: string) {
  return app.inject({
    method: 'POST',
    url: '/service-application/api/v3/application/helocs',
    headers: { ...bearer(jwt), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { ...helocBody(overrides), disclosuresShown: SET_PASSWORD_DISCLOSURES },
  });
}

/** A sandbox control (POST /sandbox/api/v1/applications/{uuid}/{control}) called with the borrower's token. */
export const sandboxControl = (
  app: FastifyInstance,
  jwt: string,
  uuid: string,
  control: 'state' | 'conditions' | 'wallet-notifications' | 'clock',
  payload: object,
) => app.inject({ method: 'POST', url: `/sandbox/api/v1/applications/${uuid}/${control}`, headers: bearer(jwt), payload });

/** The soft pull resolves when the status is read after its wait: reads it until the offers are ready (or 10 s pass). */
export async function waitForOffers(app: FastifyInstance, jwt: string, uuid: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const status = await app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) });
    if (!String(status.json().checklistStatus ?? '').startsWith('WAITING')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
