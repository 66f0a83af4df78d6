// The application journey against the sandbox server: the status decides the page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

test.use({ reducedMotion: 'reduce' });

/** A borrower registered and with an application, signed in in this page's browser. */
async function borrowerWithApplication(page: Page, request: APIRequestContext, lastName = 'Hopper') {
  const email = uniqueEmail('e2e.app');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email, lastName);
  await signIn(page, token);
  return { uuid, token };
}

test('offers: the summary follows the choices, and choosing one moves the application on', async ({ page, request }) => {
  const { uuid } = await borrowerWithApplication(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
  await expectNoAxeViolations(page, 'offers');

  // The pre-qualified amount, then the lender's starting choice (NORTHSTAR: 15 years, no fee, half the line).
  const line = (await page.getByTestId('prequalified').textContent())!.match(/^You're pre-qualified for up to (\$[\d,]+)$/)![1]!;
  const half = Math.floor(Number(line.replace(/\D/g, '')) / 2 / 1000) * 1000;
  const draw = page.getByLabel('Initial draw');
  await expect(draw).toHaveValue(`$${half.toLocaleString('en-US')}`);
  await expect(page.getByRole('radio', { name: /^15 years/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^No origination fee/ })).toBeChecked();
  await expect(page.getByTestId('offer-fee')).toHaveText('$0');

  const apr = page.getByTestId('offer-apr');
  const payment = page.getByTestId('offer-payment');
  const totalPaid = page.getByTestId('offer-total-paid');
  // Each option shows its cost beside it: the chosen ones say what the summary says.
  const card = (name: RegExp) => page.locator('label').filter({ has: page.getByRole('radio', { name }) });
  await expect(card(/^15 years/)).toContainText(`${await payment.textContent()} a month, ${await totalPaid.textContent()} in total`);
  await card(/^4\.99% of your draw/).click();
  await expect(page.getByTestId('offer-fee')).not.toHaveText('$0');
  await expect(card(/^4\.99% of your draw/)).toContainText(
    `${await page.getByTestId('offer-fee').textContent()} fee, ${await apr.textContent()} APR, ${await payment.textContent()} a month, ${await totalPaid.textContent()} in total`,
  );

  // The draw is money as it is typed; the caret stays beside its digit.
  await draw.fill('');
  await draw.pressSequentially('60000');
  await expect(draw).toHaveValue('$60,000');
  await draw.press('Home');
  await draw.press('ArrowRight');
  await draw.press('ArrowRight');
  await draw.press('5');
  await expect(draw).toHaveValue('$650,000');
  await draw.press('Backspace');
  await expect(draw).toHaveValue('$60,000');
  // Backspace just after a comma takes the digit before it.
  await draw.press('ArrowRight');
  await draw.press('ArrowRight');
  await draw.press('Backspace');
  await expect(draw).toHaveValue('$6,000');

  const withAutopay = await apr.textContent();
  await page.getByLabel(/Pay automatically/).uncheck();
  await expect(apr).not.toHaveText(withAutopay!);
  await page.getByLabel(/Pay automatically/).check();

  await page.getByLabel('Initial draw').fill('50000');
  const smallDraw = await payment.textContent();
  await page.getByLabel('Initial draw').fill('60000');
  await expect(payment).not.toHaveText(smallDraw!);
  await page.getByLabel('Initial draw').fill('1000');
  await expect(page.getByText(/^Enter an amount between/)).toBeVisible();
  // Continue is never disabled: pressed now, it stays on the page and takes the person to the draw.
  await page.getByLabel('Initial draw').blur();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Initial draw')).toBeFocused();
  await expect(page.getByLabel('Initial draw')).toHaveAccessibleDescription(/Enter an amount between/);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await page.getByLabel('Initial draw').fill('60000');

  const dollars = (text: string | null) => Math.round(Number(text!.replace(/[$,]/g, '')));
  const total = dollars(await totalPaid.textContent());

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select/confirm$`));
  await expect(page.getByTestId('confirm-amount')).toHaveText('$60,000');
  expect(dollars(await page.getByTestId('confirm-total-paid').textContent())).toBe(total);
  await page.getByRole('button', { name: 'Confirm offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
});

test('a status set from outside routes the borrower, and a wait is polled until it resolves', async ({ page, request }) => {
  const { uuid, token } = await borrowerWithApplication(page, request, 'Slowpoke');
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  // WAITING_FOR_SOFT_CREDIT resolves to offers after about 8 seconds; the page polls and moves on.
  // (While it waits, the client state machine picks the page: the status table maps no WAITING_ status.)
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });

  const control = await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'CANCELLED' });
  expect(control.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${uuid}$`));
  await expect(page.getByTestId('application-stage')).toHaveText('Application status: Cancelled');
});

test("another borrower's application is not shown, and a page the status moves to keeps only the webchat parameter", async ({
  context,
  request,
}) => {
  await onFreshPage(context, 'another borrower’s application is not shown: the second borrower is sent to the dashboard', async (page) => {
    const { uuid } = await borrowerWithApplication(page, request);
    await signIn(page, await registerViaApi(request, uniqueEmail('e2e.other')));
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/application/heloc/${uuid}`)) answers.push(response.status());
    });
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
    await page.waitForURL(/\/dashboard$/);
    expect(answers).toContain(404);
    expect(answers).not.toContain(200);
  });
  await onFreshPage(context, 'a page the status moves the borrower to keeps only the webchat query parameter', async (page) => {
    const { uuid } = await borrowerWithApplication(page, request);
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR&webchat=1&utm_source=mail`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select\\?webchat=1$`));
  });
});
