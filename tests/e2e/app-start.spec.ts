// The start pages against the sandbox server: contact, HMDA and the summary disclosure, and the
// profile confirmation the client machine starts from.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const APPLICATION = '/service-application/api/v1/application/heloc';

/** A signed-in borrower whose application has an offer chosen through the API (status COLLECT_ADDITIONAL_INFO). */
async function borrowerWithOffer(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('e2e.start');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  const offers = await (await request.get(`${APPLICATION}/${uuid}/offers`, { headers: { authorization: token } })).json();
  const offer = offers.offers[0];
  const selected = await request.put(`${APPLICATION}/${uuid}/product`, {
    headers: { authorization: token },
    data: { term: offer.term, amount: offer.minDraw, originationFee: offer.originationFee, payType: 'MANUAL' },
  });
  expect(selected.status()).toBe(200);
  await signIn(page, token);
  return { uuid, token, offer };
}

const statusOf = async (request: APIRequestContext, uuid: string, token: string) =>
  (await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { authorization: token } })).json())
    .checklistStatus as string;

test('contact, HMDA and the summary disclosure submit the application', async ({ page, request }) => {
  const { uuid, token } = await borrowerWithOffer(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);

  // Contact: every message, the mask and its reveal toggle.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A few more details to submit your application');
  await expectNoAxeViolations(page, 'contact');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your Social Security number', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select how you own your home', { exact: true })).toBeVisible();
  await expect(page.getByText('Please agree to the credit check to submit your application', { exact: true })).toBeVisible();
  const ssn = page.getByLabel('Social Security number', { exact: true });
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(ssn).toHaveAccessibleDescription(/Please enter your Social Security number/);
  await expectNoAxeViolations(page, 'contact with errors');

  await ssn.fill('12345');
  await expect(page.getByText('Your Social Security number must be 9 digits', { exact: true })).toBeVisible();
  await ssn.fill('666123456');
  await expect(page.getByText('Please enter a valid Social Security number', { exact: true })).toBeVisible();
  await ssn.fill('123456789');
  await expect(page.getByText(/Social Security number must|valid Social Security/)).toHaveCount(0);
  await expect(ssn).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show Social Security number' }).click();
  await expect(ssn).toHaveAttribute('type', 'text');
  await expect(ssn).toHaveValue('123-45-6789');

  await page.getByLabel(/Joint ownership/).check();
  await page.getByLabel(/obtain my credit report/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // HMDA: each question needs an answer; declining excludes the others.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/hmda$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demographic information');
  await expectNoAxeViolations(page, 'hmda');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Please choose at least one answer, or ‘I do not wish to provide this information’', { exact: true }),
  ).toHaveCount(3);
  await expectNoAxeViolations(page, 'hmda with errors');

  const ethnicity = page.getByRole('group', { name: 'Ethnicity (check one or more)' });
  const race = page.getByRole('group', { name: 'Race (check one or more)' });
  const sex = page.getByRole('group', { name: 'Sex' });
  await ethnicity.getByLabel('Hispanic or Latino', { exact: true }).check();
  await ethnicity.getByLabel('Cuban').check();
  await ethnicity.getByLabel('I do not wish to provide this information').check();
  await expect(ethnicity.getByLabel('Hispanic or Latino', { exact: true })).not.toBeChecked();
  await expect(ethnicity.getByLabel('Cuban')).toHaveCount(0);
  await race.getByLabel('Asian', { exact: true }).check();
  await race.getByLabel('Korean').check();
  await sex.getByLabel('Female').check();
  await expect(page.getByText(/Please choose at least one answer/)).toHaveCount(0);

  // The form's write-in boxes appear under their answers once ticked; optional, with their limits.
  const otherAsian = race.getByLabel('Other Asian race (optional)');
  const tribe = race.getByLabel('Name of enrolled or principal tribe (optional)');
  await expect(otherAsian).toHaveCount(0);
  await expect(tribe).toHaveCount(0);
  await race.getByLabel('Other Asian', { exact: true }).check();
  await expect(otherAsian).toHaveAccessibleDescription('For example: Hmong, Laotian, Thai, Pakistani, Cambodian');
  await otherAsian.fill('Hmong!');
  await race.getByLabel('American Indian or Alaska Native', { exact: true }).check();
  await tribe.fill('N'.repeat(101));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(tribe).toHaveAccessibleDescription('Please use 100 characters or fewer');
  await expect(otherAsian).toHaveAccessibleDescription(/Some of the characters entered are not supported\./);
  await expectNoAxeViolations(page, 'hmda write-ins with errors');
  await tribe.fill('Navajo Nation');
  await otherAsian.fill('Hmong');
  await expect(page.getByText('Please use 100 characters or fewer', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Some of the characters entered are not supported.', { exact: true })).toHaveCount(0);
  // Unticking an answer drops its write-in: nothing is sent for it.
  await ethnicity.getByLabel('Hispanic or Latino', { exact: true }).check();
  await ethnicity.getByLabel('Other Hispanic or Latino', { exact: true }).check();
  await ethnicity.getByLabel('Other Hispanic or Latino origin (optional)').fill('Dominican');
  await ethnicity.getByLabel('Hispanic or Latino', { exact: true }).uncheck();
  await expect(ethnicity.getByLabel('Other Hispanic or Latino origin (optional)')).toHaveCount(0);
  await ethnicity.getByLabel('Not Hispanic or Latino').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The summary disclosure is generated first: the page waits, polling, then shows the summary.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/app-summary$`));
  const stored = (await (await request.get(`${APPLICATION}/${uuid}`, { headers: { authorization: token } })).json()).hmda;
  expect(stored).toEqual({
    ethnicity: ['NOT_HISPANIC_OR_LATINO'],
    race: ['ASIAN', 'KOREAN', 'OTHER_ASIAN', 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'],
    sex: ['FEMALE'],
    otherDescriptions: { AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'Navajo Nation', OTHER_ASIAN: 'Hmong' },
    providedThrough: 'EMAIL_OR_INTERNET',
    collectedByVisualObservation: { ethnicity: false, race: false, sex: false },
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preparing your summary disclosure');
  await expect(page.getByRole('status')).toContainText('updates on its own');
  await expectNoAxeViolations(page, 'summary waiting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review and submit your application', { timeout: 15_000 });
  await expect(page.getByTestId('summary-apr')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(page.getByTestId('summary-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('summary-income')).toHaveText('$145,000');
  await expect(page.getByText('42 Lighthouse Lane, Sacramento, CA 95814').first()).toBeVisible();
  await expect(page.getByText('Joint ownership')).toBeVisible();
  await expect(page.getByText('Ending in 6789')).toBeVisible();
  await expectNoAxeViolations(page, 'summary');

  await page.getByRole('button', { name: 'Accept and submit' }).click();
  await expect(page.getByText('Please confirm you have read the summary disclosure', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await page.getByLabel(/I have read the summary disclosure/).check();
  await page.getByRole('button', { name: 'Accept and submit' }).click();
  // Income review is the next page, which says first that the application went in.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/review$`));
  const notice = page.getByTestId('step-notice');
  await expect(notice).toHaveRole('status');
  await expect(notice).toHaveText(/^Your application is submitted/);
  await expect(notice).toBeFocused();
  expect(await statusOf(request, uuid, token)).toBe('INCOME_VERIFICATION');
});

