// One suite, run against the lenders whose pages differ between them by every kind and theme any
// lender has (support/a11y-lenders.ts, DISTINCT_LENDERS; every lender with A11Y_FULL=1, `npm run
// test:full`): one page load each, at phone size, that is also the accessibility suite's smoke (axe
// over the first page with its footer, in the lender's brand; a11y.spec.ts and docs/accessibility.md).
// A lender beyond those differs only in values from the same files: that every lender's first step is
// served with its own package, brand, theme and logo, and prerendered only where it takes
// applications, is checked for a tree of sixty in tests/config/scale.test.ts, without a browser
// (a lender's page here cost about 2.4 core-seconds, three minutes of test time for sixty lenders).
// Expectations come from the lender, theme and copy files on disk: no brand string is written here.
// The lenders are shared among a few tests, each lender a step with a page of its own in the test's
// browser context: a context and a cold start of the app per lender cost more than the lender's page
// (about 1.3 core-seconds against half a second; docs/performance.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { resolveTheme } from '../../src/engine/lender/lender-package';
import type { Lender } from '../../src/engine/types/lender';
import type { Theme } from '../../src/engine/types/theme';
import { DISTINCT_LENDERS } from './support/a11y-lenders';
import { axeViolations, formatViolations } from './support/axe';
import { onFreshPage } from './support/fresh-page';
import { REFERRER } from './support/lender-borrower';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REGISTER = '/account/heloc/register-v2';
const ALL_STATES = 50;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

const lenders: Lender[] = readdirSync(path.join(ROOT, 'lenders'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'lenders', entry.name, 'lender.json')))
  .map((entry) => readJson<Lender>(`lenders/${entry.name}/lender.json`))
  .sort((a, b) => a.orgCode.localeCompare(b.orgCode));

const defaultLender = lenders.find((lender) => lender.default) ?? lenders[0]!;

const primaryColour = (lender: Lender) =>
  resolveTheme(readJson<Theme>(`themes/${lender.theme}.json`), lender.themeOverrides).colors.primary.toLowerCase();

/** The zone's name as the browser words it ('Eastern Time'), as the footer shows it. */
const timeZoneName = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts().find((part) => part.type === 'timeZoneName')!
    .value;

/** A copy value by `namespace:dotted.key`, with the lender's override when it has one. */
function copyText(key: string, lender: Lender): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const lookup = (file: string): unknown => {
    if (!existsSync(path.join(ROOT, file))) return undefined;
    return dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], readJson(file));
  };
  const value = lookup(`copy/lenders/${lender.orgCode}/en/${namespace}.json`) ?? lookup(`copy/en/${namespace}.json`);
  if (typeof value !== 'string') throw new Error(`copy key ${key} not found`);
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const licensedStateCount = (lender: Lender) => lender.states.licensed.filter((state) => state !== 'DC').length;
const notAcceptingTitle = (lender: Lender) => copyText('common:notAccepting.title', lender);
/** The first registration step's question, which the build prerenders for lenders that take applications. */
const PROPERTY_QUESTION = 'property address for financing';
const registerUrl = (org: string, extra = '') => `${REGISTER}?org=${encodeURIComponent(org)}${extra}`;

/** Opens a page and waits until the lender's shell has rendered, so negative checks mean something. */
async function openLenderPage(page: Page, url: string, lender: Lender) {
  await page.goto(url);
  const banner = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expect(banner.getByRole('img', { name: lender.logo.alt, exact: true })).toBeVisible();
  await expect(footer).toContainText(lender.company.companyName);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { banner, footer };
}

test.use({ reducedMotion: 'reduce' });

