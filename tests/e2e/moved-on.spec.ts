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

async function confirmOffer(page: Page, uuid: string, draw: string) {
  await page.getByLabel('Initial draw').fill(draw);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select/confirm$`));
  await page.getByRole('button', { name: 'Confirm offer' }).click();
}

const CONTACT_TITLE = 'A few more details to submit your application';

test('Back to the offers after confirming one: the page says the step is done and leads on', async ({ page, request }) => {
  const { uuid } = await borrower(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await confirmOffer(page, uuid, '60000');
  await expect(heading(page)).toHaveText(CONTACT_TITLE);
  const stage = await page.getByTestId('tracker-summary').textContent();

  // The browser's Back reopens the offers' address (the confirm page gave way to the next step), but not its controls.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expect(heading(page)).toHaveText("You've already finished this step");
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).toBeInViewport();
  // The tracker tells where the application is, not which page the address names.
  await expect(page.getByTestId('tracker-summary')).toHaveText(stage ?? '');
  await expect(page.getByLabel('Initial draw')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(STATUS_SHAPED);
  await page.screenshot({ path: test.info().outputPath('moved-past.png') });

  await page.getByRole('link', { name: 'Go to your next step' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  await expect(heading(page)).toHaveText(CONTACT_TITLE);
  // Forward within the current step stays a working page.
  await page.goBack();
  await page.goForward();
  await expect(heading(page)).toHaveText(CONTACT_TITLE);
});

test('a second tab left on the offers: its confirm is refused, and it lands on the current step saying why', async ({
  page,
  request,
  context,
}) => {
  const { uuid, token } = await borrower(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));

  // The second tab stops re-reading the status after the policy's tries (seven, a second apart).
  const second = await context.newPage();
  let reads = 0;
  second.on('response', (response) => {
    if (response.url().includes(`/${uuid}/status`)) reads += 1;
  });
  await second.goto(`/account/heloc/${uuid}/product/select?org=NORTHSTAR`);
  await expect(second.getByLabel('Initial draw')).toBeVisible();
  await expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(7);

  await page.bringToFront();
  await confirmOffer(page, uuid, '60000');
  await expect(heading(page)).toHaveText(CONTACT_TITLE);

  await second.bringToFront();
  await confirmOffer(second, uuid, '50000');
  await expect(second).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  await expect(heading(second)).toHaveText(CONTACT_TITLE);
  const notice = second.getByTestId('step-moved');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Your application has moved on');
  await expect(notice).toContainText('nothing was changed');
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(second.locator('body')).not.toContainText(STATUS_SHAPED);

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
  for (const title of ['Home Equity Line of Credit Agreement', 'Account-Opening Disclosure']) {
    const viewer = page.getByRole('region', { name: new RegExp(`^${title}, scroll to read`) });
    await expect(viewer.getByRole('img')).toHaveCount(1);
    // Reading means the end is on screen: the box scrolled to its end, and the box itself in view.
    await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await viewer.scrollIntoViewIfNeeded();
    await page.getByLabel(new RegExp(`^I have (read and accept|received) the ${title}$`)).check();
  }
  const booklet = 'What you should know about home equity lines of credit';
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${booklet} (PDF)` }).click();
  await download;
  await page.getByLabel(`I have received the booklet “${booklet}”`).check();
  await page.getByLabel('Type your full legal name to sign').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Sign documents' }).click();

  // No reload, no second press: the next page comes by itself, and soon.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/additional$`), { timeout: 5_000 });
  await expect(heading(page)).toHaveText('Who else owns your home?');
  await expect(page.getByTestId('step-moved')).toHaveCount(0);
});
