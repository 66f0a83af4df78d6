// The banner strip and the feedback modal against the sandbox server: banners from the sandbox's
// banners file, feedback for signed-in users of the main brand, with the spec's messages.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, signIn, uniqueEmail } from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

test.use({ reducedMotion: 'reduce' });

/** flows/banners.sandbox.json: five banners, of which these two are active for this app and newest. */
const SHOWN_BANNERS = [
  'Sandbox: no emails or text messages are sent. Whatever would have been sent is kept in the outbox.',
  'This is a sandbox: applications, credit checks and offers are simulated.',
];
/** What each shown line reads: its message, then its link when it has one. */
const SHOWN_LINES = [`${SHOWN_BANNERS[0]} Open the sandbox outbox`, SHOWN_BANNERS[1]!];
const HIDDEN_BANNERS = [
  'Scheduled maintenance on Sunday from 1:00 AM to 3:00 AM Pacific time.', // inactive, though the newest
  'Your dashboard now shows every account in one place.', // another app's
  "Sandbox data is kept until the server's data folder is cleared.", // third newest: over the maximum of two
];
/** The sandbox refuses feedback containing this phrase (src/server/routes/feedback.ts). */
const SANDBOX_FAILURE = '[sandbox:fail]';

async function signedInWithApplication(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('e2e.feedback');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  return uuid;
}

/** Where the strip would fetch its banners (flows/banner-strip.json). */
const BANNERS_PATH = '/static/banners/heloc.json';
const FIRST_STEP = '/account/heloc/register-v2?org=NORTHSTAR';
const isFirstStepPage = (url: URL) => url.pathname === '/account/heloc/register-v2';

test('the banner strip: active banners newest first, malformed ones left out, and no feedback link where there should be none', async ({
  context,
  request,
}) => {
  await onFreshPage(
    context,
    'the banner strip shows active banners for this app, newest first, at most two, with no fetch of its own',
    async (page) => {
      const bannerFetches: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === BANNERS_PATH) bannerFetches.push(req.url());
      });
      await page.goto(FIRST_STEP);
      // The header is React's: the strip below it is too, no longer the prerendered one.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
      const strip = page.getByRole('region', { name: 'Announcements' });
      await expect(strip.getByRole('listitem')).toHaveText(SHOWN_LINES.map((text) => new RegExp(`${literal(text)}$`)));
      await expect(strip.getByRole('listitem').first()).toHaveAttribute('data-variant', 'warn');
      for (const text of HIDDEN_BANNERS) await expect(page.getByText(text)).toHaveCount(0);
      await expectNoAxeViolations(page, 'the banner strip');
      // The banners came with the HTML.
      expect(bannerFetches).toEqual([]);
    },
  );
  await onFreshPage(
    context,
    'malformed banners show no strip and leave the page working, whether sent with the HTML or fetched',
    async (page) => {
      const malformed = JSON.stringify([{ uuid: 'x', message: 'No apps or variant' }]);
      const dataBlock = /<script type="application\/json" id="[^"]+">.*?<\/script>/;
      let withBlock = true;
      await page.route(isFirstStepPage, async (route) => {
        const html = (await (await route.fetch()).text()).replace(dataBlock, (block) =>
          withBlock ? block.replace(/>.*</, () => `>${malformed}<`) : '',
        );
        await route.fulfill({ status: 200, contentType: 'text/html', body: html });
      });
      await page.route(`**${BANNERS_PATH}`, (route) => route.fulfill({ json: JSON.parse(malformed) }));
      const header = page.getByRole('banner');

      await page.goto(FIRST_STEP);
      await expect(header.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
      await expect(page.getByText('No apps or variant')).toHaveCount(0);

      // Without the data block (as under the dev server) the strip fetches the file, and shows nothing of a bad one.
      withBlock = false;
      const fetched = page.waitForRequest((req) => new URL(req.url()).pathname === BANNERS_PATH);
      await page.reload();
      await fetched;
      await expect(header.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
      await expect(page.getByText('No apps or variant')).toHaveCount(0);
    },
  );
  await onFreshPage(context, 'no feedback link for anonymous visitors or for a white-label lender’s borrowers', async (page) => {
    await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Feedback' })).toHaveCount(0);

    const token = await registerViaApi(request, uniqueEmail('e2e.feedback.wl'), 'HARBOR_CU');
    await signIn(page, token);
    await page.goto('/account/heloc/register-v2?org=HARBOR_CU');
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
  });
});

