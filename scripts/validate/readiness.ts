// `npm run validate -- --lender CODE`: a readiness checklist for one lender, for onboarding staff
// finishing it. Warnings, never errors: a half-built lender can be committed once it validates.
// It names what still holds the scaffolder's placeholders (scripts/templates/new-lender/), which
// feature values are on, where the lender lends and where it is only listed, which disclosures it
// shows and which copy it overrides.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigTree } from '../../src/build/load-config';
import { copyFileParts } from '../../src/build/load-config';
import type { Lender } from '../../src/engine/types/lender';
import { isRecord } from './json-pointer';

const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../templates/new-lender');

/** The scaffolder's example values, at the place it writes them. */
const TEMPLATE: Lender = JSON.parse(readFileSync(path.join(TEMPLATE_DIR, 'lender.json'), 'utf8')) as Lender;

/** Where the scaffolder writes made-up values a real lender replaces: its address, licence number and phones. */
const SCAFFOLDED = ['company.companyAddress.street1', 'company.nmlsNumber', 'company.supportPhoneNumber.number'];

const EXAMPLE_HOST = /(^|[@./])[a-z0-9-]+\.example(\/|$)/i;

/** Every string leaf of a document with its dotted path. */
function leaves(value: unknown, at: string[] = []): Array<{ path: string; value: string }> {
  if (typeof value === 'string') return [{ path: at.join('.'), value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, String(index)]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [];
}

const valueAt = (document: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined), document);

/** What still holds the scaffolder's placeholders: its letter logo, its example address, numbers and phones, example domains. */
function placeholders(lender: Lender, folder: string, root: string): string[] {
  const found: string[] = [];
  for (const file of ['logo.svg', 'logo-on-dark.svg']) {
    const own = path.join(root, 'lenders', folder, file);
    if (!existsSync(own)) continue;
    // The scaffolder's logo is its template with the brand and initial filled in: the same shapes.
    const shape = (svg: string) => svg.replace(/>[^<]*</g, '><').replace(/aria-label="[^"]*"/, '');
    if (shape(readFileSync(own, 'utf8')) === shape(readFileSync(path.join(TEMPLATE_DIR, file), 'utf8')))
      found.push(`lenders/${folder}/${file} is the scaffolder's letter logo`);
  }
  for (const dotted of SCAFFOLDED) {
    const example = valueAt(TEMPLATE, dotted);
    if (valueAt(lender, dotted) === example) found.push(`${dotted} is the scaffolder's example (${String(example)})`);
  }
  for (const { path: dotted, value } of leaves(lender.company, ['company'])) {
    if (EXAMPLE_HOST.test(value)) found.push(`${dotted} is an example address (${value})`);
  }
  return found;
}

/** A feature's value in words: on, a number or word as it is, an object by its role or as on. */
function featureWords(name: string, value: unknown): string | null {
  if (value === false || value === undefined || value === null) return null;
  if (value === true) return name;
  if (typeof value === 'number' || typeof value === 'string') return `${name} ${value}`;
  const role = isRecord(value) ? value.role : undefined;
  return typeof role === 'string' ? `${name} (${role})` : name;
}

/** The checklist's lines for the lender in `folder`, or null when the tree has no such lender. */
export function readinessChecklist(tree: ConfigTree, folder: string): string[] | null {
  const file = tree.lenders.find((lender) => lender.file === `lenders/${folder}/lender.json`);
  if (!file || !isRecord(file.data)) return null;
  const lender = file.data as unknown as Lender;
  const lines = [`Readiness of ${folder} (warnings only: nothing here stops a commit)`];
  const section = (title: string, items: string[], none: string) => {
    lines.push(`${title}:`);
    lines.push(...(items.length ? items.map((item) => `  - ${item}`) : [`  ${none}`]));
  };
  section(
    'Placeholders from the scaffolder still in place',
    placeholders(lender, folder, tree.root).map((item) => `warning: ${item}`),
    'none',
  );
  section(
    'Feature values on',
    [
      ...Object.entries(lender.features ?? {})
        .map(([name, value]) => featureWords(name, value))
        .filter((item): item is string => item !== null),
      ...(lender.creditUnionLogo ? ['credit union logo'] : []),
    ],
    'none',
  );
  const supported = new Set(lender.states?.supported ?? []);
  const listedOnly = (lender.states?.licensed ?? []).filter((state) => !supported.has(state));
  section(
    'States',
    [`lends in: ${[...supported].join(', ') || 'none'}`, `licensed but not lending: ${listedOnly.join(', ') || 'none'}`],
    '',
  );
  const disclosures = lender.disclosures ?? {};
  section(
    'Disclosures shown',
    [
      ...(disclosures.numbered ?? []).map((key, index) => `${index + 1}. ${key}`),
      ...(disclosures.notices ?? []).map((key) => `notice: ${key}`),
      ...Object.keys(disclosures.booklet ?? {}).map((locale) => `booklet link (${locale})`),
    ],
    'none',
  );
  section(
    'Copy overridden',
    tree.lenderCopy
      .filter((copy) => copy.file.startsWith(`copy/lenders/${folder}/`))
      .flatMap((copy) => {
        const { locale, namespace } = copyFileParts(copy.file);
        return leaves(copy.data)
          .filter(({ path: key }) => !key.startsWith('$schema') && key !== 'schemaVersion')
          .map(({ path: key }) => `${namespace}:${key} (${locale})`);
      }),
    'none',
  );
  return lines;
}
