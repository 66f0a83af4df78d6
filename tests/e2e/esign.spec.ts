// Issue 18's consents and notices as a person meets them: the E-SIGN consent in the registration
// (the sample PDF opened, its code typed; a wrong code refused), and withdrawn from the signed-in
// area, after which the application pages ask again.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { codeInSample, ESIGN_CONSENT_PATH } from './support/esign';
import { DRAFT_TO_PASSWORD, fillPasswordStep, seedDraft, uniqueEmail } from './support/sandbox-borrower';

const REGISTER = '/account/heloc/register-v2';
const ORG = 'NORTHSTAR';
const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.use({ reducedMotion: 'reduce' });

test('registration asks the E-SIGN consent before the password step; withdrawing it from the header sends the application pages back to it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { phoneNumber: _phone, ...toContact } = DRAFT_TO_PASSWORD;
  await seedDraft(page, ORG, toContact);
  await page.goto(`${REGISTER}/phone-and-email?org=${ORG}`);
  await page.getByLabel('Email').fill(uniqueEmail('e2e.esign'));
  await page.getByLabel('Mobile phone number').fill('4155550123');
  await page.getByRole('button', { name: 'Check my rate' }).click();

  await expect(h1(page)).toHaveText('Agree to receive records electronically');
  await expect(page).toHaveURL(/\/register-v2\/electronic-records$/);
  // The statement carries the lender's figures (lenders/NORTHSTAR/lender.json electronicRecords).
  const statement = page.getByTestId('esign-statement');
  await expect(statement).toContainText('Paper copies are free.');
  await expect(statement).toContainText('esign@northstarhomecredit.example');
  await expect(statement).toContainText('(612) 555-0142');
  await expect(statement).toContainText('800 Polaris Avenue, Minneapolis, MN 55402');

  // Without the code, and with a wrong one, the step does not let the person on.
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Type the code shown in the sample document.' })).toBeVisible();
  const codeField = page.getByLabel('Code from the sample document');
  const href = (await page.getByRole('link', { name: 'Open the sample document (PDF)' }).getAttribute('href'))!;
  const code = await codeInSample(page.request, href);
  await codeField.fill(code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
  await expect(page.getByRole('alert').filter({ hasText: 'That code does not match the sample document.' })).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'E-SIGN consent step, wrong code');

  await codeField.fill(code.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: 'Code confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(h1(page)).toHaveText('Create your password');
  await expect(page.getByLabel(/I agree to receive communications/)).toBeVisible();
  await fillPasswordStep(page);
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 45_000 });
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const token = (await page.evaluate(() => localStorage.getItem('heloc.jwt')))!;
  const headers = { authorization: token };

  // Kept for the person with its version and time, and on the application.
  const consent = await (await page.request.get(ESIGN_CONSENT_PATH, { headers })).json();
  expect(consent).toMatchObject({ current: true, consent: { version: consent.currentVersion, withdrawnAt: null } });
  const record = await (
    await page.request.get(`/service-application/api/v1/application/heloc/${uuid}/disclosure-record`, { headers })
  ).json();
  expect(record.consents).toContainEqual({ type: 'ESIGN', version: consent.currentVersion, acceptedAt: expect.any(String) });

  // Withdrawing, from the signed-in header: what it means first, then a confirmation.
  await page.getByRole('link', { name: 'Electronic records' }).click();
  await expect(h1(page)).toHaveText('Electronic records');
  await expect(page.getByText(/You agreed to receive records electronically on/)).toBeVisible();
  await expect(page.getByText(/We will send every later record about your line of credit to you on paper by mail/)).toBeVisible();
  await expectNoAxeViolations(page, 'electronic records, consent given');
  await page.getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(page.getByText('Tick the box to confirm you want your records on paper.')).toBeVisible();
  await page.getByLabel('I understand: send my records on paper').check();
  await page.getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your consent is withdrawn' })).toBeVisible();
  await expect(page.getByText(/You withdrew your consent to electronic records on/)).toBeVisible();
  expect((await (await page.request.get(ESIGN_CONSENT_PATH, { headers })).json()).consent.withdrawnAt).toEqual(expect.any(String));

  // The application's pages give electronic records: they ask for the consent again first, and
  // agreeing brings the borrower back.
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(/\/account\/heloc\/electronic-records\?next=/);
  const again = (await page.getByRole('link', { name: 'Open the sample document (PDF)' }).getAttribute('href'))!;
  await page.getByLabel('Code from the sample document').fill(await codeInSample(page.request, again));
  await expect(page.getByRole('status').filter({ hasText: 'Code confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
});
