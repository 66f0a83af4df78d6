// A signed-in application page, and an additional signer's, is drawn by the server
// (src/server/server-render.ts with the build's renderer, src/ui/server-render/render-page.tsx) and
// the browser keeps that drawing: it hydrates it with the answers it was drawn from instead of
// drawing the page again (docs/performance.md). The session's cookies mirror the browser's storage
// (src/engine/routing/page-cookies.ts).
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DRAWN_BASE_URL } from './support/drawn-server';
import { coOwnerNamed, createApplicationViaApi, PASSWORD, registerViaApi, sandboxControl, uniqueEmail } from './support/sandbox-borrower';

// The server that draws signed-in pages (playwright.config.ts).
test.use({ reducedMotion: 'reduce', baseURL: DRAWN_BASE_URL });

const OFFERS_TITLE = 'Choose your offer';
const SIGNER_INTRO_TITLE = 'Sign for the home you co-own';
const headerBackground = (JSON.parse(readFileSync('themes/northstar.json', 'utf8')) as { colors: { headerBackground: string } }).colors
  .headerBackground;

/** Marks the page's h1 as the HTML has it, before any script runs, to tell it from one the app draws later. */
const markServersHeading = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.querySelector('h1')?.setAttribute('data-from-html', '')),
  );

/** Errors the page logs (React reports a hydration that did not match there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function borrowerOnOffers(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const email = uniqueEmail('e2e.drawn');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  // Signed in once, as sign-in leaves the browser (not on every load, so a logout holds).
  await page.goto('/account/heloc/healthz');
  await page.evaluate((jwt) => localStorage.setItem('heloc.jwt', jwt), token);
  const url = `/account/heloc/${uuid}/product/select?org=NORTHSTAR`;
  // The first visit draws it in the browser, which sets the cookies the server draws the next one with.
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFERS_TITLE);
  return { token, uuid, url };
}

test('a signed-in page comes drawn by the server, in the lender’s colours, and the app takes it over without drawing it again @phone', async ({
  page,
  request,
  browser,
}) => {
  const { url, uuid } = await borrowerOnOffers(page, request);
  const loanNumber = (await page.getByTestId('loan-number').textContent())!;
  expect((await page.context().cookies()).map((cookie) => [cookie.name, cookie.path, cookie.sameSite])).toEqual(
    expect.arrayContaining([
      ['heloc_session', '/account/heloc/', 'Lax'],
      ['heloc_tracker', '/account/heloc/', 'Lax'],
    ]),
  );

  await markServersHeading(page);
  const errors = consoleErrors(page);
  // The answers the page was drawn with are not asked for again while React hydrates it.
  const applicationReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname.endsWith(`/application/heloc/${uuid}`)) applicationReads.push(page.url());
  });
  const response = (await page.goto(url))!;
  const html = await response.text();
  expect(html).toContain(`>${OFFERS_TITLE}</h1>`);
  expect(html).toContain(loanNumber);
  expect(response.headers()['cache-control']).toBe('no-store');

  // The heading the HTML brought is the one on the page once the app runs, and the page works.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(OFFERS_TITLE);
  await expect(heading).toHaveAttribute('data-from-html', '');
  const draw = page.getByLabel('Initial draw');
  await draw.fill('$20,000');
  await expect(draw).toHaveValue(/20,000/);
  await expect(heading).toHaveAttribute('data-from-html', '');
  expect(errors, 'no hydration that failed to match, no other error').toEqual([]);
  expect(applicationReads, 'the drawn application is not read again on the drawn page').toEqual([]);

  // Without scripts the page is already there, in the lender's colours.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto(url);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(OFFERS_TITLE);
  await expect(plain.getByText(loanNumber)).toBeVisible();
  const headerColour = await plain.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
  const expected = await plain.evaluate((hex) => {
    const probe = document.createElement('div');
    probe.style.color = hex;
    document.body.append(probe);
    return getComputedStyle(probe).color;
  }, headerBackground);
  expect(headerColour).toBe(expected);
  await noScript.close();
});

test('a co-owner’s signer page comes drawn too, and the app takes it over', async ({ page, request }) => {
  const { uuid, token } = await coOwnerNamed(request, 'e2e.drawn');
  const [invitation] = (await (await sandboxControl(request, token, uuid, 'signer-invitations')).json()) as Array<{ url: string }>;
  const accepted = await request.post('/service-application/external/api/v1/heloc-signer/invitations/accept', {
    data: { token: new URL(invitation!.url, 'http://x').searchParams.get('token'), password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  await page.goto('/account/heloc/healthz');
  await page.evaluate((jwt) => localStorage.setItem('heloc.jwt', jwt), accepted.headers()['authorization']!);
  const url = '/account/heloc/heloc-signer/intro?org=NORTHSTAR';
  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(SIGNER_INTRO_TITLE);
  const loanNumber = (await page.getByTestId('loan-number').textContent())!;

  await markServersHeading(page);
  const errors = consoleErrors(page);
  const html = await (await page.goto(url))!.text();
  expect(html).toContain(`>${SIGNER_INTRO_TITLE}</h1>`);
  expect(html).toContain(loanNumber);
  await expect(heading).toHaveAttribute('data-from-html', '');
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/identity/);
  await expect(heading).toHaveText('Verify your identity');
  expect(errors, 'no hydration that failed to match, no other error').toEqual([]);
});

test('nothing is drawn for a page the borrower is moved on from, a session that has ended, or someone else’s application', async ({
  page,
  request,
}) => {
  const { url, uuid } = await borrowerOnOffers(page, request);
  const loanNumber = (await page.getByTestId('loan-number').textContent())!;

  // The application's home moves the borrower on to the status's page at once: the browser draws it, with no page flashing by.
  const home = (await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`))!;
  expect(await home.text()).not.toContain('server-render-data');
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFERS_TITLE);

  // Another borrower's session, in this browser, on this application's address: the plain page.
  const otherToken = await registerViaApi(request, uniqueEmail('e2e.other'));
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'heloc_session')!;
  const other = await request.get(url, {
    headers: {
      cookie: `heloc_session=${otherToken.replace(/^Bearer /, '')}; heloc_tracker=${cookies.find((c) => c.name === 'heloc_tracker')!.value}`,
    },
  });
  expect(await other.text()).not.toContain(loanNumber);

  // Logging out clears the cookie, and the server revoked the token anyway.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log out without answering' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('heloc_session');
  const revoked = await request.get(url, { headers: { cookie: `heloc_session=${session.value}` } });
  expect(await revoked.text()).not.toContain(loanNumber);
});
