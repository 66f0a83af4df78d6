// The preview area as one place (issue 21): a home and a navigation between its pages, each under one
// layout, and 'Try a step' (sandbox only): a lender chosen, then one of its registration steps opened
// with the sample draft, or an application page opened at its sample state. Lenders,
// steps, pages and the navigation's words are read from the data files, as the app reads them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { stepFields } from '../../src/engine/flow/flow-runner';
import type { Lender } from '../../src/engine/types/lender';
import type { RegistrationFlow } from '../../src/engine/types/registration-flow';
import type { SampleApplicationPages } from '../../src/engine/types/sample-application-pages';
import type { SampleDrafts } from '../../src/engine/types/sample-drafts';
import { expectNoAxeViolations } from './support/axe';
import { storedRegistration } from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const words = readJson<{
  area: string;
  navLabel: string;
  skipToContent: string;
  nav: Record<string, string>;
  try: { notSandbox: string; noApplicationsHere: string; lender: string };
}>('copy/staff/en/preview.json');
const lenders = readdirSync('lenders').map((dir) => readJson<Lender>(`lenders/${dir}/lender.json`));
const flow = readJson<RegistrationFlow>('flows/registration.json');
const samples = readJson<SampleDrafts>('flows/sample-drafts.json');
const pageSamples = readJson<SampleApplicationPages>('flows/sample-application-pages.json');

/** The navigation's pages in its order, by their words, and where each lives. */
const NAV: Array<[name: string, path: string]> = [
  [words.nav.home!, '/account/heloc/preview'],
  [words.nav.lenders!, '/account/heloc/preview/lenders'],
  [words.nav.compliance!, '/account/heloc/preview/compliance'],
  [words.nav.flows!, '/account/heloc/preview/flows'],
  [words.nav.try!, '/account/heloc/preview/try'],
  [words.nav.copy!, '/account/heloc/preview/copy'],
];

/** An English copy key's words: the base copy's, or the lender's own override of it when a lender is named. */
function copyText(key: string, orgCode?: string): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const lookup = (file: string) => {
    try {
      return dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], readJson(file));
    } catch {
      return undefined;
    }
  };
  return ((orgCode ? lookup(`copy/lenders/${orgCode}/en/${namespace}.json`) : undefined) ?? lookup(`copy/en/${namespace}.json`)) as string;
}

const navigation = (page: Page) => page.getByRole('navigation', { name: words.navLabel, exact: true });

