// A Spanish-speaking borrower applies on Northstar from the first step to the offers, entirely in
// Spanish, and every page is checked for English left over, with the Spanish copy served marked
// (support/marked-spanish.ts). The application pages are read in Spanish by the accessibility suite
// (a11y.spec.ts, the default lender's pass), which visits each at the status that shows it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { codeInSample } from './support/esign';
import { englishLeftOn, es, esMarked, offerMarkedSpanish, overflowingControls } from './support/marked-spanish';
import { PASSWORD, registerViaApi, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce', locale: 'es-US' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Every string of the SMS consent prompts as the communication-preferences service gives them in Spanish: its data, not the page's copy. */
async function smsPromptWords(request: APIRequestContext): Promise<string[]> {
  const base = '/service-comms-prefs/external/api/v1/consent';
  const prompts = (await (await request.get(`${base}/prompts`)).json()) as Array<{ uuid: string }>;
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
  const answers = await Promise.all(
    prompts.map(async ({ uuid }) => {
      const res = await request.get(`${base}/prompt/${uuid}`, { params: { organization: 'NORTHSTAR', language: 'es' } });
      expect(res.status(), await res.text()).toBe(200);
      return res.json() as Promise<unknown>;
    }),
  );
  return answers.flatMap(strings);
}

test('a Spanish-speaking borrower applies on Northstar from the first step to the offers, with no English left on any page @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { lenderWords } = await offerMarkedSpanish(page);
  const promptWords = await smsPromptWords(request);
  const email = uniqueEmail('e2e.spanish');
  const typed = ['José', "Núñez O'Brien", '42 Lighthouse Lane', 'Sacramento', 'California', email, '(415) 555-0123', '145,000'];
  const pages: string[] = [];
  const check = async (where: string) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect.soft(await englishLeftOn(page, [...lenderWords, ...promptWords, ...typed]), `English left on ${where}`).toEqual([]);
    expect.soft(await overflowingControls(page), `controls whose Spanish words overflow on ${where}`).toEqual([]);
    if (testInfo.project.name === 'phone') await expectNoAxeViolations(page, `${where} in Spanish`);
    pages.push(where);
  };
  const next = (name = es('registration:actions.continue')) => page.getByRole('button', { name, exact: false }).click();

  await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
  await expect(heading(page)).toHaveText(esMarked('registration:steps.propertyAddress.title'));
  await check('the property address');
  await page.getByRole('combobox', { name: es('registration:fields.street1') }).fill('42 Lighthouse Lane');
  await page.keyboard.press('Escape');
  await page.getByLabel(es('registration:fields.city')).fill('Sacramento');
  await page.getByLabel(es('registration:fields.state'), { exact: false }).fill('CA');
  await page.getByLabel(es('registration:fields.zip')).fill('95814');
  await page.getByRole('radio', { name: es('registration:occupancy.HOME') }).check();
  await next();

  await expect(heading(page)).toContainText(es('registration:steps.forSale.title'));
  await check('the for-sale question');
  await page.getByRole('radio', { name: esMarked('registration:answers.no'), exact: true }).check();
  await next();

  await expect(heading(page)).toContainText(es('registration:steps.annualIncome.title'));
  await page.getByLabel(es('registration:fields.employmentType')).selectOption({ index: 1 });
  await page.getByLabel(es('registration:fields.income')).fill('145000');
  await check('the annual income');
  await next();

  await expect(heading(page)).toContainText(es('registration:steps.legalName.title'));
  await page.getByLabel(es('registration:fields.firstName'), { exact: false }).first().fill('José');
  await page.getByLabel(es('registration:fields.lastName')).fill("Núñez O'Brien");
  await check('the legal name');
  await next();

  await expect(heading(page)).toContainText(es('registration:steps.birthdate.title'));
  await check('the birth date');
  // A two-digit year gets the spec's message, in Spanish, beside the field and in the summary.
  const dob = page.getByRole('group', { name: es('registration:fields.dob') });
  await dob.getByRole('textbox').nth(0).fill('4');
  await dob.getByRole('textbox').nth(1).fill('12');
  await dob.getByRole('textbox').nth(2).fill('80');
  await next();
  await expect(page.getByRole('alert').getByRole('link', { name: es('registration:errors.dobYearInFull') })).toBeVisible();
  await check('the birth date with an error');
  await dob.getByRole('textbox').nth(2).fill('1980');
  await next();

  await expect(heading(page)).toContainText(es('registration:steps.phoneAndEmail.title'));
  await page.getByLabel(es('registration:fields.email')).fill(email);
  await page.getByLabel(es('registration:fields.phoneNumber')).fill('4155550123');
  await check('the phone and email');
  await next(es('registration:actions.checkMyRate'));

  await expect(heading(page)).toContainText(es('esign:title'));
  const sample = (await page.getByRole('link', { name: es('esign:check.open') }).getAttribute('href'))!;
  expect(new URL(sample, page.url()).searchParams.get('lang')).toBe('es');
  await page.getByLabel(es('esign:check.code')).fill(await codeInSample(page.request, sample));
  await expect(page.getByRole('status').filter({ hasText: es('esign:check.confirmed') })).toBeVisible();
  await check('the E-SIGN consent');
  await next(es('esign:check.submit'));

  await expect(heading(page)).toContainText(es('registration:steps.setPassword.title'));
  await page.getByLabel(esMarked('registration:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(es('registration:fields.confirmPassword')).fill(PASSWORD);
  for (const consent of await page.getByRole('checkbox').all()) if (!(await consent.isChecked())) await consent.check();
  await check('the password');
  // The application carries the borrower's language. The server refuses a language the lender does
  // not offer, as it does for Northstar until its Spanish disclosures are approved (a unit test,
  // src/server/routes/applications.test.ts), so here the preference is seen and then left out.
  const preferences: unknown[] = [];
  await page.route('**/service-application/api/v3/application/helocs*', async (route) => {
    const { languagePreference, ...body } = route.request().postDataJSON() as { languagePreference?: string };
    preferences.push(languagePreference);
    await route.continue({ postData: JSON.stringify(body) });
  });
  await next(es('registration:actions.createAccount'));

  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 20_000 });
  await expect(heading(page)).toContainText(es('application:offers.title'));
  expect(preferences).toEqual(['es']);
  await check('the offers');
  expect(pages).toHaveLength(10);
});

test('a refusal from the server reads in Spanish: a wrong password on the sign-in page', async ({ page, request }) => {
  const { lenderWords } = await offerMarkedSpanish(page);
  const email = uniqueEmail('e2e.spanish.login');
  await registerViaApi(request, email);
  await page.goto(`/auth/login?org=NORTHSTAR&lang=es&email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel(es('auth:login.email'))).toHaveValue(email);
  await page.getByLabel(esMarked('auth:login.password'), { exact: true }).fill('Not!The-Password1');
  await page.getByRole('button', { name: es('auth:login.submit') }).click();
  // The server names the copy its refusal was made from; the page shows it in its own language.
  await expect(page.getByRole('alert')).toHaveText(`${esMarked('refusals:wrongPassword')}.`);
  expect(await englishLeftOn(page, [...lenderWords, email])).toEqual([]);
  // The Show button beside the password fits its longer Spanish word ('Mostrar') on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowingControls(page)).toEqual([]);
});
