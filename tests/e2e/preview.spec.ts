// The compliance and onboarding preview: every lender's header, footer and disclosures, each in its own
// theme, each lender's package loaded when its section comes near the screen, filtered by lender,
// state and feature.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Lender } from '../../src/engine/types/lender';
import type { Theme } from '../../src/engine/types/theme';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const lenders = readdirSync(path.join(ROOT, 'lenders')).map((dir) => readJson<Lender>(`lenders/${dir}/lender.json`));

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('shows every lender with its own footer colours and disclosures', async ({ page }) => {
  await page.goto('/account/heloc/preview/lenders');
  await expect(page.getByRole('heading', { level: 1, name: 'Lender preview' })).toBeVisible();
  for (const lender of lenders) {
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

test('the compliance preview shows every disclosure of every lender with its own figures', async ({ page }) => {
  const registry = readJson<{ disclosures: Record<string, { version: string }> }>('flows/disclosures.json');
  // One page load per lender.
  test.setTimeout(30_000 + lenders.length * 3_000);
  for (const lender of lenders) {
    // Each lender through the filter, as a reviewer sends one: its section alone, loaded at once.
    await page.goto(`/account/heloc/preview/compliance?lender=${lender.orgCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance preview' })).toBeVisible();
    const section = page.getByRole('region', { name: `${lender.company.companyName} (${lender.orgCode})` });
    // One entry per disclosure of the registry, each naming its approved version.
    for (const [type, { version }] of Object.entries(registry.disclosures)) {
      await expect(section.locator(`[data-disclosure="${type}"]`)).toContainText(`${type} · version ${version}`);
    }
    const { rescission, federalRegulator } = lender.company;
    await expect(section.locator('[data-disclosure="RESCISSION_NOTICE"]')).toContainText(rescission.email);
    await expect(section.locator('[data-disclosure="ADVERSE_ACTION_NOTICE"]')).toContainText(federalRegulator.name);
    await expect(section.locator('[data-disclosure="CFPB_HELOC_BOOKLET"]').getByRole('link')).toHaveAttribute(
      'href',
      lender.disclosures.booklet.en,
    );
    await expect(section.locator('[data-disclosure="HELOC_EARLY_DISCLOSURE"]')).toContainText(
      `${lender.product.lineTerms.drawPeriodYears}`,
    );
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
});
