import { copyFileParts, type ConfigFile, type ConfigTree } from '../../src/build/load-config';
import { isRecord } from './json-pointer';

/** One namespace file's keys, without its `$schema` and `schemaVersion`. */
export interface CopyNamespace {
  file: string;
  tree: Record<string, unknown>;
}

/** locale → namespace → file */
export type CopyLocales = Map<string, Map<string, CopyNamespace>>;

export const BASE_LOCALE = 'en';

function stripMeta(data: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _schema, schemaVersion: _version, ...keys } = data;
  return keys;
}

function addNamespace(locales: CopyLocales, file: ConfigFile & { data: Record<string, unknown> }): void {
  const { locale, namespace } = copyFileParts(file.file);
  if (!locales.has(locale)) locales.set(locale, new Map());
  locales.get(locale)!.set(namespace, { file: file.file, tree: stripMeta(file.data) });
}

const parsedObjects = (files: readonly ConfigFile[]) =>
  files.filter((f): f is ConfigFile & { data: Record<string, unknown> } => isRecord(f.data));

export function baseCopy(tree: ConfigTree): CopyLocales {
  const locales: CopyLocales = new Map();
  for (const file of parsedObjects(tree.copy)) addNamespace(locales, file);
  return locales;
}

/** org → locale → namespace → file */
export function lenderCopyOverrides(tree: ConfigTree): Map<string, CopyLocales> {
  const byOrg = new Map<string, CopyLocales>();
  for (const file of parsedObjects(tree.lenderCopy)) {
    const org = copyFileParts(file.file).org!;
    if (!byOrg.has(org)) byOrg.set(org, new Map());
    addNamespace(byOrg.get(org)!, file);
  }
  return byOrg;
}

export interface CopyLeaf {
  /** Key path inside the namespace. */
  segments: string[];
  value: unknown;
}

/** Every non-object value in a namespace, with its key path. */
export function copyLeaves(tree: Record<string, unknown>, prefix: string[] = []): CopyLeaf[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isRecord(value) ? copyLeaves(value, [...prefix, key]) : [{ segments: [...prefix, key], value }],
  );
}

/**
 * The leaves a translation carries: all but the top-level `_review` object, which holds compliance's
 * notes on the English (what awaits approval), not words a borrower reads.
 */
export const translatableLeaves = (tree: Record<string, unknown>): CopyLeaf[] =>
  copyLeaves(tree).filter((leaf) => leaf.segments[0] !== '_review');

/** The value at a dotted key (`links.termsOfUse`) in a namespace. */
export function copyValue(tree: Record<string, unknown> | undefined, dottedKey: string): unknown {
  let node: unknown = tree;
  for (const segment of dottedKey.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return node;
}
