// Issue 16, off the happy path: a step the application has moved past never dead-ends. Back to the
// offers after confirming one, a second 'Confirm offer' is refused by the server (409); the app reads
// the application again and takes the borrower to where it is now, saying why. Joint owners who sign
// their documents move on to naming the other owners by themselves.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const STATUS_SHAPED = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;

async function borrower(page: Page, request: APIRequestContext, state?: object) {
  const email = uniqueEmail('e2e.moved');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  if (state) expect((await sandboxControl(request, token, uuid, 'state', state)).status()).toBe(200);
  await signIn(page, token);
  return { uuid, token };
}

test('Back to the offers after confirming one: a second confirm lands on the current step and says why', async ({ page, request }) => {
  const { uuid, token } = await borrower(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await page.getByLabel('Initial draw').fill('60000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  const contactTitle = 'A few more details to submit your application';
  await expect(heading(page)).toHaveText(contactTitle);

  // The browser's Back reopens the offers; the borrower changes the draw and confirms again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await page.getByLabel('Initial draw').fill('50000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select/confirm$`));
  await page.getByRole('button', { name: 'Confirm offer' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  await expect(heading(page)).toHaveText(contactTitle);
  const notice = page.getByTestId('step-moved');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Your application has moved on');
  await expect(notice).toContainText('nothing was changed');
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(page.locator('body')).not.toContainText(STATUS_SHAPED);
  await page.screenshot({ path: test.info().outputPath('moved-on.png') });

  // Nothing was changed: the first offer stands.
  const application = await request.get(`/service-application/api/v1/application/heloc/${uuid}`, { headers: { authorization: token } });
  expect((await application.json()).amount).toBe(60000);
});

test('joint owners: signing the documents moves on to naming the other owners by itself', async ({ page, request }) => {
  const { uuid } = await borrower(page, request, {
    checklistStatus: 'NOTE_SIGNING',
    amount: 60000,
    term: 10,
    rate: 0.0845,
    originationFee: 0.02,
    disburseAccount: { mask: '6789' },
    property: { ownership: 'JOINT' },
  });
  await page.goto(`/account/heloc/${uuid}/signing/sign?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Read and sign your documents');
  for (const title of ['Home Equity Line of Credit Agreement', 'Closing Disclosure']) {
    const viewer = page.getByRole('region', { name: new RegExp(`^${title}, scroll to read`) });
    await expect(viewer.getByRole('img')).toHaveCount(1);
    await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.getByLabel(`I have read and accept the ${title}`).check();
  }
  const booklet = 'What you should know about home equity lines of credit';
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${booklet} (PDF)` }).click();
  await download;
  await page.getByLabel(`I have read and accept the ${booklet}`).check();
  await page.getByLabel('Type your full legal name to sign').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Sign documents' }).click();

  // No reload, no second press: the next page comes by itself, and soon.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/additional$`), { timeout: 5_000 });
  await expect(heading(page)).toHaveText('Who else owns your home?');
  await expect(page.getByTestId('step-moved')).toHaveCount(0);
});
