// Whose site a page is: the lender's own footer facts (name, NMLS number), never another lender's.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { Lender } from '../../../src/engine/types/lender';

export const lenderNamed = (orgCode: string) => JSON.parse(readFileSync(`lenders/${orgCode}/lender.json`, 'utf8')) as Lender;

const companyNames = readdirSync('lenders').map((dir) => lenderNamed(dir).company.companyName);

/** The page is the lender's: its footer names the lender and its NMLS number, and no other lender's name shows anywhere. */
export async function expectLenderSite(page: Page, lender: Lender, where: string) {
  const footer = page.getByRole('contentinfo');
  await expect(footer, `${where}: the lender's footer`).toContainText(lender.company.companyName);
  await expect(footer, `${where}: the lender's NMLS number`).toContainText(lender.company.nmlsNumber!);
  const text = await page.locator('body').innerText();
  // Longer names first: 'Northstar Home Credit of New York' contains 'Northstar Home Credit'.
  const others = companyNames
    .filter((name) => name !== lender.company.companyName && !lender.company.companyName.includes(name))
    .filter((name) => text.includes(name));
  expect(others, `${where}: another lender's name`).toEqual([]);
}
