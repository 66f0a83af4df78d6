// The specification's smaller pieces, walked as a person would: the processing loader's rotating
// messages and timeout, the return page after bank linking, and the sign-in mode's two paths.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  createApplicationViaApi,
  DRAFT_TO_PASSWORD,
  fillPasswordStep,
  PASSWORD,
  registerViaApi,
  sandboxControl,
  seedDraft,
  signIn,
  uniqueEmail,
} from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the processing loader rotates its messages, says so after 30 s, and a retry makes one application', async ({ page }) => {
  const email = uniqueEmail('e2e.processing');
  await seedDraft(page, 'NORTHSTAR', { ...DRAFT_TO_PASSWORD, email });
  await page.clock.install();
  // The first create call is held until the person has gone back; the second goes through.
  const keys: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/service-application/api/v3/application/helocs**', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) await held;
    await route.fallback();
  });

  await page.goto('/account/heloc/register-v2/set-password?org=NORTHSTAR');
  await fillPasswordStep(page);
  await page.getByRole('button', { name: 'Create account and see offers' }).click();

  const message = page.getByRole('status').filter({ hasText: /your/ });
  await expect(message).toHaveText('Creating your account');
  await expect.poll(() => keys.length).toBe(1);
  await page.clock.fastForward(10_000);
  await expect(message).toHaveText('Pulling your soft credit');
  await page.clock.fastForward(20_000);
  const timeout = page.getByRole('dialog', { name: 'This is taking longer than usual' });
  await expect(timeout).toBeVisible();
  await expectNoAxeViolations(page, 'processing timeout');

  // Waiting on gives the process another 30 s.
  await timeout.getByRole('button', { name: 'Keep waiting' }).click();
  await expect(timeout).toBeHidden();
  await page.clock.fastForward(30_000);
  await timeout.getByRole('button', { name: 'Back to my answers' }).click();
  await expect(heading(page)).toHaveText('Create your password');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);

  // The held call finishes late (its answer is ignored); pressing again replays the same key.
  release();
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const token = await page.evaluate(() => localStorage.getItem('heloc.jwt'));
  const all = await page.request.get('/service-application/api/v1/application/heloc/all', {
    headers: { authorization: token!, 'x-org': 'NORTHSTAR' },
  });
  expect(((await all.json()) as unknown[]).length).toBe(1);
});

/**
 * A create that reaches the server (and makes the application) but whose answer is held past the
 * loader's timeout, as on a network that stalls on the way back; then the person goes back a step,
 * changes their phone number and checks the rate again. Answers the first application's id.
 */
async function changeAnswerAfterTimeout(page: Page, beforeResubmit: (firstUuid: string, token: string) => Promise<void> = async () => {}) {
  const email = uniqueEmail('e2e.processing.changed');
  await seedDraft(page, 'NORTHSTAR', { ...DRAFT_TO_PASSWORD, email });
  await page.clock.install();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = '';
  await page.route('**/service-application/api/v3/application/helocs**', async (route) => {
    if (route.request().method() !== 'POST' || first) return route.fallback();
    const response = await route.fetch();
    first = ((await response.json()) as { uuid: string }).uuid;
    await held;
    await route.fulfill({ response }).catch(() => undefined);
  });

  await page.goto('/account/heloc/register-v2/set-password?org=NORTHSTAR');
  await fillPasswordStep(page);
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  // The loader's code loads on demand: its 30 s start once it shows, which can be after the create has reached the server.
  await expect(page.getByRole('status').filter({ hasText: /your/ })).toBeVisible();
  await expect.poll(() => first).not.toBe('');
  await page.clock.fastForward(30_000);
  await page.getByRole('dialog', { name: 'This is taking longer than usual' }).getByRole('button', { name: 'Back to my answers' }).click();

  // The account is the person's now (not 'Account Already Exists'), so checking the rate submits at once.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(heading(page)).toHaveText('Agree to receive records electronically');
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(heading(page)).toHaveText('See your pre-qualification on the next page!');
  await page.getByLabel('Mobile phone number').fill('(415) 555-0199');
  const token = (await page.evaluate(() => localStorage.getItem('heloc.jwt')))!;
  await beforeResubmit(first, token);
  await page.getByRole('button', { name: 'Check my rate' }).click();
  release();
  return { first, token };
}

const applicationsOf = async (page: Page, token: string) =>
  (await (
    await page.request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: token, 'x-org': 'NORTHSTAR' } })
  ).json()) as { uuid: string }[];

