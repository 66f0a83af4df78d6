// The copy review on two copies of the real config, one edited: which lenders and languages a change
// reaches, worked out from the lender and override files, never listed by hand.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/engine/format/format';
import { PROJECT_ROOT } from '../../src/build/load-config';
import { copyRealConfig, lendersForCase, removeConfigFixture } from '../validate/config-fixture';
import type { CopyReview } from './compare-texts';
import type { DiffToken } from './word-diff';
import { reviewTrees } from './review-trees';

type Json = Record<string, unknown>;

/** Two fresh copies of the real config: the ref's and the working tree's. */
async function trees(): Promise<{ before: string; after: string }> {
  const [before, after] = await Promise.all(
    [0, 1].map(async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'copy-review-'));
      await cp(pristine, dir, { recursive: true });
      scratch.push(dir);
      return dir;
    }),
  );
  return { before: before!, after: after! };
}

const readJson = async (root: string, file: string): Promise<Json> => JSON.parse(await readFile(path.join(root, file), 'utf8')) as Json;
const writeJson = (root: string, file: string, data: unknown) => writeFile(path.join(root, file), JSON.stringify(data, null, 2));

/** The string leaves of a copy file, by dotted key, without its bookkeeping and review notes. */
function leaves(tree: Json, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    if (!prefix && ['$schema', 'schemaVersion', '_review'].includes(key)) return [];
    const dotted = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? leaves(value as Json, dotted) : typeof value === 'string' ? [[dotted, value]] : [];
  });
}

function setLeaf(tree: Json, dotted: string, value: string): void {
  const segments = dotted.split('.');
  const last = segments.pop()!;
  let node = tree;
  for (const segment of segments) node = (node[segment] ??= {}) as Json;
  node[last] = value;
}

