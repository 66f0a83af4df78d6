// Outcome, review and waiting pages: the ones no status names stay open within their section, and
// the review pages' answers move the application on to offers.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { headingsSeen, recordHeadings } from './support/headings-seen';
import { borrowerOf } from './support/lender-borrower';
import { expectLenderSite, lenderNamed } from './support/lender-site';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

test.use({ reducedMotion: 'reduce' });

async function borrowerWithApplication(page: Page, request: APIRequestContext, lastName = 'Hopper') {
  const email = uniqueEmail('e2e.outcomes');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email, lastName);
  await signIn(page, token);
  return { uuid, token };
}

const setState = async (request: APIRequestContext, token: string, uuid: string, state: object) =>
  expect((await sandboxControl(request, token, uuid, 'state', state)).status()).toBe(200);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const open = (page: Page, uuid: string, path = '') => page.goto(`/account/heloc/${uuid}${path}?org=NORTHSTAR`);

// Which page each status opens, with its words, is status-routes.spec.ts's table; axe on each page
// is the accessibility suite's. Here: the pages no status names, and what the review pages' answers do.
test('pages no status names stay open within their section', async ({ page, request }) => {
  const { uuid, token } = await borrowerWithApplication(page, request);
  const visits = [
    { status: 'DELINQUENCY_REVIEW', path: 'review-app/uw', title: 'Your application is being reviewed' },
    { status: 'DELINQUENCY_REVIEW', path: 'review-app/incorrect-ownership', title: 'We need to check who owns your home' },
    { status: 'DELINQUENCY_REVIEW', path: 'review-app/datatree', title: 'Sorry, looks like we have hit a snag!' },
    { status: 'BPO_PROCESSING', path: 'bpo/waiting', title: 'Your valuation is ordered' },
  ];
  for (const { status, path, title } of visits) {
    await setState(request, token, uuid, { checklistStatus: status });
    await open(page, uuid, `/${path}`);
    await expect(h1(page)).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/${path}\\?org=NORTHSTAR$`));
  }
});

test('credit/social: a full SSN runs the pull again and opens the offers', async ({ page, request }) => {
  const { uuid } = await borrowerWithApplication(page, request, 'Nomatch');
  await open(page, uuid);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/credit/social$`));
  const ssn = page.getByLabel('Social Security number', { exact: true });
  await expect(ssn).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show Social Security number' }).click();
  await expect(ssn).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide Social Security number' })).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(ssn).toHaveAccessibleDescription(/Please enter your Social Security number/);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await ssn.fill('666123456');
  await expect(ssn).toHaveValue('666-12-3456');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(ssn).toHaveAccessibleDescription(/Please enter a valid Social Security number/);
  await expectNoAxeViolations(page, 'credit/social with an error');

  await ssn.fill('123456789');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });
  await expect(h1(page)).toHaveText('Choose your offer');
});

test("the decline's one heading, and lifting the freeze opens the offers", async ({ context, request }) => {
  await onFreshPage(context, 'error/decline: its heading is the first the page shows, and the only one', async (page) => {
    // Opened at the application's home, as after registration or from the dashboard: on the way to
    // the status's page no other heading shows (the home's own said 'We couldn't approve your
    // application', then the page 'We can't approve your application right now').
    // On a partner lender's site, on a phone (issue 36).
    const harbor = lenderNamed('HARBOR_CU');
    const { uuid, token } = await borrowerOf(harbor, request, 'Declined');
    await signIn(page, token);
    await page.setViewportSize({ width: 390, height: 844 });
    await recordHeadings(page);
    await page.goto(`/account/heloc/${uuid}?org=${harbor.orgCode}`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/error/decline$`));
    await expect(page.getByTestId('adverse-action-notice')).toBeVisible();
    expect(await headingsSeen(page)).toEqual(["We can't approve your application right now"]);
    await expectLenderSite(page, harbor, 'the decline');
    await expectNoAxeViolations(page, 'the decline on a phone');
  });
  await onFreshPage(context, 'credit/error: after lifting the freeze, trying again opens the offers', async (page) => {
    const { uuid } = await borrowerWithApplication(page, request, 'Frozen');
    await recordHeadings(page);
    await open(page, uuid);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/credit/error$`));
    await expect(h1(page)).toHaveText('Your credit report is frozen or locked');
    expect(await headingsSeen(page)).toEqual(['Your credit report is frozen or locked']);
    await expect(page.getByRole('link', { name: 'experian.com' })).toHaveAttribute('href', /experian\.com/);
    await page.getByRole('button', { name: 'Try again' }).click();
    const confirm = page.getByLabel('I have lifted the freeze or lock on my credit report');
    await expect(confirm).toHaveAccessibleDescription('Please confirm you have lifted the freeze or lock');
    await expectNoAxeViolations(page, 'credit/error with an error');
    await confirm.check();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });
  });
  await onFreshPage(context, 'review-app/incorrect-pin: lifting the freeze yourself instead also opens the offers', async (page) => {
    const { uuid, token } = await borrowerWithApplication(page, request, 'Frozen');
    await setState(request, token, uuid, { status: { creditFrozenWithPin: true, creditIncorrectPin: true } });
    await open(page, uuid);
    await page.getByRole('button', { name: "I've lifted the freeze" }).click();
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });
  });
});

