// axe-core run inside the page, for the accessibility checks every end-to-end suite makes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) => `    - ${node.target.join(' ')}\n      ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

// The page's CSP forbids inline scripts, so axe is evaluated through the DevTools protocol instead of a <script> tag.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Has every document the page opens start with axe in it, for a test that checks page after page:
 * evaluating axe's half a megabyte into each document once it has loaded took about 0.4 s a page
 * beside the app's own start-up. The scripts a page is given this way are outside its CSP.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript(axeSource);
}

/**
 * The whole page, or all but the elements `exclude` selects (a shell already checked elsewhere);
 * every WCAG 2.2 A and AA rule, or only the `rules` named.
 */
export async function axeViolations(page: Page, exclude: string[] = [], rules?: string[]): Promise<Result[]> {
  // Loaded once per document: a page checked again (another viewport, an error state) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
  const { violations, passes } = await page.evaluate(
    async ({ runOnly, exclude }) => {
      const { axe } = window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } };
      const context = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
      // Only violations are reported in full; passes and incomplete results keep one node each, which is faster.
      const results = await axe.run(context, { runOnly, resultTypes: ['violations'] });
      return { violations: results.violations, passes: results.passes.length };
    },
    { runOnly, exclude },
  );
  // Guards against a silently empty run (axe not loaded, page blank) passing as "no violations".
  expect(passes, 'axe checked nothing').toBeGreaterThan(0);
  return violations;
}

/** Fails the test with a readable list when axe finds any violation. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.length, `axe found ${violations.length} violation(s) on ${where}:\n${formatViolations(violations)}`).toBe(0);
}
