// Issue 18's consents and notices as a person meets them: the E-SIGN consent in the registration
// (the sample PDF opened, its code typed; a wrong code refused), and withdrawn from the signed-in
// area, after which the application pages ask again; the HMDA page's explanation and declines; the
// prescreened-offer notices. Issue 37's SMS consents ride on the same registration: given on the
// contact step in the communication-preferences service's words, kept through an outage of that
// service, readable from it afterwards, and changed on the 'Text messages' page.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { codeInSample, ESIGN_CONSENT_PATH } from './support/esign';
import {
  createApplicationViaApi,
  disclosureVersion,
  DRAFT_TO_PASSWORD,
  fillPasswordStep,
  registerViaApi,
  sandboxControl,
  seedDraft,
  signIn,
  uniqueEmail,
} from './support/sandbox-borrower';

const REGISTER = '/account/heloc/register-v2';
const ORG = 'NORTHSTAR';
const APPLICATION = '/service-application/api/v1/application/heloc';
const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });
const COMMS = '/service-comms-prefs';
/** The words of an SMS prompt as the communication-preferences service gives them (copy/en/consent.json, the lender's name filled in). */
const CONSENT_COPY = JSON.parse(readFileSync('copy/en/consent.json', 'utf8')) as {
  prompts: Record<string, { title: string; verbiage: string }>;
};
const prompt = (key: 'SMS' | 'SMS_TRANSACTIONAL') => {
  const { title, verbiage } = CONSENT_COPY.prompts[key]!;
  return { title, verbiage: verbiage.replace('{{company}}', 'Northstar Home Credit') };
};

test.use({ reducedMotion: 'reduce' });

test('registration asks the E-SIGN consent before the password step; withdrawing it from the header sends the application pages back to it; the SMS choices are kept and changed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { phoneNumber: _phone, ...toContact } = DRAFT_TO_PASSWORD;
  await seedDraft(page, ORG, toContact);
  await page.goto(`${REGISTER}/phone-and-email?org=${ORG}`);
  const email = uniqueEmail('e2e.esign');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone number').fill('4155550123');
  // The marketing texts' box, in the service's words; the transactional one is not asked (its flag is off).
  const marketing = page.getByRole('checkbox', { name: `${prompt('SMS').title} ${prompt('SMS').verbiage}` });
  await expect(marketing).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: new RegExp(prompt('SMS_TRANSACTIONAL').title) })).toHaveCount(0);
  await marketing.check();
  await page.getByRole('button', { name: 'Check my rate' }).click();

  await expect(h1(page)).toHaveText('Agree to receive records electronically');
  await expect(page).toHaveURL(/\/register-v2\/electronic-records$/);
  // The statement carries the lender's figures (lenders/NORTHSTAR/lender.json): its fee, and its own
  // email, phone and address, the footer's.
  const statement = page.getByTestId('esign-statement');
  await expect(statement).toContainText('Paper copies are free.');
  await expect(statement).toContainText('support@northstar.example');
  await expect(statement).toContainText('(800) 555-0142');
  await expect(statement).toContainText('1200 Polaris Way, Suite 400, Alder Point, CA 94960');

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
  // The communication-preferences service is down while the account is made, and when the new
  // application first opens: the registration goes through, and the page says the choice waits.
  const recording = `**${COMMS}/secure/api/v1/consent/user`;
  await page.route(recording, (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }));
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 45_000 });
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const token = (await page.evaluate(() => localStorage.getItem('heloc.jwt')))!;
  const headers = { authorization: token };
  const pending = page.getByTestId('sms-choices-pending');
  await expect(pending).toContainText('The text message choices you made when you applied are not saved yet.');
  // Back, the next page load sends it, and the service has it with the version of the words shown and when.
  await page.unroute(recording);
  await page.reload();
  const consentOf = async (consent_type: string) =>
    (await page.request.post(`${COMMS}/secure/api/v1/consent/user/get`, { headers, data: { consent_type, org: ORG, email } })).json();
  await expect.poll(async () => (await consentOf('SMS')).opt_in_out).toBe('OPT_IN');
  expect(await consentOf('SMS')).toMatchObject({
    verbiage_version: disclosureVersion('SMS_MARKETING_CONSENT'),
    updated_at: expect.any(String),
  });
  expect((await consentOf('SMS_TRANSACTIONAL')).opt_in_out).toBeNull();
  await expect(pending).toHaveCount(0);

  // Changed later on the 'Text messages' page: both choices, each in the service's words.
  await page.getByRole('link', { name: 'Text messages', exact: true }).click();
  await expect(h1(page)).toHaveText('Text messages');
  await expect(page.getByText(/may send to your mobile number, \(415\) 555-0123\./)).toBeVisible();
  const marketingBox = page.getByRole('checkbox', { name: `${prompt('SMS').title} ${prompt('SMS').verbiage}` });
  const transactionalBox = page.getByRole('checkbox', {
    name: `${prompt('SMS_TRANSACTIONAL').title} ${prompt('SMS_TRANSACTIONAL').verbiage}`,
  });
  await expect(marketingBox).toBeChecked();
  await expect(transactionalBox).not.toBeChecked();
  await expect(page.getByText(/^You said yes on /)).toBeVisible();
  await expectNoAxeViolations(page, 'text messages settings');
  await marketingBox.uncheck();
  await transactionalBox.check();
  // A failed save says so and keeps the boxes as the person left them.
  await page.route(recording, (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }), { times: 1 });
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByRole('alert')).toContainText("We couldn't save your choices. They are still selected below: please try again.");
  await expect(marketingBox).not.toBeChecked();
  await expect(transactionalBox).toBeChecked();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your text message choices are saved.' })).toBeVisible();
  await expect(page.getByText(/^You said no on /)).toBeVisible();
  expect(await consentOf('SMS')).toMatchObject({ opt_in_out: 'OPT_OUT' });
  expect(await consentOf('SMS_TRANSACTIONAL')).toMatchObject({
    opt_in_out: 'OPT_IN',
    verbiage_version: disclosureVersion('SMS_TRANSACTIONAL_CONSENT'),
  });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}`));

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

test("the demographic page gives Reg C's explanation first and takes 'I do not wish to provide' for each question as not provided", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.hmda');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'HMDA' })).status()).toBe(200);
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=${ORG}`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/hmda$`));
  const notice = page.getByRole('region', { name: 'Demographic information of borrower' });
  await expect(notice).toContainText('The purpose of collecting this information is to help ensure that all applicants are treated fairly');
  await expect(notice).toContainText('If you do not wish to provide some or all of this information, please check below.');
  for (const question of ['Ethnicity (check one or more)', 'Race (check one or more)', 'Sex']) {
    await page.getByRole('group', { name: question }).getByLabel('I do not wish to provide this information').check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/app-summary$`));
  const headers = { authorization: token };
  const application = await (await request.get(`${APPLICATION}/${uuid}`, { headers })).json();
  expect(application.hmda).toMatchObject({ ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] });
  const record = await (await request.get(`${APPLICATION}/${uuid}/disclosure-record`, { headers })).json();
  expect(record.disclosures.map((d: { type: string }) => d.type)).toContain('HMDA_NOTICE');
});

