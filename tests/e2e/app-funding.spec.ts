// Funding pages against the sandbox server: bank accounts (linked and typed in), liens and the
// insurance declaration page. Each test puts the application at its step with the sandbox control.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatNotaryDay } from '../../src/engine/closing/notary-schedule';
import { expectNoAxeViolations } from './support/axe';
import {
  createApplicationViaApi,
  INSURANCE_DUE,
  OFFER_TAKEN,
  registerViaApi,
  sandboxControl,
  signIn,
  uniqueEmail,
} from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

/** A signed-in borrower whose application the sandbox control has set to `state`. */
async function borrowerAt(page: Page, request: APIRequestContext, state: Record<string, unknown>) {
  const email = uniqueEmail('e2e.funding');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  const control = await sandboxControl(request, token, uuid, 'state', state);
  expect(control.status()).toBe(200);
  await signIn(page, token);
  const status = async () =>
    (await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { authorization: token } })).json())
      .checklistStatus as string;
  return { uuid, token, status };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('bank: links a bank, picks the accounts, sets autopay, confirms, and the application moves on', async ({ page, request }) => {
  const { uuid, status } = await borrowerAt(page, request, { checklistStatus: 'DISBURSEMENT_ACCOUNT', payType: 'AUTOPAY' });
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/disburse$`));
  await expect(heading(page)).toHaveText('Where should we send your money?');
  // The bank pages are their own step, after the income step (which said 'Link Income Sources' here).
  const tracker = page.getByRole('navigation', { name: 'Application progress' });
  await expect(tracker.locator('li[aria-current="step"]')).toHaveText(/^5Choose Bank Accounts/);
  await expect(
    page.locator('#main').getByText(/Your data is protected with 256-bit encryption and .+ never sees or stores your credentials/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'bank/disburse');

  await page.getByRole('button', { name: 'Link my bank' }).click();
  const savings = page.getByRole('radio', { name: /High Yield Savings ending in \d{4}/ });
  await expect(savings).toBeVisible();
  await expect(page.getByRole('radio', { name: /Everyday Checking ending in \d{4}/ })).toBeChecked();
  await expectNoAxeViolations(page, 'bank/disburse linked');
  const savingsName = (await savings.getAttribute('aria-label')) ?? (await page.locator('label', { has: savings }).innerText());
  const savingsMask = /ending in (\d{4})/.exec(savingsName)![1]!;
  await savings.check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/autopay$`));
  expect(await status()).toBe('VERIFIED_AUTOPAY');
  await expect(heading(page)).toHaveText('Which account should your monthly payments come from?');
  await expect(page.getByRole('radio', { name: /The account your money goes to/ })).toBeChecked();
  await expectNoAxeViolations(page, 'bank/autopay');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/confirm$`));
  await expect(heading(page)).toHaveText('Confirm your bank accounts');
  // Both accounts are the savings account, shown by its last four digits only.
  await expect(page.getByText(`High Yield Savings ending in ${savingsMask}`)).toHaveCount(2);
  await expectNoAxeViolations(page, 'bank/confirm');
  await page.getByRole('button', { name: 'Confirm accounts' }).click();
  await expect(page).not.toHaveURL(/\/bank\//);
  expect(await status()).toBe('IDENTITY_VERIFICATION');
});

test('bank: typing an account in shows each validation message, then the typed account is confirmed', async ({ page, request }) => {
  const { uuid, status } = await borrowerAt(page, request, { checklistStatus: 'DISBURSEMENT_ACCOUNT', payType: 'MANUAL' });
  await page.goto(`/account/heloc/${uuid}/bank/disburse?org=NORTHSTAR`);
  await page.getByRole('link', { name: 'Enter account details instead' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/manual-disburse$`));
  await expect(heading(page)).toHaveText('Enter your account details');
  await expectNoAxeViolations(page, 'bank/manual-disburse');

  const routing = page.getByLabel('Routing number');
  const account = page.getByLabel('Account number', { exact: true });
  const confirmAccount = page.getByLabel('Confirm account number');
  const submit = page.getByRole('button', { name: 'Continue' });
  await submit.click();
  await expect(routing).toHaveAccessibleDescription(/Please enter your routing number/);
  await expect(account).toHaveAccessibleDescription(/Please enter your account number$/);
  await expect(confirmAccount).toHaveAccessibleDescription('Please enter your account number again');
  await expect(page.getByRole('group', { name: 'Account type' })).toHaveAccessibleDescription('Required');
  await expectNoAxeViolations(page, 'bank/manual-disburse errors');

  await routing.fill('12345678');
  await expect(routing).toHaveAccessibleDescription(/A routing number has 9 digits/);
  // Nine digits whose ABA checksum fails.
  await routing.fill('123456789');
  await expect(routing).toHaveAccessibleDescription(/Please enter a valid routing number/);
  await account.fill('123');
  await expect(account).toHaveAccessibleDescription(/An account number has 4 to 17 digits/);
  await account.fill('000123456789');
  await confirmAccount.fill('000123456788');
  await expect(confirmAccount).toHaveAccessibleDescription("Account numbers don't match");

  await routing.fill('123456780');
  await confirmAccount.fill('000123456789');
  await page.getByRole('radio', { name: 'Checking' }).check();
  await expect(page.getByText(/Please enter|don't match|has 9 digits|Required/)).toHaveCount(0);
  await submit.click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/confirm$`));
  await expect(page.getByText('Checking ending in 6789')).toBeVisible();
  await expect(page.getByText('000123456789')).toHaveCount(0);
  await expect(page.getByText('You chose to pay each month yourself.')).toBeVisible();
  await expectNoAxeViolations(page, 'bank/confirm typed');
  expect(await status()).toBe('DISBURSEMENT_ACCOUNT');
  await page.getByRole('button', { name: 'Confirm accounts' }).click();
  await expect(page).not.toHaveURL(/\/bank\//);
  expect(await status()).toBe('IDENTITY_VERIFICATION');
});

test('liens: every loan needs an answer, payoffs must fit the line, and confirming opens the offers', async ({ page, request }) => {
  const liabilities = [
    {
      uuid: '11111111-1111-4111-8111-111111111111',
      creditorName: 'First Harbor Mortgage',
      lienType: 'MORTGAGE',
      monetaryBalance: 450000,
      monetaryCalculatedNextPaymentMinimumAmount: 2844.31,
    },
    {
      uuid: '22222222-2222-4222-8222-222222222222',
      creditorName: 'Old Equity Line',
      lienType: 'HELOC',
      monetaryBalance: 18500,
      monetaryCalculatedNextPaymentMinimumAmount: 210,
    },
  ];
  const { uuid, status } = await borrowerAt(page, request, { checklistStatus: 'LIEN_VERIFICATION', liabilities });
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/liens$`));
  await expect(heading(page)).toHaveText('Review the loans on your property');
  await expect(page.getByText('$450,000.00')).toBeVisible();
  await expectNoAxeViolations(page, 'liens');

  await page.getByRole('button', { name: 'Confirm liens' }).click();
  const questions = page.getByRole('group', { name: 'What should happen to this loan?' });
  await expect(questions).toHaveCount(2);
  for (const question of await questions.all()) await expect(question).toHaveAccessibleDescription('Required');
  await expect(page.getByLabel('I confirm there are no other loans or liens on this property')).toHaveAccessibleDescription(
    'Please confirm there are no other loans or liens on your property',
  );
  await expectNoAxeViolations(page, 'liens errors');

  const first = page.getByRole('region', { name: 'First Harbor Mortgage' });
  const second = page.getByRole('region', { name: 'Old Equity Line' });
  await first.getByRole('radio', { name: /Pay it off with my line/ }).check();
  await second.getByRole('radio', { name: /Pay it off with my line/ }).check();
  await expect(page.getByText('The loans marked for payoff add up to more than your line can pay off')).toBeVisible();
  await first.getByRole('radio', { name: /Keep it/ }).check();
  await expect(page.getByText(/To pay off from your line: \$18,500\.00 of up to/)).toBeVisible();
  await page.getByLabel('I confirm there are no other loans or liens on this property').check();
  await page.getByRole('button', { name: 'Confirm liens' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  expect(await status()).toBe('OFFER_SELECTION');
});

