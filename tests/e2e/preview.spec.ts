// The compliance and onboarding preview: every lender's header, footer and disclosures, each in its own
// theme, each lender's package loaded when its section comes near the screen, filtered by lender,
// state and feature. Sections are drawn from data by one template, so the sections are read for the
// lenders that differ by a theme or a kind (support/a11y-lenders.ts), not for sixty alike; the list,
// its counts and its filters cover every lender.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import { resolveTheme } from '../../src/engine/lender/lender-package';
import { WEB_FONTS } from '../../src/engine/theme/web-fonts';
import type { Lender } from '../../src/engine/types/lender';
import type { Theme } from '../../src/engine/types/theme';
import { DISTINCT_LENDERS } from './support/a11y-lenders';
import { expectLatestHistoryRow } from './support/history-rows';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const lenders = readdirSync(path.join(ROOT, 'lenders')).map((dir) => readJson<Lender>(`lenders/${dir}/lender.json`));

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('shows each lender with its own footer colours and disclosures', async ({ page }) => {
  // One package and a section drawn per lender.
  test.setTimeout(30_000 + DISTINCT_LENDERS.length * 1_500);
  await page.goto('/account/heloc/preview/lenders');
  await expect(page.getByRole('heading', { level: 1, name: 'Lender preview' })).toBeVisible();
  await expect(page.locator('section[aria-label]')).toHaveCount(lenders.length);
  for (const lender of DISTINCT_LENDERS) {
    const section = page.getByRole('region', { name: `${lender.company.companyName} (${lender.orgCode})` });
    await section.scrollIntoViewIfNeeded();
    // Inside a section a footer is not a contentinfo landmark, so it is found by its element.
    const footer = section.locator('footer');
    await expect(footer).toContainText(`NMLS ID #${lender.company.nmlsNumber}`);
    await expect(footer.getByRole('listitem').filter({ hasText: /\S/ })).not.toHaveCount(0);
    const theme = readJson<Theme>(`themes/${lender.theme}.json`);
    const expected = lender.themeOverrides?.colors?.footerBackground ?? theme.colors.footerBackground;
    await expect(footer).toHaveCSS('background-color', rgb(expected));
  }
});

test("each lender's section wears its theme's typefaces, their files loaded, and the area keeps its own", async ({ page }) => {
  // A font stack's families, as a theme names them and as the browser computes them (quotes aside).
  const families = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
  // The lenders whose themes load web fonts: typefaces the preview area's own is not.
  const withWebFonts = DISTINCT_LENDERS.map((lender) => {
    const theme = readJson<Theme>(`themes/${lender.theme}.json`);
    const webFonts = (theme.webFonts ?? []).map((name) => WEB_FONTS[name].family);
    return { lender, webFonts, fonts: resolveTheme(theme, lender.themeOverrides).fonts };
  }).filter(({ webFonts }) => webFonts.length > 0);
  expect(withWebFonts.length, 'a sample theme loads a web font').toBeGreaterThan(0);
  test.setTimeout(30_000 + withWebFonts.length * 3_000);
  const typeface = async (element: Locator) => families(await element.evaluate((node) => getComputedStyle(node).fontFamily));
  const faceStates = (family: string) =>
    page.evaluate(
      (name) => [...document.fonts].filter((face) => face.family.replace(/^"|"$/g, '') === name).map((face) => face.status),
      family,
    );
  for (const { lender, webFonts, fonts } of withWebFonts) {
    // Each lender through the filter, on a page of its own: no other lender's fonts are in the document.
    await page.goto(`/account/heloc/preview/lenders?lender=${lender.orgCode}`);
    const section = page.getByRole('region', { name: `${lender.company.companyName} (${lender.orgCode})` });
    const footerHeading = section.locator('footer').getByRole('heading').first();
    await expect(footerHeading).toBeVisible();
    expect(await typeface(section), `${lender.orgCode}'s body text`).toEqual(families(fonts.body));
    expect(await typeface(footerHeading), `${lender.orgCode}'s headings`).toEqual(families(fonts.heading));
    const areaHeading = await typeface(page.getByRole('heading', { level: 1, name: 'Lender preview' }));
    for (const family of webFonts) {
      expect([...families(fonts.body), ...families(fonts.heading)], `${lender.orgCode}'s theme names ${family}`).toContain(family);
      // The section shows the font's own file, not the stack's fallback; the preview's own heading is not in it.
      await expect.poll(() => faceStates(family), `${lender.orgCode}: ${family} loaded`).toContain('loaded');
      expect(areaHeading).not.toContain(family);
    }
  }
});

