import { copyFileParts, type ConfigTree } from '../../src/build/load-config';
import { deepMerge } from '../../src/engine/lender/lender-package';
import { declaredOrgCodes, type LenderDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { markupProblems } from './copy-markup';
import {
  BASE_LOCALE,
  baseCopy,
  copyLeaves,
  copyValue,
  lenderCopyOverrides,
  translatableLeaves,
  type CopyLocales,
  type CopyNamespace,
} from './copy-resources';
import { isRecord, toPointer } from './json-pointer';

const DISCLOSURE_LISTS = ['numbered', 'notices'];

// Locales differ in plural forms (en: _one/_other, es: _one/_many/_other), so plural keys are compared by their stem.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const comparableKey = (segments: readonly string[]): string => segments.join('.').replace(PLURAL_SUFFIX, '');

function markupErrors(namespaces: readonly CopyNamespace[]): ConfigError[] {
  return namespaces.flatMap(({ file, tree }) =>
    copyLeaves(tree).flatMap(({ segments, value }) =>
      typeof value === 'string' ? markupProblems(value).map((problem) => configError(file, toPointer(segments), problem)) : [],
    ),
  );
}

const keySet = (namespace: CopyNamespace): Set<string> => new Set(translatableLeaves(namespace.tree).map((l) => comparableKey(l.segments)));

/** Keys in `reference` that `other` lacks, reported on `other`'s file at the place the key would go. */
function missingKeys(reference: CopyNamespace, other: CopyNamespace): ConfigError[] {
  const present = keySet(other);
  return translatableLeaves(reference.tree)
    .filter((leaf) => !present.has(comparableKey(leaf.segments)))
    .map((leaf) =>
      configError(other.file, toPointer(leaf.segments), `key '${leaf.segments.join('.')}' is missing (${reference.file} has it)`),
    );
}

function extraKeys(reference: CopyNamespace, other: CopyNamespace): ConfigError[] {
  const expected = keySet(reference);
  return copyLeaves(other.tree)
    .filter((leaf) => !expected.has(comparableKey(leaf.segments)))
    .map((leaf) => configError(other.file, toPointer(leaf.segments), `key '${leaf.segments.join('.')}' is not in ${reference.file}`));
}

/** Every locale carries the same namespaces and keys as the base locale. */
function localeParityErrors(locales: CopyLocales): ConfigError[] {
  const base = locales.get(BASE_LOCALE);
  if (!base) return locales.size > 0 ? [configError(`copy/${BASE_LOCALE}`, '', `base locale '${BASE_LOCALE}' is missing`)] : [];
  return [...locales].flatMap(([locale, namespaces]) => {
    if (locale === BASE_LOCALE) return [];
    const missingFiles = [...base]
      .filter(([name]) => !namespaces.has(name))
      .map(([name, ref]) =>
        configError(`copy/${locale}/${name}.json`, '', `file is missing (${ref.file} has no counterpart in locale '${locale}')`),
      );
    const extraFiles = [...namespaces]
      .filter(([name]) => !base.has(name))
      .map(([, ns]) => configError(ns.file, '', `namespace is not in locale '${BASE_LOCALE}'`));
    const keyErrors = [...namespaces].flatMap(([name, ns]) => {
      const ref = base.get(name);
      return ref ? [...missingKeys(ref, ns), ...extraKeys(ref, ns)] : [];
    });
    return [...missingFiles, ...extraFiles, ...keyErrors];
  });
}

function disclosureKeyErrors(lender: LenderDocument, locales: CopyLocales, overrides: CopyLocales | undefined): ConfigError[] {
  const disclosures = isRecord(lender.data.disclosures) ? lender.data.disclosures : {};
  return DISCLOSURE_LISTS.flatMap((list) => {
    const keys = Array.isArray(disclosures[list]) ? (disclosures[list] as unknown[]) : [];
    return keys.flatMap((key, index) => {
      if (typeof key !== 'string' || !key.includes(':')) return [];
      const [namespace, dotted] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      // The base locale is checked even when copy/ has none, so a lender never references copy that does not exist.
      const missingIn = [...new Set([BASE_LOCALE, ...locales.keys()])].filter((locale) => {
        const merged = deepMerge(locales.get(locale)?.get(namespace)?.tree, overrides?.get(locale)?.get(namespace)?.tree);
        return typeof copyValue(merged as Record<string, unknown> | undefined, dotted) !== 'string';
      });
      return missingIn.map((locale) =>
        configError(lender.file, toPointer(['disclosures', list, index]), `copy key '${key}' is missing in locale '${locale}'`),
      );
    });
  });
}

function overrideKeyErrors(override: CopyNamespace, base: CopyNamespace | undefined): ConfigError[] {
  return copyLeaves(override.tree).flatMap(({ segments, value }) => {
    const baseValue = base ? copyValue(base.tree, segments.join('.')) : undefined;
    if (typeof baseValue === typeof value) return [];
    const where = base?.file ?? 'the base copy';
    return [
      configError(
        override.file,
        toPointer(segments),
        `key '${segments.join('.')}' does not exist in ${where}; overrides may only replace base copy`,
      ),
    ];
  });
}

/** Lender overrides are for an existing lender and only replace keys the base copy has. */
function overrideErrors(overridesByOrg: Map<string, CopyLocales>, locales: CopyLocales, orgCodes: Set<string>): ConfigError[] {
  return [...overridesByOrg].flatMap(([org, overrideLocales]) =>
    [...overrideLocales].flatMap(([locale, namespaces]) =>
      [...namespaces.values()].flatMap((override) => {
        if (!orgCodes.has(org)) return [configError(override.file, '', `no lender has orgCode '${org}'`)];
        const base = locales.get(locale)?.get(copyFileParts(override.file).namespace);
        if (!base) return [configError(override.file, '', `copy/${locale}/ has no such namespace file to override`)];
        return overrideKeyErrors(override, base);
      }),
    ),
  );
}

/** Strings in flow files of the form 'namespace:key.path' are copy keys. */
const FLOW_COPY_KEY = /^[a-z][a-zA-Z0-9_]*:[a-zA-Z0-9_]+(\.[a-zA-Z0-9_]+)*$/;

function flowStrings(value: unknown, segments: Array<string | number>, out: Array<{ segments: Array<string | number>; value: string }>) {
  if (typeof value === 'string') out.push({ segments, value });
  else if (Array.isArray(value)) value.forEach((item, i) => flowStrings(item, [...segments, i], out));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) flowStrings(item, [...segments, key], out);
  return out;
}