test('profile: the facts a rate check needs, a name to correct, and what is missing', async ({ page, request }) => {
  const { uuid, token } = await borrowerWithOffer(page, request);
  // A status the table does not map, no decision and no soft-credit consent: the machine stays at 'profile'.
  const control = await sandboxControl(request, token, uuid, 'state', {
    checklistStatus: 'TRUST_AND_INSURANCE',
    consents: [],
    status: { uwDecision: '' },
  });
  expect(control.status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/profile$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your details');
  await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
  await expect(page.getByText('04/12/1980')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText("We're missing details");
  await expect(page.getByRole('alert')).toContainText('Soft credit check');
  await expect(page.getByRole('button', { name: 'Looks right, continue' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile missing consent');

  await page.getByRole('button', { name: 'Edit name' }).click();
  const first = page.getByLabel('First name');
  await first.fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Please enter the first name', { exact: true })).toBeVisible();
  await first.fill('A');
  await expect(page.getByText('First name must be at least 2 characters long', { exact: true })).toBeVisible();
  await first.fill('Gr4ce');
  await expect(page.getByText('Some of the characters entered are not supported.', { exact: true })).toBeVisible();
  await page.getByLabel('Last name').fill('');
  await expect(page.getByText('Please enter the last name', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'profile name errors');
  await first.fill('Augusta');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Augusta Hopper');
});

test('profile: confirming moves on to the page the status names', async ({ page, request }) => {
  const { uuid } = await borrowerWithOffer(page, request);
  // The status names start/contact; a borrower who opens the profile page stays until they confirm.
  await page.goto(`/account/heloc/${uuid}/start/profile?org=NORTHSTAR`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your details');
  await expect(page.getByText('Authorized')).toBeVisible();
  await expectNoAxeViolations(page, 'profile complete');
  await page.getByRole('button', { name: 'Looks right, continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
});