test('review-app/incorrect-pin: the PIN again runs the pull again; a refused one keeps the page', async ({ page, request }) => {
  const { uuid, token } = await borrowerWithApplication(page, request, 'Frozen');
  await setState(request, token, uuid, { status: { creditFrozenWithPin: true, creditIncorrectPin: true } });
  await open(page, uuid);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/review-app/incorrect-pin$`));
  const pin = page.getByLabel('Freeze PIN');
  await expect(pin).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(pin).toHaveAccessibleDescription(/Please enter your PIN/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link', { name: 'Freeze PIN: Please enter your PIN' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await pin.fill('12a');
  await expect(pin).toHaveAccessibleDescription(/Your PIN is 4 to 10 digits/);
  await expectNoAxeViolations(page, 'review-app/incorrect-pin with an error');
  // The sandbox's bureau refuses a PIN of zeros again: the page stays and says so.
  await pin.fill('0000-00');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveText("The credit bureau didn't accept this PIN. Please check it and try again.");
  await expect(page).toHaveURL(new RegExp(`/${uuid}/review-app/incorrect-pin$`));
  // Lifting it yourself stays on offer, with the bureaus' pages.
  await expect(page.getByRole('heading', { name: 'Or lift the freeze yourself' })).toBeVisible();
  await expect(page.getByRole('button', { name: "I've lifted the freeze" })).toBeVisible();
  await pin.fill('4829 13');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });
  await expect(h1(page)).toHaveText('Choose your offer');
});

test('review-app/property: a corrected address opens the offers', async ({ page, request }) => {
  const { uuid } = await borrowerWithApplication(page, request, 'Noproperty');
  await open(page, uuid);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/review-app/property$`));
  const street = page.getByLabel('Street address');
  await expect(street).toHaveValue('42 Lighthouse Lane');
  await street.fill('Lighthouse');
  await page.getByLabel('ZIP code').fill('958');
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(street).toHaveAccessibleDescription('Please enter a valid property address');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('Please enter a valid zipcode');
  await expectNoAxeViolations(page, 'review-app/property with errors');

  // The state as people write it, and a ZIP code of another state named as such (as at registration).
  await street.fill('17 Harbor View Road');
  await page.getByLabel('Apartment, unit or suite (optional)').fill('Unit 4');
  await page.getByLabel('State').fill('California');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(/This ZIP code is not in the state entered/);
  await page.getByLabel('ZIP code').fill('95816');
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });
  await expect(h1(page)).toHaveText('Choose your offer');
});

test('valuation: an estimate, then the order with its fee, then the offers', async ({ page, request }) => {
  const { uuid, token } = await borrowerWithApplication(page, request);
  await setState(request, token, uuid, { checklistStatus: 'NO_AVM' });
  await open(page, uuid);
  const estimate = page.getByLabel('Estimated home value');
  await estimate.fill('9,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(estimate).toHaveAccessibleDescription(/Must be at least \$10,000/);
  await estimate.fill('$640,000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bpo/order-bpo$`));
  await expect(page.getByTestId('valuation-fee')).toHaveText('$180');
  await page.getByRole('button', { name: 'Order valuation' }).click();
  const agree = page.getByLabel('I agree to order a broker price opinion for a fee of $180');
  await expect(agree).toHaveAccessibleDescription('Please agree to order the valuation');
  await expectNoAxeViolations(page, 'bpo/order-bpo with an error');
  await agree.check();
  await page.getByRole('button', { name: 'Order valuation' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bpo/waiting$`));
  // The page after ordering (bpo/waiting or bpo/hold) depends on when the new status arrives.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });
});

test('bpo/condition: in Texas the condition and the fee order the valuation', async ({ page, request }) => {
  const { uuid, token } = await borrowerWithApplication(page, request);
  await setState(request, token, uuid, {
    checklistStatus: 'BPO_ORDER_REQUEST',
    status: { bpo: 'BPO_REQUIRED' },
    property: { state: 'TX' },
  });
  await open(page, uuid);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bpo/condition$`));
  await page.getByRole('button', { name: 'Order valuation' }).click();
  await expect(page.getByRole('group', { name: 'Condition of your home' })).toHaveAccessibleDescription(
    "Please choose your home's condition",
  );
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page, 'bpo/condition with errors');
  await page.getByRole('radio', { name: /Good/ }).check();
  await page.getByLabel('I agree to order a broker price opinion for a fee of $180').check();
  await page.getByRole('button', { name: 'Order valuation' }).click();
  // The page after ordering (bpo/waiting or bpo/hold) depends on when the new status arrives.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });
});
