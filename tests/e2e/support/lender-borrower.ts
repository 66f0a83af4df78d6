// A borrower any lender can take: a property in a state it lends in, an age every lender accepts, a
// referral where the lender needs one. For suites that run once per lender (or representative).
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lender } from '../../../src/engine/types/lender';
import { lendingState, sampleDraft, zipIn } from '../../../src/engine/preview/sample-draft';
import type { SampleDrafts } from '../../../src/engine/types/sample-drafts';
import type { UsStateTable } from '../../../src/engine/validation/us-state';
import { registerViaApi, registrationKey, uniqueEmail } from './sandbox-borrower';

/** A loan officer of the sandbox's lead portal, licensed in AZ, ID, MT and UT. */
export const REFERRER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const usStates = JSON.parse(readFileSync('flows/us-states.json', 'utf8')) as UsStateTable;
/** The sample draft the preview's 'Try a step' stores (flows/sample-drafts.json). */
const samples = JSON.parse(readFileSync('flows/sample-drafts.json', 'utf8')) as SampleDrafts;

/** A property the lender lends on: the first state it both licenses and accepts, with a ZIP code in it. */
export function propertyFor(lender: Lender) {
  const state = lendingState(lender)!;
  return { street1: '42 Lighthouse Lane', city: 'Springfield', state, zip: zipIn(state, usStates)! };
}

/**
 * Every step of the journey answered but the password: the sample draft (a second home, so the
 * home-address step applies), with an email no account has and the E-SIGN step passed as it keeps
 * a confirmed code (never submitted here).
 */
export function fullDraft(lender: Lender) {
  const { consents: _setAtThePasswordStep, ...draft } = sampleDraft(samples, lender, usStates, uniqueEmail('e2e.lender'));
  return { ...draft, esignConsent: '00000000-0000-4000-8000-000000000000.ABC234' };
}

export const withOrg = (url: string, lender: Lender) => `${url}${url.includes('?') ? '&' : '?'}org=${lender.orgCode}`;

/**
 * A borrower of this lender (E-SIGN consent given) with an application; a last name of 'Declined'
 * makes the sandbox decline it at the create call.
 */
export async function borrowerOf(lender: Lender, request: APIRequestContext, lastName = 'Hopper') {
  const email = uniqueEmail('e2e.lender');
  const token = await registerViaApi(request, email, lender.orgCode);
  const created = await request.post('/service-application/api/v3/application/helocs', {
    headers: { authorization: token },
    data: {
      profileRequest: { name: { firstName: 'Grace', lastName }, email, dob: '1950-04-12' },
      propertyRequest: { address: propertyFor(lender), occupancyType: 'HOME' },
      income: { incomePrimary: 145000 },
      employmentType: 'FULL_TIME',
      propertyListedForSale: false,
      consentRequests: [{ type: 'SOFT_CREDIT', version: '2026-01' }],
      publish: true,
      ...(lender.features.loanOfficerRequired && { referrerId: REFERRER }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, token, uuid: (await created.json()).uuid as string };
}

/** A registration step opened with the journey's answers stored (and the referral a lender may need), as a borrower arrives at it. */
export async function openRegistrationStep(page: Page, lender: Lender, path: string, draft: Record<string, unknown>) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [registrationKey(lender.orgCode), JSON.stringify({ savedAt: Date.now(), draft, query: {}, leads: {} })],
  );
  const referral = lender.features.loanOfficerRequired ? `&referrer=${REFERRER}` : '';
  await page.goto(`${withOrg(`/account/heloc/register-v2/${path}`, lender)}${referral}`);
  await expect(page).toHaveURL(new RegExp(`/register-v2/${path}\\?`));
}
