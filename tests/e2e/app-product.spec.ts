// The product pages and the application area's chrome: offers, the confirm step, the credit-union
// discount, asset depletion, the requalified offer, the offer panel, the progress tracker and the
// application home's words.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { amortisedPaymentCents, centsOf, hundredthsOfPercent, shareCents } from './support/exact-money';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

test.use({ reducedMotion: 'reduce' });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function borrower(page: Page, request: APIRequestContext, lastName = 'Hopper') {
  const email = uniqueEmail('e2e.product');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email, lastName);
  await signIn(page, token);
  return { uuid, token };
}

/** The credit-union lender lends in Maryland, not California: its own application. */
async function creditUnionBorrower(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('e2e.cu');
  const token = await registerViaApi(request, email, 'HARBOR_CU');
  const created = await request.post('/service-application/api/v3/application/helocs', {
    headers: { authorization: token },
    data: {
      profileRequest: { name: { firstName: 'Grace', lastName: 'Hopper' }, email, dob: '1980-04-12' },
      propertyRequest: { address: { street1: '7 Harbor View', city: 'Annapolis', state: 'MD', zip: '21401' }, occupancyType: 'HOME' },
      income: { incomePrimary: 145000 },
      employmentType: 'FULL_TIME',
      propertyListedForSale: false,
      consentRequests: [{ type: 'SOFT_CREDIT', version: '2026-01' }],
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signIn(page, token);
  return { uuid: (await created.json()).uuid as string };
}

const setState = async (request: APIRequestContext, token: string, uuid: string, data: object) =>
  expect((await sandboxControl(request, token, uuid, 'state', data)).status()).toBe(200);

/** The offer panel's figures: beside the page on large screens, behind its summary on phones. */
async function openOfferPanel(page: Page) {
  if (isPhone(page)) await page.getByTestId('offer-panel-phone').locator('summary').click();
  return (id: string) => page.getByTestId(`panel-${id}`).locator('visible=true');
}

async function expectTrackerAt(page: Page, label: string, step: number) {
  const tracker = page.getByRole('navigation', { name: 'Application progress' });
  if (isPhone(page)) await expect(tracker.getByTestId('tracker-summary')).toHaveText(`Step ${step} of 9: ${label}`);
  else await expect(tracker.locator('li[aria-current="step"]')).toContainText(label);
}

test('offers, then the confirm step, then contact: the side panel and tracker follow the chosen offer @phone', async ({
  page,
  request,
}) => {
  const { uuid } = await borrower(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expectTrackerAt(page, 'Select Offer', 2);
  // No offer is chosen yet: no panel.
  await expect(page.getByTestId('offer-panel-phone')).toHaveCount(0);

  await page.getByLabel('Initial draw').fill('60000');
  await page.getByRole('radio', { name: /^10 years/ }).check();
  await page.getByRole('radio', { name: /^4\.99% of your draw/ }).check();
  const apr = (await page.getByTestId('offer-apr').textContent())!;
  const payment = (await page.getByTestId('offer-payment').textContent())!;
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select/confirm$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your offer');
  await expect(page.getByTestId('confirm-amount')).toHaveText('$60,000');
  await expect(page.getByTestId('confirm-term')).toHaveText('10 years');
  await expect(page.getByTestId('confirm-apr')).toHaveText(apr);
  await expect(page.getByTestId('confirm-payment')).toHaveText(payment);
  await expect(page.getByTestId('confirm-fee')).toContainText('(4.99%)');
  await expect(page.getByTestId('cost-RECORDING_TAX')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expectTrackerAt(page, 'Select Offer', 2);
  await expectNoAxeViolations(page, 'offer confirm');

  // Changing the offer keeps the pick; nothing was saved yet.
  await page.getByRole('link', { name: 'Change offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expect(page.getByLabel('Initial draw')).toHaveValue('$60,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm offer' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  await expectTrackerAt(page, 'Provide More Info', 3);
  const panel = await openOfferPanel(page);
  await expect(panel('apr')).toHaveText(apr);
  await expect(panel('amount')).toHaveText('$60,000');
  await expect(panel('payment')).toHaveText(payment);
  await expect(panel('term')).toHaveText('10 years');
  // The APR's tooltip shows on keyboard focus and hides with Escape. The page may still move focus
  // to its heading just after it is drawn (taking the tooltip's trigger out of focus): focus again then.
  const aprHelp = page.getByRole('button', { name: 'More about APR' }).locator('visible=true');
  await expect(async () => {
    await aprHelp.focus();
    await expect(page.getByRole('tooltip').locator('visible=true')).toContainText('Annual percentage rate', { timeout: 1_000 });
  }).toPass();
  await expectNoAxeViolations(page, 'contact with the offer panel');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip').locator('visible=true')).toHaveCount(0);
});

test('the confirm step without a pick, and the reduced offers: asset depletion and CLTV requalification', async ({ context, request }) => {
  await onFreshPage(context, 'the confirm step without a pick goes back to the offers', async (page) => {
    const { uuid } = await borrower(page, request);
    await page.goto(`/account/heloc/${uuid}/product/select/confirm?org=NORTHSTAR`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
  });
  await onFreshPage(context, 'asset depletion: continuing with the limited offer opens the offers', async (page) => {
    const { uuid } = await borrower(page, request, 'Lowdti');
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
    const limited = (await page.getByTestId('assets-limited').textContent())!.replace('Up to ', '');
    await page.getByRole('button', { name: `Continue with up to ${limited}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
    await expect(page.getByText(`Between $15,000 and ${limited}`)).toBeVisible();
  });
  await onFreshPage(context, 'CLTV requalification: the smaller offer is accepted as it stands', async (page) => {
    const { uuid, token } = await borrower(page, request);
    await setState(request, token, uuid, { checklistStatus: 'CLTV_REQUALIFY' });
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/prequal-winback$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You still qualify for a line of credit');
    await expectNoAxeViolations(page, 'winback');
    const amount = (await page.getByTestId('winback-amount').textContent())!;
    const apr = (await page.getByTestId('winback-apr').textContent())!;

    await page.getByRole('button', { name: 'Accept this offer' }).click();
    await expect(page).not.toHaveURL(/prequal-winback/);
    await expectTrackerAt(page, 'Provide More Info', 3);
    const panel = await openOfferPanel(page);
    await expect(panel('amount')).toHaveText(amount);
    await expect(panel('apr')).toHaveText(apr);
  });
});

test('the credit-union lender’s borrower chooses which discount applies, in one question', async ({ page, request }) => {
  const { uuid } = await creditUnionBorrower(page, request);
  await page.goto(`/account/heloc/${uuid}?org=HARBOR_CU`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  // The lender's own words for the pre-qualified moment (its copy override), and its starting choice:
  // 10 years and a $50,000 draw (its lender data).
  await expect(page.getByTestId('prequalified')).toHaveText(/^You're pre-qualified for a Harbor Home Equity Line of up to \$[\d,]+$/);
  await expect(page.getByRole('radio', { name: /^10 years/ })).toBeChecked();
  await expect(page.getByLabel('Initial draw')).toHaveValue('$50,000');
  // Autopay is one of the discounts, not a tick box beside them.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  const choice = page.getByRole('group', { name: 'Which rate discount would you like?' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expect(choice.getByRole('radio', { name: /^Autopay discount Pay automatically from your bank account/ })).toBeChecked();
  await choice.getByRole('radio', { name: /Credit union member discount/ }).check();
  await expectNoAxeViolations(page, 'offers with two discounts');
  const apr = (await page.getByTestId('offer-apr').textContent())!;

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('confirm-discount')).toHaveText('Credit union member discount');
  await expect(page.getByTestId('confirm-apr')).toHaveText(apr);
  await expect(page.getByText('You pay each month')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm offer' }).click();
  await expect(page).not.toHaveURL(/product\/select/);
  const panel = await openOfferPanel(page);
  await expect(panel('apr')).toHaveText(apr);
});

test('asset depletion: verifying assets raises the offers', async ({ page, request }) => {
  const { uuid } = await borrower(page, request, 'Lowdti');
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/assets$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Want to qualify for more?');
  await expectTrackerAt(page, 'Select Offer', 2);
  await expectNoAxeViolations(page, 'assets');
  const verified = (await page.getByTestId('assets-verified').textContent())!.replace('Up to ', '');

  await page.getByRole('button', { name: 'Verify my assets' }).click();
  // WAITING_FOR_ASSET_VERIFICATION is polled until the revised offers are ready.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 15_000 });
  await expect(page.getByText(`Between $15,000 and ${verified}`)).toBeVisible();
});

test('the application home in words: funded and cancelled end pages @phone-only', async ({ page, request }) => {
  const { uuid, token } = await borrower(page, request);
  await setState(request, token, uuid, { checklistStatus: 'COMPLETE', amount: 50000, term: 10, rate: 0.0899, originationFee: 0 });
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your line of credit is funded');
  await expect(page.getByText('Your initial draw of $50,000 is on its way')).toBeVisible();
  // Later draws as the lender's terms and contact data say: the site has no draw of its own.
  const draws = page.getByRole('listitem').filter({ hasText: 'During your 10-year draw period you can draw again' });
  await expect(draws).toHaveText(
    'During your 10-year draw period you can draw again as you pay down your balance. To make a draw, call us at (800) 555-0142 or email support@northstar.example.',
  );
  await expect(draws.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
  await expect(page.getByTestId('application-stage')).toHaveText('Application status: Funded');
  const tracker = page.getByRole('navigation', { name: 'Application progress' });
  if (isPhone(page)) await expect(tracker.getByTestId('tracker-summary')).toHaveText('All steps complete');
  else await expect(tracker.locator('li[aria-current="step"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'funded');

  await setState(request, token, uuid, { checklistStatus: 'CANCELLED' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This application was cancelled');
  await expect(page.getByRole('link', { name: 'Start a new application' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Application progress' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'cancelled');
});

// Reg Z: the APR of an open-end line is its rate of interest, and the footer and early disclosure say
// it does not include other costs. Read as a borrower reads the page: each fee option's APR is the
// rate its monthly payment is charged at on the draw plus the fee (worked out exactly here), so the
// fee is in what is repaid and never in the APR; a larger fee never shows a higher APR, and the
// words beside the options say so.
test('offers: the APR is the rate of interest alone, and a fee goes into what the payments repay, never into the APR', async ({
  page,
  request,
}) => {
  const { uuid } = await borrower(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await page.getByLabel('Initial draw').fill('50000');
  await page.getByRole('radio', { name: /^15 years/ }).check();

  const fees = page.getByRole('group', { name: 'Origination fee' }).getByRole('radio');
  await expect(fees).toHaveCount(3);
  const seen: Array<{ fee: bigint; apr: bigint }> = [];
  for (const option of await fees.all()) {
    await option.check();
    const label = (await option.evaluate((input) => input.closest('label')!.textContent))!;
    const fee = label.startsWith('No origination fee') ? 0n : hundredthsOfPercent(/^([\d.]+%)/.exec(label)![1]!);
    const apr = (await page.getByTestId('offer-apr').textContent())!;
    const payment = (await page.getByTestId('offer-payment').textContent())!;
    const draw = centsOf('$50,000');
    // The payment repays the draw and the fee at the APR shown: the APR carries no fee of its own.
    expect(centsOf(payment), `${label}: ${payment} at ${apr}`).toBe(
      amortisedPaymentCents(draw + shareCents(draw, fee), hundredthsOfPercent(apr), 15 * 12),
    );
    await expect(page.getByTestId('offer-fee')).toHaveText(`$${((draw * fee) / 10_000n / 100n).toLocaleString('en-US')}`);
    // The option's own description gives the same APR as the summary.
    expect(label).toContain(`${apr} APR`);
    seen.push({ fee, apr: hundredthsOfPercent(apr) });
  }
  const byFee = seen.sort((a, b) => Number(a.fee - b.fee));
  for (let i = 1; i < byFee.length; i++) expect(byFee[i]!.apr).toBeLessThan(byFee[i - 1]!.apr);
  await expect(page.getByTestId('fee-hint')).toHaveText(
    'A higher origination fee buys a lower rate. The APR is your rate of interest alone: it does not include the origination fee or other costs. The origination fee is added to your balance and repaid with your monthly payments: you receive your whole draw.',
  );
});

// One treatment of the origination fee (docs/compliance.md, 'The origination fee'): the borrower
// receives the whole draw and the fee is added to the balance the payments repay. Read on every page
// that speaks of it, for an $80,000 draw with the 2.50% fee: $2,000 added, a balance of $82,000.
test('the origination fee is said one way on every page: the whole draw is paid, and the fee is added to the balance', async ({
  page,
  request,
}) => {
  const { uuid, token } = await borrower(page, request);
  const financed = 'The origination fee is added to your balance and repaid with your monthly payments: you receive your whole draw.';
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await page.getByLabel('Initial draw').fill('80000');
  await page.getByRole('radio', { name: /^15 years/ }).check();
  await page.getByRole('radio', { name: /^2\.50% of your draw/ }).check();
  await expect(page.getByTestId('offer-fee')).toHaveText('$2,000');
  await expect(page.getByTestId('fee-hint')).toContainText(financed);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your offer');
  await expect(page.getByText('Starting balance (draw plus fee)')).toBeVisible();
  await expect(page.getByTestId('confirm-balance')).toHaveText('$82,000.00');
  await expect(page.getByTestId('confirm-fee-financed')).toHaveText(financed);
  await page.getByRole('button', { name: 'Confirm offer' }).click();

  // The early disclosure, shown again before the hard credit pull, says the same of every draw.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  await expect(page.getByRole('region', { name: 'Important terms of our home equity line of credit' })).toContainText(
    'Origination fee: up to 4.99% of each draw, added to your balance when the draw is funded and repaid with your monthly payments: you receive the whole draw.',
  );
  await expect(page.getByText(/taken from the draw/)).toHaveCount(0);

  await setState(request, token, uuid, { checklistStatus: 'APP_SUBMISSION' });
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review and submit your application', { timeout: 15_000 });
  await expect(page.getByTestId('summary-amount')).toHaveText('$80,000');
  await expect(
    page.getByText(
      'The origination fee of $2,000.00 is added to your balance and repaid with your monthly payments: you receive the whole draw, and your balance starts at $82,000.00.',
    ),
  ).toBeVisible();

  await setState(request, token, uuid, { checklistStatus: 'COMPLETE' });
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your line of credit is funded');
  await expect(page.getByText('Congratulations! Your initial draw of $80,000 is on its way to your bank account.')).toBeVisible();
  await expect(page.getByTestId('funded-balance')).toHaveText(
    'Your balance starts at $82,000.00: your draw of $80,000 plus the $2,000.00 origination fee, which is repaid with your monthly payments.',
  );
});