test('insurance: the requirements page, file checks, and an upload that moves the application on', async ({ page, request }) => {
  // The status table maps no page to the insurance step: the state machine reaches it for an
  // unmapped status once every earlier step's data is in. The contact call puts the SSN on the profile.
  const { uuid, token, status } = await borrowerAt(page, request, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
  const contact = await request.put(`/service-application/api/v1/application/heloc/${uuid}/contact`, {
    headers: { authorization: token },
    data: { ownership: 'SOLE', ssn: '123456789', hardCreditConsent: { type: 'HARD_CREDIT', version: '2026-01' } },
  });
  expect(contact.status()).toBe(200);
  const control = await sandboxControl(request, token, uuid, 'state', { ...OFFER_TAKEN, ...INSURANCE_DUE });
  expect(control.status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/insurance/upload$`));
  await expect(heading(page)).toHaveText('Upload your homeowners insurance declaration page');
  await expectNoAxeViolations(page, 'insurance/upload');

  await page.getByRole('link', { name: 'What the declaration page must show' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/insurance/requirements$`));
  await expect(heading(page)).toHaveText('What your declaration page must show');
  await expect(page.getByText(/Us as a mortgagee: Northstar Home Credit, its successors and\/or assigns/)).toBeVisible();
  await expectNoAxeViolations(page, 'insurance/requirements');
  await page.getByRole('link', { name: 'Upload your declaration page' }).click();

  const file = page.getByLabel('Declaration page');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(file).toHaveAccessibleDescription(/Please choose a file to upload/);
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a declaration') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(file).toHaveAccessibleDescription(/Please upload a PDF, JPEG or PNG file\./);
  await expectNoAxeViolations(page, 'insurance/upload errors');

  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await file.setInputFiles({ name: 'declaration.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/complete$`));
  await expect(page.getByTestId('step-notice')).toHaveText(/^We have your insurance declaration/);
  await expect(page.getByTestId('step-notice')).toBeFocused();
  expect(await status()).toBe('RESCISSION');

  // Signed and insured, but not funded: the right to cancel runs first, and the tracker says so.
  const tracker = page.getByRole('navigation', { name: 'Application progress' });
  if ((page.viewportSize()?.width ?? 1280) < 1024)
    await expect(tracker.getByTestId('tracker-summary')).toHaveText('Step 9 of 9: Get Your Funds');
  else await expect(tracker.locator('li[aria-current="step"]')).toHaveText(/^9Get Your Funds/);
  const { lastDay } = (
    await (await request.get(`/service-application/api/v1/application/heloc/${uuid}`, { headers: { authorization: token } })).json()
  ).rescission;
  await expect(page.getByTestId('rescission-ends')).toHaveText(`You can cancel until the end of ${formatNotaryDay(lastDay)}.`);
  await expectNoAxeViolations(page, 'complete in rescission');

  // The sandbox's clock moves past the period; the page moves on to the funded line by itself.
  await page.getByRole('button', { name: 'Move the clock past the right to cancel' }).click();
  await expect(heading(page)).toHaveText('Your line of credit is funded', { timeout: 15_000 });
  expect(await status()).toBe('COMPLETE');
});