test('an answer changed after a create that timed out leads to the application that create made, not a refusal', async ({ page }) => {
  const { first, token } = await changeAnswerAfterTimeout(page);
  const active = page.getByRole('dialog', { name: 'Active application already exists.' });
  await expect(active).toBeVisible();
  await expect(page.getByText(/Idempotency|already used/)).toHaveCount(0);
  await active.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${first}`));
  expect((await applicationsOf(page, token)).map((a) => a.uuid)).toEqual([first]);
});

test('when the application that create made has closed since, the changed answers make a new one', async ({ page, request }) => {
  const { first, token } = await changeAnswerAfterTimeout(page, async (uuid, jwt) => {
    expect((await sandboxControl(request, jwt, uuid, 'state', { checklistStatus: 'CANCELLED' })).status()).toBe(200);
  });
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/);
  const second = new URL(page.url()).pathname.split('/')[3];
  expect(second).not.toBe(first);
  expect((await applicationsOf(page, token)).map((a) => a.uuid).sort()).toEqual([first, second].sort());
});

test('an OAuth bank sends the borrower back to plaid-oauth-success, which finishes the link and returns to the application', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.oauth');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  expect(
    (await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'DISBURSEMENT_ACCOUNT', payType: 'AUTOPAY' })).status(),
  ).toBe(200);
  await signIn(page, token);

  // Nothing stored and no id: words to act on, and a way to the dashboard.
  await page.goto('/account/heloc/plaid-oauth-success?org=NORTHSTAR');
  await expect(heading(page)).toHaveText("We couldn't tell which application this is for");
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectNoAxeViolations(page, 'plaid-oauth-success unknown');

  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Where should we send your money?');
  // The return page passes on at once: its navigation is caught when it commits, not at its load (it
  // may never load under a busy machine), by a wait that starts before the click (it may have passed
  // on before the click's promise resolves).
  const returned = page.waitForURL(/\/plaid-oauth-success$/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: "Link on my bank's website" }).click();
  await returned;
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/disburse$`));
  await expect(page.getByRole('radio', { name: /Everyday Checking ending in \d{4}/ })).toBeVisible();
  // The stored id is read once: coming back again finishes nothing.
  expect(await page.evaluate(() => sessionStorage.getItem('heloc_uuid'))).toBeNull();
});

test('sign-in mode: the broker flag sends Log in, Log out and an ended session through the identity broker, else the legacy login page', async ({
  page,
  request,
}) => {
  const brokerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/identity-broker/')) brokerCalls.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });

  // Northstar: the customers' broker flag is off (flows/feature-flags.json), so Log in is the legacy page.
  await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(/\/auth\/login$/);
  expect(brokerCalls).toEqual([]);

  // Harbor: the flag is on for it, so Log in asks the broker's customer path and follows its redirect,
  // also when clicked before the flag service has answered (the flags file decides until then).
  await page.route('**/service-optimize/heloc/api/v1/features**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/account/heloc/register-v2?org=HARBOR_CU');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(/\/auth\/login$/);
  expect(brokerCalls).toEqual(['POST /identity-broker/customer/api/v3/login']);
  await page.unroute('**/service-optimize/heloc/api/v1/features**');

  // Log out through the broker: the token is revoked and cleared, and the redirect followed.
  const email = uniqueEmail('e2e.broker');
  const token = await registerViaApi(request, email, 'HARBOR_CU');
  await page.evaluate((jwt) => localStorage.setItem('heloc.jwt', jwt), token);
  await page.goto('/account/heloc/register-v2?org=HARBOR_CU');
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/auth\/login$/);
  expect(brokerCalls.at(-1)).toBe('POST /identity-broker/customer/secure/api/v3/logout');
  expect(await page.evaluate(() => localStorage.getItem('heloc.jwt'))).toBeNull();
  const me = await request.get('/identity/secure/api/v1_1/identity', { headers: { authorization: token } });
  expect(me.status()).toBe(401);

  // A session that ends mid-page signs in again through the broker, with the way back to the page.
  const ended = uniqueEmail('e2e.broker.ended');
  const endedToken = await registerViaApi(request, ended, 'HARBOR_CU');
  await signIn(page, endedToken);
  expect((await request.post('/identity/secure/api/v1/logout', { headers: { authorization: endedToken } })).status()).toBe(204);
  // Any application page: the server refuses the ended session before it looks for the application.
  const back = `/account/heloc/${randomUUID()}`;
  await page.goto(`${back}?org=HARBOR_CU`);
  await page.waitForURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirectUrl') === back);
  expect(brokerCalls.at(-1)).toBe(`POST /identity-broker/customer/api/v3/login?${new URLSearchParams({ redirectUrl: back }).toString()}`);
});
