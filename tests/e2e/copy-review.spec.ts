// `npm run copy:review -- HEAD~1` after a disclosure edit, in a clone of the repository: the report
// lists exactly the lenders the edit reaches (worked out from the lender and override files), with
// the words before and after, disclosures first, and is itself accessible.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const REPO = path.resolve(import.meta.dirname, '../..');
type Json = Record<string, unknown>;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, data: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
};

/** The string leaves of a copy tree under a dotted path, by dotted key. */
function leaves(tree: unknown, prefix: string): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    (prefix === '' && key.startsWith('_')) || key === '$schema' ? [] : leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}
const at = (tree: Json, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], tree);
function setAt(tree: Json, dotted: string, value: string) {
  const keys = dotted.split('.');
  const last = keys.pop()!;
  let node = tree;
  for (const key of keys) node = (node[key] ??= {}) as Json;
  node[last] = value;
}

/** A word of the text outside placeholders and tags, long enough to find again. */
const WORD = /(?<![\w{</])[A-Za-z]{5,}(?![\w}>])/;

test('copy review: a disclosure edit lists exactly the lenders it reaches, before and after, disclosures first', async ({ page }) => {
  test.setTimeout(60_000);
  const temp = mkdtempSync(path.join(tmpdir(), 'copy-review-e2e-'));
  try {
    const clone = path.join(temp, 'repo');
    execFileSync('git', ['clone', '--quiet', '--shared', REPO, clone]);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Copy review test', '-c', 'user.email=test@example.com', ...args], { cwd: clone });
    const lenders = readdirSync(path.join(clone, 'lenders'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

    // The first disclosure's first text with a word to change, and a text no disclosure names.
    const registry = readJson(path.join(clone, 'flows/disclosures.json')).disclosures as Record<string, { copy: string[] }>;
    const [disclosureType, { copy: disclosurePaths }] = Object.entries(registry)[0]!;
    const [namespace, keyPath] = disclosurePaths[0]!.split(':') as [string, string];
    const baseFile = path.join(clone, 'copy/en', `${namespace}.json`);
    const [key, text] = leaves(at(readJson(baseFile), keyPath), keyPath).find(([, value]) => WORD.test(value))!;
    const oldWord = WORD.exec(text)![0];
    const isDisclosure = (id: string) => Object.values(registry).some(({ copy }) => copy.some((p) => id === p || id.startsWith(`${p}.`)));
    const otherNamespace = 'common';
    const otherFile = path.join(clone, 'copy/en', `${otherNamespace}.json`);
    const [otherKey, otherText] = leaves(readJson(otherFile), '').find(
      ([k, value]) => !isDisclosure(`${otherNamespace}:${k}`) && WORD.test(value),
    )!;

    // First commit: the first lender gives the disclosure text its own words, so the base edit must pass it by.
    const overriding = lenders[0]!;
    const overrideFile = path.join(clone, 'copy/lenders', overriding, 'en', `${namespace}.json`);
    const override = existsSync(overrideFile) ? readJson(overrideFile) : {};
    setAt(override, key, `${text} (${overriding}'s own words)`);
    writeJson(overrideFile, override);
    git('add', overrideFile);
    git('commit', '--quiet', '-m', 'an override');

    // Second commit, the change under review: a word of the disclosure text and one of another text.
    const base = readJson(baseFile);
    setAt(base, key, text.replace(WORD, 'Zebrafied'));
    writeJson(baseFile, base);
    const other = readJson(otherFile);
    setAt(other, otherKey, otherText.replace(WORD, 'Quokkanote'));
    writeJson(otherFile, other);
    git('add', baseFile, otherFile);
    git('commit', '--quiet', '-m', 'the change');

    // Who each edit reaches, from the files: every lender (each offers English) without its own text for the key.
    const ownText = (org: string, ns: string, k: string) => {
      const file = path.join(clone, 'copy/lenders', org, 'en', `${ns}.json`);
      return existsSync(file) && typeof at(readJson(file), k) === 'string';
    };
    const reachedByDisclosure = lenders.filter((org) => !ownText(org, namespace, key));
    const reachedByOther = lenders.filter((org) => !ownText(org, otherNamespace, otherKey));
    expect(reachedByDisclosure).not.toContain(overriding);
    expect(reachedByDisclosure.length).toBeGreaterThan(0);

    // Run from this repository's node_modules, in the clone.
    const out = path.join(temp, 'report.html');
    const printed = execFileSync(
      path.join(REPO, 'node_modules/.bin/tsx'),
      [path.join(REPO, 'scripts/copy-review.ts'), 'HEAD~1', '--out', out],
      {
        cwd: clone,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(printed.trim()).toBe(out);

    await page.goto(`file://${out}`);
    const expectedLenders = [...new Set([...reachedByDisclosure, ...reachedByOther])].sort();
    await expect(page.locator('section[data-lender]')).toHaveCount(expectedLenders.length);
    expect(
      await page.locator('section[data-lender]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-lender'))),
    ).toEqual(expectedLenders);
    expect(
      await page
        .locator('[data-summary-table] tbody tr')
        .evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-lender')} ${r.getAttribute('data-locale')}`)),
    ).toEqual(expectedLenders.map((org) => `${org} en`));

    // The summary also names the files the change touched.
    await expect(page.locator('[data-changed-files] li')).toHaveText(
      [baseFile, otherFile].map((file) => path.relative(clone, file)).sort(),
    );

    const disclosureId = `${namespace}:${key}`;
    const otherId = `${otherNamespace}:${otherKey}`;
    for (const org of expectedLenders) {
      const section = page.locator(`section[data-lender="${org}"]`);
      const ids = await section.locator('tr[data-text]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-text')));
      expect(ids).toEqual([
        ...(reachedByDisclosure.includes(org) ? [disclosureId] : []),
        ...(reachedByOther.includes(org) ? [otherId] : []),
      ]);
      if (reachedByDisclosure.includes(org)) {
        const row = section.locator(`tr[data-text="${disclosureId}"]`);
        await expect(row).toHaveAttribute('data-disclosure', disclosureType);
        await expect(row.locator('td').nth(0).locator('del')).toHaveText(oldWord);
        await expect(row.locator('td').nth(1).locator('ins')).toHaveText('Zebrafied');
        await expect(row.locator('td').nth(0)).toHaveAttribute('lang', 'en');
      }
      if (reachedByOther.includes(org)) {
        const row = section.locator(`tr[data-text="${otherId}"]`);
        await expect(row).not.toHaveAttribute('data-disclosure');
        await expect(row.locator('td').nth(1).locator('ins')).toHaveText('Quokkanote');
      }
    }
    await expectNoAxeViolations(page, 'the copy review report');
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});