test('a prescreened visit shows the short opt-out notice beside the offer, larger than the page text, and the long notice a button away', async ({
  page,
}) => {
  await page.goto(`${REGISTER}?org=LAKESHORE&offerCode=LKS4821Q`);
  const notice = page.getByTestId('prescreen-notice');
  await expect(notice).toContainText('Your prescreened offer: code LKS4821Q, reply by January 31, 2027.');
  const short = page.getByTestId('prescreen-short');
  // The opt-out line from lenders/LAKESHORE/lender.json prescreenOptOut.
  await expect(short).toContainText('by calling toll-free 1-888-5-OPT-OUT (1-888-567-8688)');
  const size = (locator: import('@playwright/test').Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const shortSize = await size(short);
  expect(shortSize).toBeGreaterThan(await size(page.getByText('Apply in 5 minutes', { exact: false }).first()));
  // No smaller than 12 points (16 CSS pixels).
  expect(shortSize).toBeGreaterThanOrEqual(16);
  await notice.getByRole('button', { name: 'Read the PRESCREEN & OPT-OUT NOTICE' }).click();
  const dialog = page.getByRole('dialog', { name: 'About prescreened offers' });
  await expect(dialog.getByTestId('prescreen-long')).toContainText(
    'If you do not want to receive prescreened offers of credit from this and other companies, call the nationwide consumer reporting agencies toll-free, 1-888-5-OPT-OUT (1-888-567-8688); or write: Equifax, Inc., P.O. Box 740123, Atlanta, GA 30374; Experian, P.O. Box 919, Allen, TX 75013; Innovis Consumer Assistance, P.O. Box 495, Pittsburgh, PA 15230; TransUnion, P.O. Box 505, Woodlyn, PA 19094.',
  );
  await expectNoAxeViolations(page, 'prescreen long notice');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the account menu names the electronic-records and text messages pages @phone-only', async ({ page, request }) => {
  const email = uniqueEmail('e2e.esign.menu');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=${ORG}`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Electronic records' }).click();
  await expect(h1(page)).toHaveText('Electronic records');
  await expect(page.getByRole('button', { name: 'Withdraw my consent' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Text messages' }).click();
  await expect(h1(page)).toHaveText('Text messages');
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await expectNoAxeViolations(page, 'text messages settings, phone');
});
