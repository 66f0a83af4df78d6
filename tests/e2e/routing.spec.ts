// Routing rules of the spec that are not pages: login on an ended session, maintenance mode, the
// redirects and the exits to the host site.
import { expect, test } from '@playwright/test';
import { signIn } from './support/sandbox-borrower';

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