/** A disclosure's `copy` in flows/disclosures.json names whole groups of keys as well as single keys. */
const namesKeyGroup = (segments: ReadonlyArray<string | number>) => segments[0] === 'disclosures' && segments[2] === 'copy';

/** Every copy key a flow names (titles, labels, messages) exists in every locale. */
function flowCopyKeyErrors(tree: ConfigTree, locales: CopyLocales): ConfigError[] {
  return tree.flows.flatMap((flow) =>
    flowStrings(flow.data, [], [])
      .filter(({ value }) => FLOW_COPY_KEY.test(value))
      .flatMap(({ segments, value }) => {
        const namespace = value.slice(0, value.indexOf(':'));
        const dotted = value.slice(value.indexOf(':') + 1);
        const exists = (found: unknown) => typeof found === 'string' || (namesKeyGroup(segments) && isRecord(found));
        return [...new Set([BASE_LOCALE, ...locales.keys()])]
          .filter((locale) => !exists(copyValue(locales.get(locale)?.get(namespace)?.tree, dotted)))
          .map((locale) => configError(flow.file, toPointer(segments), `copy key '${value}' is missing in locale '${locale}'`));
      }),
  );
}

/** Copy keys lenders reference exist in every locale; locales agree; markup stays within the allow-list. */
export function copyChecks(tree: ConfigTree, lenders: readonly LenderDocument[]): ConfigError[] {
  const locales = baseCopy(tree);
  const overridesByOrg = lenderCopyOverrides(tree);
  const allNamespaces = [...locales.values(), ...[...overridesByOrg.values()].flatMap((l) => [...l.values()])].flatMap((ns) => [
    ...ns.values(),
  ]);
  return [
    ...markupErrors(allNamespaces),
    ...localeParityErrors(locales),
    ...lenders.flatMap((lender) => disclosureKeyErrors(lender, locales, overridesByOrg.get(String(lender.data.orgCode)))),
    ...overrideErrors(overridesByOrg, locales, declaredOrgCodes(lenders)),
    ...flowCopyKeyErrors(tree, locales),
  ];
}
