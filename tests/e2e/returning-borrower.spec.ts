// Returning borrowers (issue 16, item 4): someone signed in who opens the root or registration goes on
// with the application they have, the logo leads to it, one whose application ended starts another
// without a second account, and a signed-out visitor keeps the first step's fast path (no extra call;
// their 'Account Already Exists' dialog is in registration.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import {
  createApplicationViaApi,
  DRAFT_TO_PASSWORD,
  fillPasswordStep,
  registerViaApi,
  sandboxControl,
  seedDraft,
  signIn,
  uniqueEmail,
} from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

test.use({ reducedMotion: 'reduce' });

const ABILITY_PATH = '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';

/** The calls to the ability-to-start check this page makes, from now on. */
function abilityCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ABILITY_PATH) calls.push(request.url());
  });
  return calls;
}

test('signed in with an application under way, the root, register-v2 and register open that application', async ({ page, request }) => {
  const email = uniqueEmail('e2e.returning');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);

  for (const start of [
    '/account/heloc/?org=NORTHSTAR',
    '/account/heloc/register-v2?org=NORTHSTAR',
    '/account/heloc/register-v2/for-sale',
    '/account/heloc/register',
  ]) {
    await page.goto(start);
    // The application home routes an application at OFFER_SELECTION to its offers.
    await expect(page, start).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
  }
});

test('the logo leads a signed-in borrower to their application, from its pages and from outside it', async ({ page, request }) => {
  const email = uniqueEmail('e2e.returning.logo');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);

  await page.goto(`/account/heloc/${uuid}/product/select?org=NORTHSTAR`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
  const logo = page.getByRole('banner').getByRole('link', { name: 'Northstar Home Credit home' });
  await expect(logo).toHaveAttribute('href', `/account/heloc/${uuid}`);

  // From the host's dashboard (outside the app) the logo opens the app's root, which finds the application.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');
  await logo.click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
});

test('a returning visitor signed out, with a refused session, or within 45 days of a funded line', async ({ context, request }) => {
  await onFreshPage(context, 'signed out, the first step asks nothing more of the server and the logo leads to the start', async (page) => {
    const calls = abilityCalls(page);
    await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
    // React's form (not only the prerendered heading) is on screen.
    await expect(page.getByRole('main').getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Northstar Home Credit home' })).toHaveAttribute(
      'href',
      '/account/heloc/',
    );
    expect(calls).toEqual([]);
  });
  await onFreshPage(
    context,
    'a stored session the server refuses leaves registration open, without sending the visitor to log in',
    async (page) => {
      const email = uniqueEmail('e2e.returning.stale');
      const token = await registerViaApi(request, email);
      await createApplicationViaApi(request, token, email);
      // A well-formed token whose signature is not the server's.
      await signIn(page, `${token.slice(0, -4)}AAAA`);
      const calls = abilityCalls(page);
      await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
      await expect(page.getByRole('main').getByRole('button', { name: 'Continue' })).toBeVisible();
      await expect(page).toHaveURL(/\/account\/heloc\/register-v2\?org=NORTHSTAR$/);
      expect(calls).toHaveLength(1);
    },
  );
  await onFreshPage(context, 'signed in within 45 days of a funded line, registration opens with the spec’s modal', async (page) => {
    const email = uniqueEmail('e2e.returning.recent');
    const token = await registerViaApi(request, email);
    const uuid = await createApplicationViaApi(request, token, email);
    expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'COMPLETE' })).status()).toBe(200);
    await signIn(page, token);

    await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
    const dialog = page.getByRole('dialog', { name: 'It looks like you have received a HELOC from us within the last 45 days.' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2\?org=NORTHSTAR$/);
  });
});

test('signed in after an application ended, registering again starts a new application for the same account, with no ‘Account Already Exists’ loop', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.returning.again');
  const token = await registerViaApi(request, email);
  const ended = await createApplicationViaApi(request, token, email);
  expect((await sandboxControl(request, token, ended, 'state', { checklistStatus: 'CANCELLED' })).status()).toBe(200);
  await signIn(page, token);
  await seedDraft(page, 'NORTHSTAR', { ...DRAFT_TO_PASSWORD, email });

  await page.goto('/account/heloc/register-v2/set-password?org=NORTHSTAR');
  await fillPasswordStep(page);
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
  await expect(page.getByRole('dialog', { name: 'Account Already Exists' })).toHaveCount(0);
  const applications = (await (
    await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: token } })
  ).json()) as {
    uuid: string;
  }[];
  expect(applications.map((a) => a.uuid)).toContain(ended);
  expect(applications).toHaveLength(2);
  const created = applications.find((a) => a.uuid !== ended)!.uuid;
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${created}/product/select$`));
});
