// The flow diagrams in the preview area: each picture `npm run diagrams` drew loads, with its text
// alternative, and the text under the registration's picture names the flow file's steps in order,
// by their English titles, with each guard in words. One page load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { copyText, registrationWords } from '../../src/engine/flow/flow-overview';
import { ruleInWords } from '../../src/engine/json-logic/rule-words';
import type { RegistrationFlow } from '../../src/engine/types/registration-flow';
import type { StatusRoutes } from '../../src/engine/types/status-routes';
import { expectNoAxeViolations } from './support/axe';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const english = copyText(
  Object.fromEntries(
    readdirSync(path.join(ROOT, 'copy/en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), readJson(`copy/en/${file}`)]),
  ),
);
const pageWords = readJson<{ title: string }>('copy/staff/en/flows.json');
const flow = readJson<RegistrationFlow>('flows/registration.json');
const statusRoutes = readJson<StatusRoutes>('flows/status-routes.json');
const diagramFiles = readdirSync(path.join(ROOT, 'docs/flows')).filter((file) => file.endsWith('.svg'));

test('the flows page shows every diagram, and the registration’s steps and guards as text', async ({ page }) => {
  await page.goto('/account/heloc/preview/flows');
  await expect(page.getByRole('heading', { level: 1, name: pageWords.title })).toBeVisible();

  // Each picture has loaded (a broken image has no natural width) and is named for those who do not see it.
  const images = page.locator('[data-diagram] figure img');
  await expect(images).toHaveCount(diagramFiles.length);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('alt', /\w/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }
  const sources = await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  for (const file of diagramFiles) expect(sources.some((src) => src.includes(file.replace(/\.svg$/, '')))).toBe(true);

  // Beside the registration's picture: its steps in the flow file's order, each guard and exit in words.
  const registration = page.locator('[data-diagram="registration"]');
  const steps = registration.locator('li[data-step]');
  await expect(steps).toHaveCount(flow.steps.length);
  const words = registrationWords(flow, english);
  for (const [index, step] of flow.steps.entries()) {
    const item = steps.nth(index);
    await expect(item).toHaveAttribute('data-step', step.id);
    await expect(item).toContainText(english(step.title)!);
    if (step.guard !== undefined) {
      const guard = ruleInWords(step.guard, words);
      expect(guard, 'a guard reads as words, not JSON Logic').not.toMatch(/[{}[\]]|draft\./);
      await expect(item).toContainText(guard);
    }
    for (const exit of flow.exits.filter((e) => e.after === step.id)) await expect(item).toContainText(ruleInWords(exit.when, words));
  }
  expect(flow.steps.some((step) => step.guard !== undefined)).toBe(true);

  // The status table names every status the flow file routes.
  const table = (await page.locator('[data-diagram="status-routes"] table').textContent()) ?? '';
  for (const status of statusRoutes.routes.flatMap((row) => row.statuses)) expect(table).toContain(status);

  await expectNoAxeViolations(page, 'the flows preview');
});
