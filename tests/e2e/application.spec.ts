// The application journey against the sandbox server: the status decides the page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const PASSWORD = 'Harbor!Lights2026';

test.use({ reducedMotion: 'reduce' });

/** A borrower registered and with an application, signed in in this page's browser. */
async function borrowerWithApplication(page: Page, request: APIRequestContext, lastName = 'Hopper') {
  const email = `e2e.app.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/identity/api/v1/registration/register?organization=NORTHSTAR', {
    data: { email, password: PASSWORD, phoneNumber: '4155550123' },
  });
  const token = registered.headers()['authorization']!;
  const created = await request.post('/service-application/api/v3/application/helocs', {
    headers: { authorization: token },
    data: {
      profileRequest: { name: { firstName: 'Grace', lastName }, email, dob: '1980-04-12' },
      propertyRequest: { address: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' }, occupancyType: 'HOME' },
      income: { incomePrimary: 145000 },
      employmentType: 'FULL_TIME',
      propertyListedForSale: false,
      consentRequests: [{ type: 'SOFT_CREDIT', version: '2026-01' }],
      publish: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.addInitScript((jwt) => localStorage.setItem('heloc.jwt', jwt), token);
  return { uuid: (await created.json()).uuid as string, token };
}

test('offers: the summary follows the choices, and choosing one moves the application on', async ({ page, request }) => {
  const { uuid } = await borrowerWithApplication(page, request);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
  await expectNoAxeViolations(page, 'offers');

  const apr = page.getByTestId('offer-apr');
  const payment = page.getByTestId('offer-payment');
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
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Initial draw').fill('60000');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}$`));
  await expect(page.getByTestId('checklist-status')).toHaveText('COLLECT_ADDITIONAL_INFO');
});

test('a status set from outside routes the borrower, and a wait is polled until it resolves', async ({ page, request }) => {
  const { uuid } = await borrowerWithApplication(page, request, 'Slowpoke');
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  // WAITING_FOR_SOFT_CREDIT resolves to offers after about 8 seconds; the page polls and moves on.
  await expect(page.getByTestId('checklist-status')).toHaveText('WAITING_FOR_SOFT_CREDIT');
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 20_000 });

  const control = await request.post(`/sandbox/api/v1/applications/${uuid}/state`, { data: { checklistStatus: 'CREDIT_NO_MATCH' } });
  expect(control.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${uuid}$`));
  await expect(page.getByTestId('checklist-status')).toHaveText('CREDIT_NO_MATCH');
});

test('another borrower’s application is not shown', async ({ page, request }) => {
  const { uuid } = await borrowerWithApplication(page, request);
  const other = await request.post('/identity/api/v1/registration/register?organization=NORTHSTAR', {
    data: { email: `e2e.other.${Date.now()}@example.com`, password: PASSWORD, phoneNumber: '4155550123' },
  });
  await page.addInitScript((jwt) => localStorage.setItem('heloc.jwt', jwt), other.headers()['authorization']!);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page.getByRole('alert')).toContainText("We couldn't find this application.");
});
