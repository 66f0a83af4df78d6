// The journeys of a partner lender's people that leave the app and come back through an emailed link
// (issue 36), on a phone: the link is opened in a browser that has never seen the site, as from a mail
// app, and every page it leads to is that lender's (the password reset's: password-reset.spec.ts, on
// Harbor by its org code). Here a co-owner of Lakeshore, on its own host name, who also signs in on
// the lender's login page; and a refusal on registration's last step, shown where the person is looking.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { esignProof } from './support/esign';
import { borrowerOf, fullDraft, openRegistrationStep } from './support/lender-borrower';
import { expectLenderSite, lenderNamed } from './support/lender-site';
import { OUTBOX_KEY_HEADERS } from './support/outbox-key';
import { PASSWORD } from './support/sandbox-borrower';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use({ reducedMotion: 'reduce', ...PHONE });

const harbor = lenderNamed('HARBOR_CU');
const lakeshore = lenderNamed('LAKESHORE');
const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

/** A browser that has never seen the site (a mail app's), at phone size, on `origin`. */
async function freshBrowser(browser: Browser, origin: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: origin, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

/** The link of the newest message of `kind` to `email`, in the lender's outbox. */
async function emailedLink(request: APIRequestContext, orgCode: string, email: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/sandbox/api/v1/outbox?email=${encodeURIComponent(email)}`, {
        headers: { ...OUTBOX_KEY_HEADERS, 'x-org': orgCode },
      });
      const messages = (await res.json()) as Array<{ kind: string; links: Array<{ url: string }> }>;
      link = messages.find((message) => message.kind === kind)?.links[0]?.url;
      return link;
    })
    .toBeTruthy();
  return link!;
}

test("a co-owner on a lender's own host name follows the invitation, comes back by the link and by the lender's login, and reaches their signing", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const { uuid, token } = await borrowerOf(lakeshore, request);
  const state = await request.post(`/sandbox/api/v1/applications/${uuid}/state`, {
    headers: { authorization: token },
    data: { checklistStatus: 'CO_DEED_REQ', property: { ownership: 'JOINT' } },
  });
  expect(state.status()).toBe(200);
  const coOwner = {
    firstName: 'José',
    lastName: "O'Brien",
    email: `co.owner.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
  };
  const named = await request.post(`/service-application/api/v1/application/heloc/${uuid}/signing/co-deeders`, {
    headers: { authorization: token },
    data: { coDeeders: [coOwner] },
  });
  expect(named.status()).toBe(200);
  const link = await emailedLink(request, lakeshore.orgCode, coOwner.email, 'coOwnerInvitation');
  const lenderHost = `http://${lakeshore.hosts![0]}:${new URL(baseURL!).port}`;

  // The invitation, from a mail app.
  const first = await freshBrowser(browser, lenderHost);
  await first.page.goto(link);
  await expect(heading(first.page)).toHaveText('Set your password');
  await expectLenderSite(first.page, lakeshore, 'the invitation');
  await expectNoAxeViolations(first.page, 'the invitation on a phone');
  await first.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await first.page.getByLabel('Confirm password').fill(PASSWORD);
  await first.page.getByRole('button', { name: 'Set password' }).click();
  await expect(first.page).toHaveURL(/\/heloc-signer\/intro$/);
  await expectLenderSite(first.page, lakeshore, 'the signing');
  await first.context.close();

  // Back by the same link, days later, on another device: it says to log in, on the lender's site.
  const again = await freshBrowser(browser, lenderHost);
  await again.page.goto(link);
  await expect(heading(again.page)).toHaveText("You've already set your password");
  await expectLenderSite(again.page, lakeshore, 'the used invitation');
  await again.page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(heading(again.page)).toHaveText('Log in to sign your documents');
  await expectLenderSite(again.page, lakeshore, "the signer's login");
  await expectNoAxeViolations(again.page, "the signer's login on a phone");
  await again.page.getByLabel('Email').fill(coOwner.email);
  await again.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await again.page.getByRole('button', { name: 'Log in' }).click();
  await expect(again.page).toHaveURL(/\/heloc-signer\/intro$/);
  await again.context.close();

  // By the lender's own login page, as a borrower signs in: to the signing, not a new application.
  const login = await freshBrowser(browser, lenderHost);
  await login.page.goto('/auth/login');
  await expectLenderSite(login.page, lakeshore, 'the login page');
  await login.page.getByLabel('Email').fill(coOwner.email);
  await login.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.page.getByRole('button', { name: 'Log in' }).click();
  await expect(login.page).toHaveURL(/\/heloc-signer\/intro$/);
  await expect(heading(login.page)).toHaveText('Sign for the home you co-own');
  await expectLenderSite(login.page, lakeshore, 'the signing after the login page');
  // The lender's logo or the root, signed in, leads there too. The app may move on before the root's
  // load event (the navigation Playwright waits on is then aborted): wait for the answer only.
  await login.page.goto('/account/heloc/', { waitUntil: 'commit' });
  await expect(login.page).toHaveURL(/\/heloc-signer\/intro$/);
  await login.context.close();
});

test("a refusal on registration's last step is shown beside the button pressed and takes focus; the answers are kept", async ({
  page,
  request,
}) => {
  // Every answer but the password, the E-SIGN consent given with a real sample's code.
  const { sampleId, code } = await esignProof(request, harbor.orgCode);
  const draft = { ...fullDraft(harbor), esignConsent: `${sampleId}.${code}` };
  await page.goto(`/account/heloc/register-v2?org=${harbor.orgCode}`);
  // An address others have used to open many accounts this hour: said from the first step on, not by the last one's refusal.
  await page.route('**/identity/api/v1/registration/availability', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ open: false, retryAfterSeconds: 1800 }) }),
  );
  await openRegistrationStep(page, harbor, 'set-password', draft);
  await expect(page.getByRole('status').filter({ hasText: 'so new ones are paused until' })).toContainText(
    'You can go on answering: your answers are kept on this device',
  );
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  for (const consent of await page.getByRole('checkbox').all()) await consent.check();
  // The connection drops as the button is pressed.
  await page.route('**/identity/api/v1/registration/register**', (route) => route.abort('internetdisconnected'));
  const submit = page.getByRole('button', { name: 'Create account and see offers' });
  await submit.click();
  const refusal = page.getByRole('alert').filter({ hasText: "We couldn't finish creating your application" });
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expectNoAxeViolations(page, 'the last step refused, on a phone');
  // The answers are all still there: pressing again, once connected, registers once.
  await page.unroute('**/identity/api/v1/registration/register**');
  await submit.click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 30_000 });
});
