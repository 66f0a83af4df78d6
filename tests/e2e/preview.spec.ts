// The compliance and onboarding preview: every lender's header, footer and disclosures, each in its own theme.
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
  await page.goto('/account/heloc/preview/compliance');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance preview' })).toBeVisible();
  for (const lender of lenders) {
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