test('the first step’s HTML carries the strip, so it is painted before any script runs', async ({ browser, request }) => {
  const html = await (await request.get(FIRST_STEP)).text();
  const strip = html.indexOf('aria-label="Announcements"');
  expect(strip).toBeGreaterThan(-1);
  expect(strip).toBeLessThan(html.indexOf('<main'));
  for (const text of SHOWN_BANNERS) expect(html).toContain(text);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(FIRST_STEP, { waitUntil: 'commit' });
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('listitem')).toHaveText(
    SHOWN_LINES.map((text) => new RegExp(`${literal(text)}$`)),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('feedback is checked in the spec’s words, the first field in error takes focus, and the modal passes axe', async ({
  page,
  request,
}) => {
  const uuid = await signedInWithApplication(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your feedback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your feedback')).toHaveAttribute('rows', '5');
  await expectNoAxeViolations(page, 'the feedback modal');

  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please choose what your feedback is about',
    'Please enter your feedback',
    'Please choose Yes or No',
  ]);
  await expect(dialog.getByRole('radio', { name: 'Something we could improve' })).toBeFocused();
  await expectNoAxeViolations(page, 'the feedback modal with errors');

  await dialog.getByRole('radio', { name: 'A compliment' }).check();
  await dialog.getByRole('group', { name: 'May we use your feedback in our marketing?' }).getByRole('radio', { name: 'Yes' }).check();
  const message = dialog.getByLabel('Your feedback');
  await message.fill('Too short');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(message).toBeFocused();
  await expect(message).toHaveAccessibleDescription(/Must be at least 10 characters/);
  await expect(summary.getByRole('listitem')).toHaveText(['Must be at least 10 characters']);

  await message.fill('x'.repeat(1001));
  await expect(message).toHaveAccessibleDescription(/Must be at most 1000 characters/);
  await message.fill('Quick and clear, thank you.');
  await expect(summary).toHaveCount(0);

  // Escape closes the modal and gives focus back to the link.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Feedback' })).toBeFocused();
});

test('a server error stays in the open modal; success closes it, thanks the borrower and sends the spec’s body', async ({
  page,
  request,
}) => {
  const uuid = await signedInWithApplication(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your feedback' });
  await dialog.getByRole('radio', { name: 'Something we could improve' }).check();
  await dialog.getByRole('group', { name: 'May we use your feedback in our marketing?' }).getByRole('radio', { name: 'No' }).check();
  const message = dialog.getByLabel('Your feedback');
  await message.fill(`The offer page could explain the draw better. ${SANDBOX_FAILURE}`);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Feedback cannot be saved right now. Please try again later.');
  await expect(dialog).toBeVisible();
  await expect(message).toHaveValue(/explain the draw better/);

  // While the call runs the button says 'Submitting' and cannot be pressed again.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/service-profile/api/v1/feedback', async (route) => {
    await held;
    await route.continue();
  });
  await message.fill('The offer page could explain the draw better.');
  const sent = page.waitForRequest((req) => req.url().endsWith('/service-profile/api/v1/feedback') && req.method() === 'POST');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-disabled', 'true');
  release();
  expect((await sent).postDataJSON()).toEqual({
    topic: 'IMPROVE',
    message: 'The offer page could explain the draw better.',
    marketingConsent: false,
    applicationUuid: uuid,
    pathname: `/account/heloc/${uuid}/product/select`,
    productType: 'HELOC',
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toasts').getByRole('listitem')).toHaveText('Thank you for your feedback.');
});

/** A literal string as a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
