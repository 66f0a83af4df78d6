// Routing rules of the spec that are not pages: login on an ended session, maintenance mode, the
// redirects and the exits to the host site.
import { expect, test } from '@playwright/test';
import { SAMPLE_FILES } from '../../src/server/testing/multipart';
import { expectNoAxeViolations } from './support/axe';
import { onFreshPage } from './support/fresh-page';
import {
  createApplicationViaApi,
  registerViaApi,
  sandboxControl,
  signIn,
  storedRegistration,
  uniqueEmail,
} from './support/sandbox-borrower';

const SOME_APPLICATION = '0d6f0a7e-5a2b-4c3d-8e9f-0123456789ab';

test('the routes: an ended session goes to login, maintenance, and the old addresses', async ({ context }) => {
  await onFreshPage(context, 'a session that is no longer valid goes to login with a way back that keeps only webchat', async (page) => {
    await signIn(page, 'Bearer not-a-valid-token');
    await page.goto(`/account/heloc/${SOME_APPLICATION}?org=NORTHSTAR&webchat=1`);
    await page.waitForURL(/\/auth\/login/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectUrl')).toBe(`/account/heloc/${SOME_APPLICATION}?webchat=1`);
  });
  await onFreshPage(context, 'maintenance mode shows the spec’s page on the routes it lists', async (page) => {
    await page.addInitScript(() => sessionStorage.setItem('heloc.flagOverrides', JSON.stringify({ 'fe-heloc-maintenance': true })));
    await page.goto('/account/heloc/register-v2?org=HARBOR_CU');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scheduled Maintenance');
    await expect(
      page.getByText('We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Scheduled Maintenance/);
  });
  await onFreshPage(context, 'the signer area’s old address and /account lead where the spec says', async (page) => {
    await page.goto('/account/heloc/account/heloc-signer/login?org=NORTHSTAR');
    await expect(page).toHaveURL(/\/account\/heloc\/heloc-signer\/login/);
    await page.goto('/account/heloc/account?org=NORTHSTAR');
    await page.waitForURL(/\/dashboard$/);
  });
});

test('an upload whose session has ended goes to login too, with the way back', async ({ page, request }) => {
  const email = uniqueEmail('e2e.upload');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'IDENTITY_VERIFICATION' })).status()).toBe(200);
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
  await page.getByLabel(/US Passport/).check();
  await page.getByLabel('Choose a file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: SAMPLE_FILES.png });
  // The session ends while the page is open, just before the upload. The page's own polls (reads)
  // are held from then on, so the upload is what meets the ended session: otherwise a poll can meet
  // it first and leave for login while the button is being pressed.
  await page.route(
    (url) => url.pathname.includes('/api/'),
    (route) => (route.request().method() === 'GET' ? undefined : route.fallback()),
  );
  await page.evaluate(() => localStorage.setItem('heloc.jwt', 'Bearer expired'));
  const refused = page.waitForResponse((response) => response.url().includes('/documents/identity') && response.status() === 401);
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await refused;
  await page.waitForURL(/\/auth\/login/);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(`/account/heloc/${uuid}/identity`);
});

const REFERRED = 'org=PINE_LO&referrer=3f2b8c1e-8d1a-4c2e-9f00-1234567890ab';

test('the register wrapper’s children: account-setup from a referral, and support', async ({ context }) => {
  await onFreshPage(context, 'account-setup fills the registration from a loan officer’s referral', async (page) => {
    await page.goto(`/account/heloc/register/account-setup?${REFERRED}&referralId=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d`);
    await expect(page).toHaveURL(/\/register-v2\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's your property address for financing?");
    await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue('88 Cedar Court');
    await expect(page.getByLabel('City')).toHaveValue('Medford');
    const stored = (await storedRegistration(page, 'PINE_LO'))?.draft;
    expect(stored).toMatchObject({
      name: { firstName: 'Jordan', lastName: 'Ellis' },
      email: 'jordan.ellis@example.com',
      phoneNumber: '5415550190',
    });
    // The referral id travels on to the create call.
    const query = (await storedRegistration(page, 'PINE_LO'))?.query;
    expect(query?.referralId).toBe('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
  });
  await onFreshPage(context, 'account-setup sends a referral that already has an account to login with its email', async (page) => {
    await page.goto(`/account/heloc/register/account-setup?${REFERRED}&referralId=b7e4c2a9-3d5f-4e8a-9b1c-2f6d8e0a4c71`);
    await page.waitForURL(/\/auth\/login\?email=avery\.quinn%40example\.com$/);
    await expect(page.getByLabel('Email')).toHaveValue('avery.quinn@example.com');
  });
  await onFreshPage(context, 'account-setup without a known referral is the registration, unfilled', async (page) => {
    await page.goto(`/account/heloc/register/account-setup?${REFERRED}&referralId=00000000-0000-4000-8000-000000000000`);
    await expect(page).toHaveURL(/\/register-v2\?/);
    await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue('');
    await page.goto('/account/heloc/register/account-setup?org=NORTHSTAR');
    await expect(page).toHaveURL(/\/register-v2\?org=NORTHSTAR$/);
  });
  await onFreshPage(context, 'support answers the common questions with the lender’s contact and the ways on', async (page) => {
    await page.goto('/account/heloc/register/support?org=HARBOR_CU');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help with your application');
    await expect(page).toHaveTitle(/^Help with your application/);
    await expect(page.getByRole('heading', { name: 'Will checking my rate affect my credit score?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expectNoAxeViolations(page, 'register/support');
    await expect(page.getByRole('link', { name: 'Log in to continue your application' })).toHaveAttribute('href', '/auth/login');
    await page.getByRole('link', { name: 'Start your application' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's your property address for financing?");
  });
});