test("the compliance preview shows every disclosure of a lender with that lender's figures", async ({ page }) => {
  const registry = readJson<{ disclosures: Record<string, { version: string; lenderFeature?: string }> }>('flows/disclosures.json');
  // One page load per lender.
  test.setTimeout(30_000 + DISTINCT_LENDERS.length * 3_000);
  for (const lender of DISTINCT_LENDERS) {
    // Each lender through the filter, as a reviewer sends one: its section alone, loaded at once.
    await page.goto(`/account/heloc/preview/compliance?lender=${lender.orgCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance preview' })).toBeVisible();
    const section = page.getByRole('region', { name: `${lender.company.companyName} (${lender.orgCode})` });
    // One entry per disclosure of the registry, each naming its approved version.
    for (const [type, { version, lenderFeature }] of Object.entries(registry.disclosures)) {
      const disclosure = section.locator(`[data-disclosure="${type}"]`);
      await expect(disclosure).toContainText(`${type} · version ${version}`);
      // One a feature gates says so where the lender has it off, and shows itself where on.
      const off = `features.${lenderFeature} is off`;
      if (lenderFeature && !new Map<string, unknown>(Object.entries(lender.features)).get(lenderFeature))
        await expect(disclosure).toContainText(off);
      else if (lenderFeature) await expect(disclosure).not.toContainText(off);
    }
    const { rescission, supportEmail, federalRegulator } = lender.company;
    await expect(section.locator('[data-disclosure="RESCISSION_NOTICE"]')).toContainText(rescission.attentionLine);
    await expect(section.locator('[data-disclosure="RESCISSION_NOTICE"]')).toContainText(supportEmail);
    await expect(section.locator('[data-disclosure="ADVERSE_ACTION_NOTICE"]')).toContainText(federalRegulator.name);
    await expect(section.locator('[data-disclosure="CFPB_HELOC_BOOKLET"]').getByRole('link')).toHaveAttribute(
      'href',
      lender.disclosures.booklet.en,
    );
    await expect(section.locator('[data-disclosure="HELOC_EARLY_DISCLOSURE"]')).toContainText(
      `${lender.product.lineTerms.drawPeriodYears}`,
    );
    // The whole table is checked for each representative (disclosure-moments.spec); here its latest row.
    await expectLatestHistoryRow(section.locator('[data-disclosure="HELOC_EARLY_DISCLOSURE"]'), lender);
  }
});

test("a lender's package loads when its section comes near the screen, and the list filters by lender, state and feature", async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const org = /\/lender-packages\/([A-Z0-9_]+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
    if (org) requested.add(org);
  });
  await page.goto('/account/heloc/preview/compliance');
  await expect(page.getByRole('status').filter({ hasText: 'lenders' })).toHaveText(`${lenders.length} of ${lenders.length} lenders`);
  const sorted = [...lenders].sort((a, b) => a.orgCode.localeCompare(b.orgCode));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const region = (lender: Lender) => page.getByRole('region', { name: `${lender.company.companyName} (${lender.orgCode})` });
  // Below the filter and the list of lenders: it loads once it is near the screen.
  await region(first).scrollIntoViewIfNeeded();
  await expect(region(first).locator('[data-disclosure="ESIGN_CONSENT"]')).toBeVisible();
  // The last section is screens away: its package has not been asked for.
  expect(requested.has(last.orgCode)).toBe(false);
  await page
    .getByRole('navigation', { name: 'Lenders' })
    .getByRole('link', { name: `${last.company.companyName} (${last.orgCode})` })
    .click();
  await expect(region(last).locator('[data-disclosure="ESIGN_CONSENT"]')).toBeVisible();
  expect(requested.has(last.orgCode)).toBe(true);
  // The sections above it have grown as their packages arrived; the one followed is still in view.
  await expect(region(last).getByRole('heading', { level: 2 }).first()).toBeInViewport();
  // So is one a reviewer sends as a link.
  await page.goto(`/account/heloc/preview/compliance#compliance-${last.orgCode}`);
  await expect(region(last).locator('[data-disclosure="ESIGN_CONSENT"]')).toBeVisible();
  await expect(region(last).getByRole('heading', { level: 2 }).first()).toBeInViewport();

  // By state: the lenders that take applications there; the choice stays in the address.
  const filters = page.getByRole('search', { name: 'Filter lenders' });
  const state = 'NY';
  const inState = lenders.filter((lender) => lender.states.supported.includes(state));
  expect(inState.length).toBeGreaterThan(0);
  expect(inState.length).toBeLessThan(lenders.length);
  await filters.getByLabel('State').selectOption(state);
  await expect(page).toHaveURL(/[?&]state=NY/);
  await expect(page.getByRole('status').filter({ hasText: 'lenders' })).toHaveText(`${inState.length} of ${lenders.length} lenders`);
  await expect(page.locator('section[aria-label]')).toHaveCount(inState.length);
  await page.reload();
  await expect(page.locator('section[aria-label]')).toHaveCount(inState.length);
  await expect(page.getByRole('search', { name: 'Filter lenders' }).getByLabel('State')).toHaveValue(state);

  // By feature, with the state cleared: only the wholesale lenders; then by lender: that one.
  await filters.getByLabel('State').selectOption('');
  await filters.getByLabel('Feature').selectOption('wholesale');
  const wholesale = lenders.filter((lender) => lender.features.wholesale);
  await expect(page.locator('section[aria-label]')).toHaveCount(wholesale.length);
  await expect(region(wholesale[0]!)).toBeVisible();
  await filters.getByLabel('Feature').selectOption('');
  await filters.getByLabel('Lender').selectOption(first.orgCode);
  await expect(page.locator('section[aria-label]')).toHaveCount(1);
  await expect(region(first)).toBeVisible();

  // Two filters changed before the page draws again (a quick reviewer; sixty sections take a while to
  // draw): the second keeps the first.
  await filters.getByLabel('Lender').selectOption('');
  await page.evaluate(() => {
    for (const [label, value] of [
      ['State', 'NY'],
      ['Feature', 'wholesale'],
    ]) {
      const select = [...document.querySelectorAll('label')].find((element) => element.textContent === label)!.control as HTMLSelectElement;
      select.value = value!;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(/\?state=NY&feature=wholesale$/);
  await expect(filters.getByLabel('State')).toHaveValue('NY');
});

test("two lenders' prescreen notices side by side: each section's dialog is its own", async ({ page }) => {
  const sorted = [...lenders].sort((a, b) => a.orgCode.localeCompare(b.orgCode));
  const prescreen = sorted.findIndex((lender) => lender.features.directMailPrescreen);
  expect(prescreen, 'a sample lender sends prescreened offers').toBeGreaterThanOrEqual(0);
  const [first, second] = [sorted[prescreen]!, sorted[prescreen + 1] ?? sorted[prescreen - 1]!];
  // The tree has one such lender; its neighbour's package is given the same toggle and opt-out line in
  // flight, as a tree with two would build it.
  const optOut = await (await page.request.get(`/account/heloc/lender-packages/${first.orgCode}.json`)).json();
  await page.route(`**/lender-packages/${second.orgCode}.json`, async (route) => {
    const pkg = await (await route.fetch()).json();
    pkg.lender.features.directMailPrescreen = true;
    pkg.lender.prescreenOptOut = optOut.lender.prescreenOptOut;
    await route.fulfill({ json: pkg });
  });
  await page.goto('/account/heloc/preview/compliance');
  for (const lender of [first, second]) {
    const section = page.getByRole('region', { name: `${lender.company.companyName} (${lender.orgCode})` });
    await section.scrollIntoViewIfNeeded();
    const notice = section.locator('[data-disclosure="PRESCREEN_OPT_OUT_NOTICE"]');
    await notice.scrollIntoViewIfNeeded();
    await notice.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText('the nationwide consumer reporting agencies');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});
