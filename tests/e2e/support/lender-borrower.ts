// A borrower any lender can take: a property in a state it lends in, an age every lender accepts, a
// referral where the lender needs one. For suites that run once per lender (or representative).
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lender } from '../../../src/engine/types/lender';
import { usStateByCode, type UsStateTable } from '../../../src/engine/validation/us-state';
import { registerViaApi, registrationKey, uniqueEmail } from './sandbox-borrower';

/** A loan officer of the sandbox's lead portal, licensed in AZ, ID, MT and UT. */
export const REFERRER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const usStates = JSON.parse(readFileSync('flows/us-states.json', 'utf8')) as UsStateTable;

/** A ZIP code in the state (its first prefix), so the ZIP-against-state check lets it through. */
function zipIn(state: string): string {
  const prefix = usStateByCode(state, usStates)!.zipPrefixes[0]!.slice(0, 3);
  return `${prefix}01`;
}

/** A property the lender lends on: the first state it both licenses and accepts. */
export function propertyFor(lender: Lender) {
  const state = lender.states.licensed.find((code) => lender.states.supported.includes(code)) ?? lender.states.supported[0]!;
  return { street1: '42 Lighthouse Lane', city: 'Springfield', state, zip: zipIn(state) };
}

/** Every step of the journey answered but the password: a second home, so the home-address step applies. */
export function fullDraft(lender: Lender) {
  return {
    propertyAddress: { ...propertyFor(lender), occupancyType: 'SECONDARY' },
    homeAddress: { street1: '7 Elm Street', city: 'Springfield', state: propertyFor(lender).state, zip: propertyFor(lender).zip },
    isListedForSale: 'NO',
    income: { employmentType: 'FULL_TIME', income: 145000, otherIncome: 0 },
    name: { firstName: 'Grace', lastName: 'Hopper', suffix: '' },
    dob: '1950-04-12',
    email: uniqueEmail('e2e.lender'),
    phoneNumber: '4155550123',
    // Past the E-SIGN step as it keeps a confirmed code; never submitted here.
    esignConsent: '00000000-0000-4000-8000-000000000000.ABC234',
  };
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
