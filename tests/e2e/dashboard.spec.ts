// The host site's dashboard, which the sandbox serves with the app (issue 16, item 7): 'Go to
// dashboard' opens a page that lists the signed-in person's applications in words, each with a link
// to go on; someone signed out is asked to log in and comes back; someone with none can start one.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, PASSWORD, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

test.use({ reducedMotion: 'reduce' });

/** A server enumeration such as OFFER_SELECTION, which no person should read. */
const STATUS_CODE = /\b[A-Z]{2,}(?:_[A-Z]+)+\b/;

test('signed out, the dashboard asks to log in, in the lender’s shell, and logging in comes back to it', async ({ page, request }) => {
  const email = uniqueEmail('e2e.dashboard.login');
  // Harbor lends in none of the test borrower's states: an account with no application yet.
  await registerViaApi(request, email, 'HARBOR_CU');

  const response = await page.goto('/dashboard?org=HARBOR_CU');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to see your applications');
  await expect(page.getByRole('contentinfo')).toContainText('Harbor Federal Credit Union');
  await expectNoAxeViolations(page, 'dashboard, signed out');

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');
  await expect(page.getByRole('main').getByText('You have no applications yet.')).toBeVisible();
  // Still the lender the tab started with.
  await expect(page.getByRole('contentinfo')).toContainText('Harbor Federal Credit Union');
});

test('signed in, the dashboard lists each application’s state in words, and its link continues the application', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.dashboard');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '42 Lighthouse Lane, Sacramento, CA 95814' }) });
  await expect(card.getByTestId('application-state')).toHaveText('Your offers are ready');
  await expect(page.getByRole('main')).not.toContainText(STATUS_CODE);
  // Someone with an application under way is not invited to start another.
  await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'dashboard');
  for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } })) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`dashboard-${size}.png`), fullPage: true });
  }

  await card.getByRole('link', { name: 'Continue your application for 42 Lighthouse Lane, Sacramento, CA 95814' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
});

test("the dashboard's other states: a status the copy does not name, an ended application, no application, and the way back from the app", async ({
  context,
  request,
}) => {
  await onFreshPage(
    context,
    'a status the copy does not name reads as in progress; an ended application is offered to view, with a way to start again',
    async (page) => {
      const email = uniqueEmail('e2e.dashboard.states');
      const token = await registerViaApi(request, email);
      const uuid = await createApplicationViaApi(request, token, email);
      await signIn(page, token);
      const state = page.getByTestId('application-state');

      expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'ORDER_TITLE' })).status()).toBe(200);
      await page.goto('/dashboard');
      await expect(state).toHaveText('In progress');
      await expect(page.getByRole('main')).not.toContainText(STATUS_CODE);

      expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'CANCELLED' })).status()).toBe(200);
      await page.reload();
      await expect(state).toHaveText('Cancelled');
      await expect(page.getByRole('link', { name: 'View your application for 42 Lighthouse Lane, Sacramento, CA 95814' })).toHaveAttribute(
        'href',
        `/account/heloc/${uuid}`,
      );
      await expect(page.getByText('Ready for a new line of credit?')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveAttribute('href', '/account/heloc/register-v2');
    },
  );
  await onFreshPage(context, 'someone with no application is offered to start one', async (page) => {
    const token = await registerViaApi(request, uniqueEmail('e2e.dashboard.none'));
    await signIn(page, token);
    await page.goto('/dashboard');
    await expect(page.getByText('You have no applications yet.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    await page.getByRole('link', { name: 'Check your rate' }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Continue' })).toBeVisible();
  });
  await onFreshPage(context, '‘Go to dashboard’ from the app opens the dashboard, not an error', async (page) => {
    const email = uniqueEmail('e2e.dashboard.link');
    const token = await registerViaApi(request, email);
    const uuid = await createApplicationViaApi(request, token, email);
    expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'DECLINED' })).status()).toBe(200);
    await signIn(page, token);
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
    await page.getByRole('link', { name: 'Go to dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');
    await expect(page.getByTestId('application-state')).toHaveText('Not approved');
  });
});

test('the header’s host links, as the lender’s data lists them, each open a page (Support with the lender’s contacts) @phone', async ({
  page,
  request,
  isMobile,
}) => {
  const email = uniqueEmail('e2e.dashboard.nav');
  const token = await registerViaApi(request, email);
  await signIn(page, token);
  await page.goto('/dashboard?org=NORTHSTAR');
  const nav = page.getByRole('navigation', { name: 'Your account' });
  // On a phone the links sit in the header's 'Menu', so the header keeps its row.
  const openMenu = async () => {
    if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  };
  await openMenu();
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Support', 'Settings']);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'header navigation');
  await page.screenshot({ path: test.info().outputPath('host-navigation.png') });

  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByRole('main').getByRole('link', { name: 'support@northstar.example' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Hours (Pacific time)');

  await openMenu();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('main')).toContainText("This page belongs to Northstar Home Credit's website");
  await expectNoAxeViolations(page, 'host stand-in page');
  await page.getByRole('link', { name: 'Go to your applications' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');

  // Another lender's data lists only the dashboard; one that lists none shows no navigation.
  await page.goto('/dashboard?org=HARBOR_CU');
  await openMenu();
  await expect(nav.getByRole('link')).toHaveText(['Dashboard']);
  await page.goto('/dashboard?org=LAKESHORE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');
  await expect(nav).toHaveCount(0);
});