const lenderCodes = async (root: string) =>
  (await readdir(path.join(root, 'lenders'), { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

async function offeredLocales(root: string, org: string): Promise<string[]> {
  return ((await readJson(root, `lenders/${org}/lender.json`)).locales as string[] | undefined) ?? ['en'];
}

/** Whether the lender's override files give a key its own text in a locale. */
async function overrides(root: string, org: string, locale: string, namespace: string, key: string): Promise<boolean> {
  const file = `copy/lenders/${org}/${locale}/${namespace}.json`;
  try {
    return leaves(await readJson(root, file)).some(([dotted]) => dotted === key);
  } catch {
    return false;
  }
}

/** Lenders that offer the locale and do not override the key: whom a base copy change reaches. */
async function reachedByBaseChange(root: string, locale: string, namespace: string, key: string): Promise<string[]> {
  const reached: string[] = [];
  for (const org of await lenderCodes(root)) {
    if ((await offeredLocales(root, org)).includes(locale) && !(await overrides(root, org, locale, namespace, key))) reached.push(org);
  }
  return reached;
}

/** An override that exists in the config: its lender, namespace and key (the first found, in file order). */
async function someOverride(root: string): Promise<{ org: string; namespace: string; key: string; file: string } | undefined> {
  for (const org of await readdir(path.join(root, 'copy/lenders')).catch(() => [] as string[])) {
    for (const file of (await readdir(path.join(root, 'copy/lenders', org, 'en')).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.json'),
    )) {
      const namespace = file.replace(/\.json$/, '');
      const base = new Set(leaves(await readJson(root, `copy/en/${file}`)).map(([key]) => key));
      const key = leaves(await readJson(root, `copy/lenders/${org}/en/${file}`)).find(([dotted]) => base.has(dotted))?.[0];
      if (key) return { org, namespace, key, file: `copy/lenders/${org}/en/${file}` };
    }
  }
  return undefined;
}

/** An override to test with: a real one, or, while no lender has one, one written into both trees. */
async function overrideIn(before: string, after: string) {
  const found = await someOverride(before);
  if (found) return found;
  const [org] = await lenderCodes(before);
  const [key, text] = leaves(await readJson(before, 'copy/en/common.json'))[0]!;
  const file = `copy/lenders/${org}/en/common.json`;
  for (const root of [before, after]) {
    await mkdir(path.join(root, 'copy/lenders', org!, 'en'), { recursive: true });
    const tree: Json = {};
    setLeaf(tree, key, `${text} (this lender's own)`);
    await writeJson(root, file, tree);
  }
  return { org: org!, namespace: 'common', key, file };
}

const plain = (tokens: DiffToken[] | undefined) => (tokens ?? []).map((t) => (t.kind === 'break' ? '\n' : t.text)).join('');
const changedWords = (tokens: DiffToken[] | undefined) =>
  (tokens ?? []).filter((t) => t.changed && t.kind === 'text' && t.text.trim()).map((t) => (t.kind === 'text' ? t.text : ''));

/** org → locale → ids of the texts listed. */
const listed = (review: CopyReview) =>
  Object.fromEntries(
    review.lenders.map((lender) => [lender.orgCode, Object.fromEntries(lender.locales.map((l) => [l.locale, l.changes.map((c) => c.id)]))]),
  );

/** What tells lenders apart but never what a text says or whom it reaches: a lender's own names, addresses, logos and theme. */
const IDENTITY = ['orgCode', 'canonicalOrgCode', 'default', 'company', 'hosts', 'logo', 'logoOnDark', 'theme', 'themeOverrides'];

/** A lender's override files, each path beside its text. */
async function overrideFiles(org: string): Promise<string> {
  const dir = path.join(PROJECT_ROOT, 'copy/lenders', org);
  const files = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  return (await Promise.all(files.map(async (file) => `${file}\n${await readFile(path.join(dir, file), 'utf8')}`))).join('\n');
}

/**
 * One lender of each kind the review tells apart (its lender file without its identity, and its
 * override files), with the lenders these name: a tree of lenders that differ only by name and theme
 * (issue 12's sixty) reviews no differently, so the test's cost follows the kinds, not the count.
 */
async function distinctLenders(): Promise<Set<string>> {
  const kinds = new Map<string, string>();
  for (const org of await lenderCodes(PROJECT_ROOT)) {
    const lender = await readJson(PROJECT_ROOT, `lenders/${org}/lender.json`);
    for (const field of IDENTITY) delete lender[field];
    const kind = `${JSON.stringify(lender)}\n${await overrideFiles(org)}`;
    if (!kinds.has(kind)) kinds.set(kind, org);
  }
  return lendersForCase([...kinds.values()].map((org) => `"${org}"`).join(' '));
}

let pristine: string;
const scratch: string[] = [];
beforeAll(async () => {
  pristine = await copyRealConfig(await distinctLenders());
});
afterAll(() => removeConfigFixture(pristine));
afterEach(async () => Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

describe('copy review', () => {
  it('lists a base copy change under exactly the lenders that do not override the key', async () => {
    const { before, after } = await trees();
    const { org: overriding, namespace, key } = await overrideIn(before, after);
    const file = `copy/en/${namespace}.json`;
    const base = await readJson(after, file);
    const old = leaves(base).find(([dotted]) => dotted === key)![1];
    setLeaf(base, key, `${old} Reviewed wording.`);
    await writeJson(after, file, base);

    const expected = await reachedByBaseChange(after, 'en', namespace, key);
    expect(expected).not.toContain(overriding);
    expect(expected.length).toBeGreaterThan(0);
    const review = await reviewTrees(before, after);
    expect(listed(review)).toEqual(Object.fromEntries(expected.map((org) => [org, { en: [`${namespace}:${key}`] }])));
    expect(review.unchanged).toEqual((await lenderCodes(after)).filter((org) => !expected.includes(org)));
    const change = review.lenders[0]!.locales[0]!.changes[0]!;
    expect(change.status).toBe('changed');
    expect(changedWords(change.after)).toEqual(['Reviewed', 'wording', '.']);
    expect(changedWords(change.before)).toEqual([]);
  });

  it('lists an override change under its lender only', async () => {
    const { before, after } = await trees();
    const { org, namespace, key, file } = await overrideIn(before, after);
    const tree = await readJson(after, file);
    setLeaf(tree, key, 'Words only this lender shows.');
    await writeJson(after, file, tree);

    const review = await reviewTrees(before, after);
    expect(listed(review)).toEqual({ [org]: { en: [`${namespace}:${key}`] } });
    expect(plain(review.lenders[0]!.locales[0]!.changes[0]!.after)).toBe('Words only this lender shows.');
  });

  it("changes a lender's interpolated texts when a figure in its lender file changes, disclosures first", async () => {
    const { before, after } = await trees();
    const [org] = await lenderCodes(after);
    const lender = await readJson(after, `lenders/${org}/lender.json`);
    const fees = (lender.product as Json).fees as Json;
    const oldFee = fees.manualNotary as number;
    const newFee = oldFee + 125;
    fees.manualNotary = newFee;
    await writeJson(after, `lenders/${org}/lender.json`, lender);

    const review = await reviewTrees(before, after);
    expect(review.lenders.map((l) => l.orgCode)).toEqual([org]);
    const changes = review.lenders[0]!.locales.flatMap((l) => l.changes);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      expect(change.status).toBe('changed');
      expect(plain(change.before)).toContain(formatMoney(oldFee));
      expect(plain(change.after)).toContain(formatMoney(newFee));
      expect(plain(change.after)).not.toContain('{{');
    }
    // The early disclosure states the notary fee: a disclosure text, listed first.
    expect(changes[0]!.disclosure).toBeDefined();
  });

  it('lists a Spanish-only change under Spanish only, for the lenders that offer Spanish', async () => {
    const { before, after } = await trees();
    // At least one lender offers Spanish on both sides (the sample lenders may all be English only).
    const [first] = await lenderCodes(after);
    for (const root of [before, after]) {
      const lender = await readJson(root, `lenders/${first}/lender.json`);
      const offered = (lender.locales as string[] | undefined) ?? ['en'];
      lender.locales = [...new Set([...offered, 'es'])];
      await writeJson(root, `lenders/${first}/lender.json`, lender);
    }
    const file = 'copy/es/common.json';
    const spanish = await readJson(after, file);
    const [key, old] = leaves(spanish)[0]!;
    setLeaf(spanish, key, `${old} Texto revisado.`);
    await writeJson(after, file, spanish);

    const expected = await reachedByBaseChange(after, 'es', 'common', key);
    expect(expected).toContain(first);
    const review = await reviewTrees(before, after);
    expect(listed(review)).toEqual(Object.fromEntries(expected.map((org) => [org, { es: [`common:${key}`] }])));
  });

  it("lists a text a lender's own data keeps from its borrowers only for the lenders that show it", async () => {
    const { before, after } = await trees();
    // The annual fee's line, shown where a lender charges one (the others say there is none), and the
    // prescreen notice's opening words, shown by lenders that mail prescreened offers.
    const terms = await readJson(after, 'copy/en/heloc-terms.json');
    setLeaf(terms, 'terms.feeAnnual', `${leaves(terms).find(([key]) => key === 'terms.feeAnnual')![1]} Reviewed.`);
    await writeJson(after, 'copy/en/heloc-terms.json', terms);
    const prescreen = await readJson(after, 'copy/en/prescreen.json');
    setLeaf(prescreen, 'short', `${String(prescreen.short)} Reviewed.`);
    await writeJson(after, 'copy/en/prescreen.json', prescreen);

    const expected: Record<string, { en: string[] }> = {};
    for (const org of await reachedByBaseChange(after, 'en', 'heloc-terms', 'terms.feeAnnual')) {
      const lender = await readJson(after, `lenders/${org}/lender.json`);
      const { product, features } = lender as { product: { lineTerms: { annualFee: number } }; features: Json };
      const ids = [
        ...(product.lineTerms.annualFee > 0 ? ['heloc-terms:terms.feeAnnual'] : []),
        ...(features.directMailPrescreen && !(await overrides(after, org, 'en', 'prescreen', 'short')) ? ['prescreen:short'] : []),
      ];
      if (ids.length > 0) expected[org] = { en: ids };
    }
    // The sample lenders have both kinds on each side of each rule.
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(Object.keys(expected).length).toBeLessThan((await lenderCodes(after)).length);
    expect(Object.values(expected).some(({ en }) => en.includes('prescreen:short'))).toBe(true);
    const review = await reviewTrees(before, after);
    expect(listed(review)).toEqual(expected);
  });

  it('lists nothing when nothing a borrower reads changed', async () => {
    const { before, after } = await trees();
    // A compliance note is not borrower-facing.
    const terms = await readJson(after, 'copy/en/heloc-terms.json');
    terms._review = { ...(terms._review as Json), note: 'A reviewer’s note.' };
    await writeJson(after, 'copy/en/heloc-terms.json', terms);
    const review = await reviewTrees(before, after);
    expect(review.lenders).toEqual([]);
    expect(review.unchanged).toEqual(await lenderCodes(after));
  });
});