/** One lender's checks on a page of its own (fresh session storage), on as few page loads as its variants need. */
async function checkLender(context: BrowserContext, lender: Lender) {
  const { company, features } = lender;
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });

    // Every h1 the page ever shows, from its first paint: a prerendered question would flash here.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      new MutationObserver(() => document.querySelectorAll('h1').forEach((h) => seen.push(h.textContent ?? ''))).observe(document, {
        childList: true,
        subtree: true,
      });
    });
    const firstResponse = page.waitForResponse((response) => response.request().isNavigationRequest());
    const { footer } = await openLenderPage(page, registerUrl(lender.orgCode), lender);
    const firstHtml = await (await firstResponse).text();

    await expect(footer).toContainText('NMLS');
    await expect(footer).toContainText(company.nmlsNumber);
    await expect(footer).toContainText(company.supportEmail);

    const termsLabel = features.termsLinkLabel === 'TERMS_OF_SERVICE' ? 'Terms of Service' : 'Terms of Use';
    await expect(footer.getByRole('link', { name: termsLabel, exact: true })).toHaveAttribute('href', company.termsOfUseUrl);
    for (const link of company.additionalUrls) {
      await expect(footer.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.url);
    }

    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase()))
      .toBe(primaryColour(lender));
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(company.companyName)));

    // The main brand names its coverage in the footer while it lends in fewer than every state; a partner never does.
    if (features.brand === 'main' && licensedStateCount(lender) < ALL_STATES)
      await expect(footer).toContainText('with more states to come');
    if (features.brand === 'whiteLabel') await expect(footer).not.toContainText('with more states to come');

    // Register shows the not-accepting-applications page to a wholesale lender's visitors, and to a
    // loan-officer lender's visitors who come without a referral.
    const notAccepting = features.wholesale || features.loanOfficerRequired;
    const heading = page.getByRole('heading', { level: 1 });
    if (notAccepting) {
      await expect(heading).toHaveText(notAcceptingTitle(lender));
      // No prerendered property question first: not in the served HTML, and never on the page.
      expect(firstHtml).not.toContain(PROPERTY_QUESTION);
      const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
      expect(seen.filter((text) => text.includes(PROPERTY_QUESTION))).toEqual([]);
    } else {
      await expect(heading).not.toHaveText(notAcceptingTitle(lender));
      expect(firstHtml, 'the first step is prerendered').toContain(PROPERTY_QUESTION);
    }

    // Beside the spec's Pacific hours, the same hours on the lender's own clocks where they differ.
    const zone = lender.timeZone && lender.timeZone !== 'America/Los_Angeles' ? timeZoneName(lender.timeZone) : undefined;
    if (zone) await expect(page.getByTestId('hours-in-lender-zone')).toContainText(`In ${zone}: `);
    else await expect(page.getByTestId('hours-in-lender-zone')).toHaveCount(0);
    await expect(heading).toHaveCount(1);
    // What differs between lenders of one theme and feature set (logo, company, copy overrides,
    // disclosures, colour overrides) is all on this page: its footer has every disclosure.
    const violations = await axeViolations(page);
    expect.soft(violations.length, `axe on ${page.url()}:\n${formatViolations(violations)}`).toBe(0);

    if (features.loanOfficerRequired && !features.wholesale) {
      await openLenderPage(page, registerUrl(lender.orgCode, `&referrer=${REFERRER}`), lender);
      await expect(heading, 'a referral opens registration').not.toHaveText(notAcceptingTitle(lender));
    }

    expect(cspErrors, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await page.close();
  }
}

/** As many tests as the suite has workers, so the lenders spread over them. */
const checked = lenders.filter((lender) => DISTINCT_LENDERS.some((distinct) => distinct.orgCode === lender.orgCode));
const TESTS = Math.min(3, checked.length);
const shares = Array.from({ length: TESTS }, (_, share) => checked.filter((_, index) => index % TESTS === share));

for (const share of shares) {
  const codes = share.map((lender) => lender.orgCode);
  test(`${codes.join(', ')}: each shows its brand, company details, theme and register page at phone size, axe-clean`, async ({
    context,
  }) => {
    test.setTimeout(20_000 + share.length * 15_000);
    for (const lender of share) await test.step(lender.orgCode, () => checkLender(context, lender));
  });
}

test('an unknown org, and no org, show the default lender', async ({ context }) => {
  await onFreshPage(context, 'an unknown org', async (page) => {
    const { footer } = await openLenderPage(page, registerUrl('NOPE'), defaultLender);
    await expect(footer).toContainText(defaultLender.company.nmlsNumber);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(defaultLender.company.companyName)));
  });
  await onFreshPage(context, 'no org', (page) => openLenderPage(page, REGISTER, defaultLender).then(() => undefined));
});
