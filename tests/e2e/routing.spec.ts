// Routing rules of the spec that are not pages: login on an ended session, maintenance mode, the
// redirects and the exits to the host site.
import { expect, test } from '@playwright/test';
import { SAMPLE_FILES } from '../../src/server/testing/multipart';
import { createApplicationViaApi, registerViaApi, signIn, uniqueEmail } from './support/sandbox-borrower';

const SOME_APPLICATION = '0d6f0a7e-5a2b-4c3d-8e9f-0123456789ab';

test('a session that is no longer valid goes to login with a way back that keeps only webchat', async ({ page }) => {
  await signIn(page, 'Bearer not-a-valid-token');
  await page.goto(`/account/heloc/${SOME_APPLICATION}?org=NORTHSTAR&webchat=1`);
  await page.waitForURL(/\/auth\/login/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirectUrl')).toBe(`/account/heloc/${SOME_APPLICATION}?webchat=1`);
});

test('maintenance mode shows the spec’s page on the routes it lists', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('heloc.flagOverrides', JSON.stringify({ 'fe-heloc-maintenance': true })));
  await page.goto('/account/heloc/register-v2?org=HARBOR_CU');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scheduled Maintenance');
  await expect(
    page.getByText('We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Scheduled Maintenance/);
});

test('the signer area’s old address and /account lead where the spec says', async ({ page }) => {
  await page.goto('/account/heloc/account/heloc-signer/login?org=NORTHSTAR');
  await expect(page).toHaveURL(/\/account\/heloc\/heloc-signer\/login/);
  await page.goto('/account/heloc/account?org=NORTHSTAR');
  await page.waitForURL(/\/dashboard$/);
});

test('an upload whose session has ended goes to login too, with the way back', async ({ page, request }) => {
  const email = uniqueEmail('e2e.upload');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await request.post(`/sandbox/api/v1/applications/${uuid}/state`, { data: { checklistStatus: 'IDENTITY_VERIFICATION' } });
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
  // The session ends while the page is open.
  await page.evaluate(() => localStorage.setItem('heloc.jwt', 'Bearer expired'));
  await page.getByLabel(/US Passport/).check();
  await page.getByLabel('Choose a file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: SAMPLE_FILES.png });
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await page.waitForURL(/\/auth\/login/);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(`/account/heloc/${uuid}/identity`);
});
