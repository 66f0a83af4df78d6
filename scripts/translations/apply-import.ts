// Writes a translator's or reviewer's XLIFF back into the tree: each translation into its namespace
// file (in the English's key order), and beside it, in sources/, the English it was made from (the
// file's <source>, so English changed after the export shows as stale) and whether it was approved.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import { copyFileParts } from '../../src/build/load-config';
import { translatableLeaves } from '../validate/copy-resources';
import { isRecord } from '../validate/json-pointer';
import { sourcesFileOf, type SourceRecord } from '../validate/translation-checks';
import type { ImportedFile } from './xliff';

type Tree = Record<string, unknown>;
const TRANSLATED_FILE = /^copy\/(?:lenders\/[A-Z0-9_]+\/)?([a-z]{2})\/[a-z][a-z0-9-]*\.json$/;

async function readJson(file: string): Promise<Tree | undefined> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Tree) : undefined;
}

async function writeJson(file: string, data: unknown) {
  await mkdir(path.dirname(file), { recursive: true });
  const text = await prettier.format(JSON.stringify(data, null, 2), { ...(await prettier.resolveConfig(file)), filepath: file });
  await writeFile(file, text);
}

function setKey(tree: Tree, key: string, value: string) {
  const segments = key.split('.');
  let node = tree;
  for (const segment of segments.slice(0, -1)) node = (node[segment] = isRecord(node[segment]) ? node[segment] : {}) as Tree;
  node[segments.at(-1)!] = value;
}

/** The translation laid out in the English's key order; keys English lacks (another plural form) follow. */
function inEnglishOrder(english: Tree, translated: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(english)) {
    if (key === '_review' || !(key in translated)) continue;
    out[key] = isRecord(value) && isRecord(translated[key]) ? inEnglishOrder(value, translated[key] as Tree) : translated[key];
  }
  for (const [key, value] of Object.entries(translated))
    if (!(key in out) && key !== '$schema' && key !== 'schemaVersion') out[key] = value;
  return out;
}

/** The English file a translated one answers: the base copy's, or the lender's own English overrides. */
const englishFileOf = (file: string) => {
  const { org, namespace } = copyFileParts(file);
  return org ? `copy/lenders/${org}/en/${namespace}.json` : `copy/en/${namespace}.json`;
};

export interface ImportResult {
  file: string;
  written: number;
  approved: number;
  /** Keys the English does not have: not written. */
  unknown: string[];
}

export async function applyImport(root: string, imported: readonly ImportedFile[]): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const { file, locale, units } of imported) {
    const match = TRANSLATED_FILE.exec(file);
    if (!match || match[1] !== locale || locale === 'en')
      throw new Error(`${file}: not a translation file of locale '${locale}' under copy/`);
    const english = await readJson(path.join(root, englishFileOf(file)));
    if (!english) throw new Error(`${file}: ${englishFileOf(file)} does not exist`);
    const englishKeys = new Set(translatableLeaves(english).map((leaf) => leaf.segments.join('.')));
    const translated = (await readJson(path.join(root, file))) ?? {};
    const sourcesFile = sourcesFileOf(file);
    const records = ((await readJson(path.join(root, sourcesFile)))?.keys ?? {}) as Record<string, SourceRecord>;
    const unknown: string[] = [];
    let approved = 0;
    for (const unit of units) {
      if (!englishKeys.has(unit.key)) {
        unknown.push(unit.key);
        continue;
      }
      setKey(translated, unit.key, unit.target);
      records[unit.key] = { en: unit.source, approved: unit.approved };
      if (unit.approved) approved += 1;
    }
    const depth = file.split('/').length - 1;
    await writeJson(path.join(root, file), {
      $schema: `${'../'.repeat(depth)}schemas/copy.schema.json`,
      schemaVersion: 1,
      ...inEnglishOrder(english, translated),
    });
    const keyOrder = translatableLeaves(english).map((leaf) => leaf.segments.join('.'));
    const orderedRecords = Object.fromEntries(
      [...keyOrder.filter((key) => key in records), ...Object.keys(records).filter((key) => !keyOrder.includes(key))].map((key) => [
        key,
        records[key],
      ]),
    );
    await writeJson(path.join(root, sourcesFile), {
      $schema: `${'../'.repeat(depth + 1)}schemas/translation-sources.schema.json`,
      schemaVersion: 1,
      keys: orderedRecords,
    });
    results.push({ file, written: units.length - unknown.length, approved, unknown });
  }
  return results;
}
