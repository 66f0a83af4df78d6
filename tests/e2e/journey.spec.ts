// The whole application journey on a phone, as issue 5's "done when" asks: a new borrower clicks
// from the offers to a funded line against the sandbox server, every page chosen by the status.
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_FILES } from '../../src/server/testing/multipart';
import { createApplicationViaApi, registerViaApi, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: SAMPLE_FILES.png });

test('a new borrower goes from the offers to a funded line @phone-only', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('e2e.journey');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  const at = (path: string, timeout = 20_000) => expect(page).toHaveURL(new RegExp(`/${uuid}/${path}$`), { timeout });

  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await at('product/select');
  await page.getByLabel('Initial draw').fill('60000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await at('product/select/confirm');
  await page.getByRole('button', { name: 'Confirm offer' }).click();

  await at('start/contact');
  await page.getByLabel('Social Security number', { exact: true }).fill('123456789');
  await page.getByLabel(/Sole ownership/).check();
  await page.getByLabel(/obtain my credit report/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await at('start/hmda');
  for (const question of ['Ethnicity (check one or more)', 'Race (check one or more)', 'Sex']) {
    await page.getByRole('group', { name: question }).getByLabel('I do not wish to provide this information').check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  await at('start/app-summary');
  await expect(heading(page)).toHaveText('Review and submit your application', { timeout: 15_000 });
  await page.getByLabel(/I have read the summary disclosure/).check();
  await page.getByRole('button', { name: 'Accept and submit' }).click();

  await at('income/review');
  await page.getByRole('link', { name: /Payroll account/ }).click();
  await page.getByRole('button', { name: 'Connect' }).click();

  await at('bank/disburse');
  await page.getByRole('button', { name: 'Link my bank' }).click();
  await expect(page.getByRole('radio', { name: /Everyday Checking ending in \d{4}/ })).toBeChecked();
  // A slow read of the application (the status answers first) must not open autopay without the account.
  const applicationRead = new RegExp(`/application/heloc/${uuid}$`);
  await page.route(applicationRead, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await at('bank/autopay');
  // Continue pressed as soon as the page shows: the account the money goes to is already chosen
  // (the disbursement page keeps the application the server answered with).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which account should your monthly payments come from?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await at('bank/confirm');
  await page.unroute(applicationRead);
  await page.getByRole('button', { name: 'Confirm accounts' }).click();

  await at('identity');
  await page.getByLabel(/US Passport/).check();
  await page.getByLabel('Choose a file').setInputFiles(png('passport.png'));
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(heading(page)).toHaveText("We're verifying your ID");

  await at('signing/intro');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 44.98, longitude: -93.27 });
  await page.getByRole('button', { name: 'Review documents' }).click();
  await page.getByRole('dialog', { name: 'Why we need your location' }).getByRole('button', { name: 'Share my location' }).click();
  await at('signing/sign');
  // Each document read through its download link (the viewer's accessible alternative), then accepted.
  const downloads = page.getByRole('link', { name: /^Download .+ \(PDF\)$/ });
  await expect(downloads).toHaveCount(3);
  for (const link of await downloads.all()) {
    const download = page.waitForEvent('download');
    await link.click();
    await download;
  }
  for (const accept of await page.getByLabel(/^I have (read and accept|received) the /).all()) await accept.check();
  await page.getByLabel('Type your full legal name to sign').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Sign documents' }).click();

  await at('notary/intro');
  await page.getByRole('link', { name: 'Start eNotary session' }).click();
  await page.getByRole('button', { name: 'Join session' }).click();
  await page.getByRole('button', { name: 'Sign the deed' }).click();

  await at('complete');
  await expect(heading(page)).toHaveText("You're all signed");
  await page.getByRole('link', { name: 'Upload insurance declaration' }).click();
  await at('insurance/upload');
  await page.getByLabel('Declaration page').setInputFiles(png('declaration.png'));
  await page.getByRole('button', { name: 'Upload' }).click();

  // The right to cancel runs three business days; the sandbox's clock skips them. Funding is then
  // released after a short wait the page polls through; the home then says so.
  await at('complete');
  await expect(page.getByTestId('step-notice')).toHaveText(/^We have your insurance declaration/);
  await expect(page.getByText('We still need your homeowners insurance')).toHaveCount(0);
  await expect(page.getByTestId('rescission-ends')).toBeVisible();
  await page.getByRole('button', { name: 'Move the clock past the right to cancel' }).click();
  await expect(heading(page)).toHaveText('Your line of credit is funded', { timeout: 30_000 });
  await expect(page.getByTestId('application-stage')).toHaveText('Application status: Funded');
});