test('the navigation reaches every page of the area, marks the current one, and each page is axe-clean', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/account/heloc/preview');
  await expect(page.getByRole('main')).toHaveCount(1);
  for (const [name, path] of NAV) {
    await navigation(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The current page, and only it, is marked; the page's own heading names it inside the main landmark.
    await expect(navigation(page).locator('[aria-current="page"]')).toHaveText(name);
    await expect(navigation(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `the preview's ${name} page`);
  }
});

test("the area's smaller pages: the keyboard's order, each lender's copy, and trying a step only against the sandbox, with a refusal in view", async ({
  context,
}) => {
  await onFreshPage(context, 'the skip link and the navigation are reached with the keyboard, in order', async (page) => {
    await page.goto('/account/heloc/preview');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: words.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    for (const [name] of NAV) {
      await page.keyboard.press('Tab');
      await expect(navigation(page).getByRole('link', { name, exact: true })).toBeFocused();
    }
    // The last one followed with Enter.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${NAV.at(-1)![1]}$`));
    await expect(navigation(page).locator('[aria-current="page"]')).toHaveText(NAV.at(-1)![0]);
    // On a fresh load, the skip link moves focus past the navigation to the main landmark.
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
  await onFreshPage(context, 'each lender’s copy lists the texts it overrides beside the base text each replaces', async (page) => {
    await page.goto('/account/heloc/preview/copy');
    for (const lender of lenders) {
      const section = page.getByRole('region', { name: `${lender.company.companyName} (${lender.orgCode})` });
      const folder = `copy/lenders/${lender.orgCode}/en`;
      const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.json')) : [];
      const overrides = files.flatMap((file) => {
        const namespace = file.replace(/\.json$/, '');
        const { $schema: _schema, schemaVersion: _version, ...tree } = readJson<Record<string, unknown>>(`${folder}/${file}`);
        const leaves = (node: unknown, key: string): Array<[string, string]> =>
          typeof node === 'string'
            ? [[key, node]]
            : Object.entries(node as object).flatMap(([part, child]) => leaves(child, key ? `${key}.${part}` : part));
        return leaves(tree, '').map(([key, text]) => ({ key: `${namespace}:${key}`, text, base: copyText(`${namespace}:${key}`) }));
      });
      await expect(section.getByRole('row'), lender.orgCode).toHaveCount(overrides.length === 0 ? 0 : overrides.length + 1);
      for (const { key, text, base } of overrides) {
        const row = section
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${key.replace(/\./g, '\\.')}`) }) });
        await expect(row.getByRole('cell').nth(0), key).toHaveText(text);
        await expect(row.getByRole('cell').nth(1), key).toHaveText(base);
      }
    }
  });
  await onFreshPage(context, 'trying a step is offered only against the sandbox server', async (page) => {
    // A server that is not the sandbox has no info route.
    await page.route('**/sandbox/api/v1/info', (route) => route.fulfill({ status: 404, body: '{}' }));
    await page.goto('/account/heloc/preview/try');
    await expect(page.getByText(words.try.notSandbox)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  });
  await onFreshPage(context, 'a trial the server refuses is said at the top of the lists, in view, and takes focus', async (page) => {
    const lender = lenders.find((candidate) => candidate.default === true)!;
    const refusal = 'Too many requests from your connection. Please wait 36 minutes and try again.';
    await page.route('**/identity/api/v1/registration/register**', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, message: refusal }) }),
    );
    await page.goto(`/account/heloc/preview/try?lender=${lender.orgCode}`);
    // The last page of the list, far below the top.
    const last = pageSamples.pages.filter((candidate) => candidate.path).at(-1)!;
    await page.getByRole('button', { name: last.path, exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: refusal });
    await expect(failure).toBeFocused();
    await expect(failure).toBeInViewport();
  });
});

test('step 6 of Lakeshore’s registration opens with the sample draft: the lender chosen, then its step', async ({ page }) => {
  // Lakeshore's own, not a copy the scale fixture made of it ('Lakeshore Bank 3').
  const lakeshore = lenders
    .filter((lender) => /Lakeshore/.test(lender.company.companyName))
    .sort((a, b) => a.company.companyName.length - b.company.companyName.length)[0]!;
  const step = flow.steps[5]!;
  const stepButton = (number: number) => page.getByRole('main').getByRole('button', { name: new RegExp(`^${number} `) });
  await page.goto('/account/heloc/preview');
  const typeface = () => page.getByRole('main').evaluate((main) => getComputedStyle(main.querySelector('p') ?? main).fontFamily);
  const areaTypeface = await typeface();
  await navigation(page).getByRole('link', { name: words.nav.try, exact: true }).click();
  const chooser = page.getByRole('main').getByLabel(words.try.lender, { exact: true });
  // A wholesale lender takes no application here: it is not offered, and the page says why.
  const wholesale = lenders.filter((lender) => lender.features.wholesale);
  expect(wholesale.length).toBeGreaterThan(0);
  const notListed = page.getByText(words.try.noApplicationsHere.split('{{lenders}}')[0]!);
  for (const { company, orgCode } of wholesale) {
    await expect(notListed).toContainText(company.companyName);
    await expect(page.locator(`option[value="${orgCode}"]`)).toHaveCount(0);
  }
  await expect(chooser.locator('option')).toHaveCount(lenders.length - wholesale.length);
  // One lender's steps and pages at a time, not a button per step of every lender: after the
  // chooser, the keyboard reaches the first step.
  await expect(stepButton(1)).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button', { name: /^\d+ / })).toHaveCount(flow.steps.length);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(flow.steps.length + pageSamples.pages.length);
  await chooser.focus();
  await page.keyboard.press('Tab');
  await expect(stepButton(1)).toBeFocused();

  // The lender chosen is kept in the address; its step 6, pressed, opens.
  await chooser.selectOption(lakeshore.orgCode);
  await expect(page).toHaveURL(new RegExp(`[?&]lender=${lakeshore.orgCode}$`));
  await stepButton(6).click();

  await expect(page).toHaveURL(new RegExp(`/register-v2/${step.path}\\?.*org=${lakeshore.orgCode}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyText(step.title, lakeshore.orgCode));
  // The draft holds the sample's answers to the five steps before, in a state the lender lends in, and nothing of its own step.
  const { draft } = (await storedRegistration(page, lakeshore.orgCode))!;
  const earlier = flow.steps.slice(0, 5).flatMap(stepFields);
  expect(Object.keys(draft!).sort()).toEqual(earlier.filter((field) => field in samples.draft).sort());
  expect(draft!.name).toEqual(samples.draft.name);
  expect(lakeshore.states.supported).toContain((draft!.propertyAddress as { state: string }).state);
  for (const field of stepFields(step)) expect(draft, field).not.toHaveProperty(field);

  // Back in the area: the lender still chosen, its steps ready to try again, and the area's own
  // typeface, not the lender's the step wore.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.nav.try!);
  await expect(chooser).toHaveValue(lakeshore.orgCode);
  await expect(stepButton(6)).toBeEnabled();
  expect(await typeface()).toBe(areaTypeface);
});

test('an application page opens at its sample state for a new sandbox borrower', async ({ page }) => {
  test.setTimeout(60_000);
  const lender = lenders.find((candidate) => candidate.default === true)!;
  // The first page opened as it is (no control to press, no document request).
  const sample = pageSamples.pages.find((candidate) => candidate.path && !candidate.openAt)!;
  await page.goto(`/account/heloc/preview/try?lender=${lender.orgCode}`);
  await page.getByRole('button', { name: sample.path, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${sample.path}\\?org=${lender.orgCode}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Signed in as the new borrower, whose application has the sample's status; the page stays (it is that status's page).
  const uuid = new URL(page.url()).pathname.split('/')[3]!;
  const token = await page.evaluate(() => localStorage.getItem('heloc.jwt'));
  const application = await page.request.get(`/service-application/api/v1/application/heloc/${uuid}`, {
    headers: { authorization: token! },
  });
  expect(application.status()).toBe(200);
  expect(((await application.json()) as { status: { checklistStatus: string } }).status.checklistStatus).toBe(sample.state.checklistStatus);
  await expect(page).toHaveURL(new RegExp(`/${sample.path}\\?`));
});
