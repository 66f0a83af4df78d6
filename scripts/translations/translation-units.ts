// What a locale's translators and reviewers have to do, key by key: every English text with its
// translation (if any), the record of the English it was made from, and what it needs. The export
// writes these as XLIFF; validate's translation checks fail on the same conditions.
import { copyFileParts, type ConfigTree } from '../../src/build/load-config';
import { BASE_LOCALE, baseCopy, copyValue, lenderCopyOverrides, translatableLeaves } from '../validate/copy-resources';
import { isRecord } from '../validate/json-pointer';
import { disclosureCopy, under } from '../../src/build/copy-approvals';
import { sourceRecords, sourcesFileOf } from '../validate/translation-checks';

export type UnitState = 'missing' | 'unrecorded' | 'stale' | 'unapproved' | 'done';

export interface TranslationUnit {
  /** The key path in the namespace ('contact.hardCredit'). */
  key: string;
  english: string;
  target?: string;
  /** The English the translation was made from, when that differs from today's. */
  previousEnglish?: string;
  approved: boolean;
  /** The disclosure type when the key is a disclosure's words (flows/disclosures.json `copy`). */
  disclosure?: string;
  state: UnitState;
}

export interface TranslationFile {
  /** The translated namespace file ('copy/es/start.json', 'copy/lenders/HARBOR_CU/es/application.json'). */
  file: string;
  units: TranslationUnit[];
}

/** The disclosure whose words a key is (flows/disclosures.json `copy`), if any. */
function disclosureOf(tree: ConfigTree): (namespace: string, key: string) => string | undefined {
  const prefixes = disclosureCopy(tree);
  return (namespace, key) => prefixes.find((p) => p.namespace === namespace && under(key, p.path))?.type;
}

/**
 * Every namespace of `locale` to translate: the base copy's, and the overrides of each lender that
 * offers the locale or already has a translation of its overrides.
 */
export function translationFiles(tree: ConfigTree, locale: string): TranslationFile[] {
  const base = baseCopy(tree);
  const overrides = lenderCopyOverrides(tree);
  const records = sourceRecords(tree);
  const disclosure = disclosureOf(tree);
  const offering = new Set(
    tree.lenders.flatMap((f) =>
      isRecord(f.data) && Array.isArray(f.data.locales) && (f.data.locales as unknown[]).includes(locale) ? [f.file.split('/')[1]!] : [],
    ),
  );

  const fileFor = (file: string, english: Record<string, unknown>, translated: Record<string, unknown> | undefined): TranslationFile => {
    const kept = records.get(sourcesFileOf(file)) ?? {};
    const namespace = copyFileParts(file).namespace;
    const units = translatableLeaves(english).flatMap(({ segments, value }): TranslationUnit[] => {
      if (typeof value !== 'string') return [];
      const key = segments.join('.');
      const target = copyValue(translated, key);
      const record = kept[key];
      const type = disclosure(namespace, key);
      const state: UnitState =
        typeof target !== 'string'
          ? 'missing'
          : !record
            ? 'unrecorded'
            : record.en !== value
              ? 'stale'
              : type && !record.approved
                ? 'unapproved'
                : 'done';
      return [
        {
          key,
          english: value,
          ...(typeof target === 'string' ? { target } : {}),
          ...(record && record.en !== value ? { previousEnglish: record.en } : {}),
          approved: Boolean(record?.approved && record.en === value),
          ...(type ? { disclosure: type } : {}),
          state,
        },
      ];
    });
    return { file, units };
  };

  const files = [...(base.get(BASE_LOCALE) ?? new Map())].map(([namespace, english]) =>
    fileFor(`copy/${locale}/${namespace}.json`, english.tree, base.get(locale)?.get(namespace)?.tree),
  );
  for (const [org, locales] of overrides) {
    for (const [namespace, english] of locales.get(BASE_LOCALE) ?? new Map()) {
      const translated = locales.get(locale)?.get(namespace);
      if (!offering.has(org) && !translated) continue;
      files.push(fileFor(`copy/lenders/${org}/${locale}/${namespace}.json`, english.tree, translated?.tree));
    }
  }
  return files;
}
