// Translations that cannot go stale (README 'Editing copy'). Beside every namespace of a locale other
// than English, copy/<locale>/sources/<namespace>.json records per key the English it was translated
// from. A key whose English has changed since, or with no record, fails; so does a locale a lender
// offers that copy/ does not have, and a lender offering a locale without the booklet's link in it.
// Whether a disclosure's words are approved is approval-checks.ts's.
import { SOURCES_FOLDER, type ConfigTree } from '../../src/build/load-config';
import type { LenderDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import {
  BASE_LOCALE,
  baseCopy,
  copyValue,
  lenderCopyOverrides,
  translatableLeaves,
  type CopyLocales,
  type CopyNamespace,
} from './copy-resources';
import { isRecord, toPointer, valueAtPointer } from './json-pointer';

export interface SourceRecord {
  en: string;
  approved: boolean;
}

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** Where a translated namespace file's records are: `copy/es/start.json` → `copy/es/sources/start.json`. */
export const sourcesFileOf = (file: string) => file.replace(/\/([^/]+\.json)$/, `/${SOURCES_FOLDER}/$1`);

/** Records by sources file. */
export function sourceRecords(tree: ConfigTree): Map<string, Record<string, SourceRecord>> {
  return new Map(
    tree.translationSources.flatMap((f) =>
      isRecord(f.data) && isRecord(f.data.keys) ? [[f.file, f.data.keys as Record<string, SourceRecord>] as const] : [],
    ),
  );
}

/**
 * The English a translated key answers: the same key, or, for a plural form English lacks (Spanish
 * has `_many`), English's `_other`.
 */
export function englishOf(english: Record<string, unknown> | undefined, key: string): string | undefined {
  const same = copyValue(english, key);
  if (typeof same === 'string') return same;
  const other = PLURAL_FORM.test(key) ? copyValue(english, key.replace(PLURAL_FORM, '_other')) : undefined;
  return typeof other === 'string' ? other : undefined;
}

/** A translated namespace with the English it answers (a lender's override answers that lender's English). */
export interface Translation {
  locale: string;
  namespace: string;
  org?: string;
  file: CopyNamespace;
  english: Record<string, unknown> | undefined;
}

/** Every translated namespace file, base and lender overrides, with its English. */
export function translations(tree: ConfigTree): Translation[] {
  const locales = baseCopy(tree);
  const english = (namespace: string, overrides?: CopyLocales) => {
    const base = locales.get(BASE_LOCALE)?.get(namespace)?.tree;
    const own = overrides?.get(BASE_LOCALE)?.get(namespace)?.tree;
    return own ? { ...base, ...deepEnglish(base, own) } : base;
  };
  const of = (localesOf: CopyLocales, org?: string, overrides?: CopyLocales): Translation[] =>
    [...localesOf].flatMap(([locale, namespaces]) =>
      locale === BASE_LOCALE
        ? []
        : [...namespaces].map(([namespace, file]) => ({
            locale,
            namespace,
            ...(org ? { org } : {}),
            file,
            english: english(namespace, overrides),
          })),
    );
  return [...of(locales), ...[...lenderCopyOverrides(tree)].flatMap(([org, overrides]) => of(overrides, org, overrides))];
}

/** A lender's English override laid over the base English, key by key. */
function deepEnglish(base: Record<string, unknown> | undefined, own: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(own).map(([key, value]) => [
      key,
      isRecord(value) && isRecord(base?.[key])
        ? { ...(base[key] as object), ...deepEnglish(base[key] as Record<string, unknown>, value) }
        : value,
    ]),
  );
}

const quote = (text: string) => JSON.stringify(text);

function staleErrors(translation: Translation, records: Record<string, SourceRecord> | undefined): ConfigError[] {
  const { file, english, locale } = translation;
  const sourcesFile = sourcesFileOf(file.file);
  const leaves = translatableLeaves(file.tree).filter((leaf) => typeof leaf.value === 'string');
  const keys = new Set(leaves.map((leaf) => leaf.segments.join('.')));
  const perKey = leaves.flatMap(({ segments }) => {
    const key = segments.join('.');
    const now = englishOf(english, key);
    if (now === undefined) return []; // a key English lacks: the locale parity check names it
    const record = records?.[key];
    if (!record)
      return [
        configError(
          file.file,
          toPointer(segments),
          `key '${key}' has no record of the English it was translated from in ${sourcesFile} (npm run translations -- export ${locale})`,
        ),
      ];
    if (record.en === now) return [];
    return [
      configError(
        file.file,
        toPointer(segments),
        `the English of '${key}' has changed since it was translated: it was ${quote(record.en)}, it is now ${quote(now)}; translate it again (npm run translations -- export ${locale})`,
      ),
    ];
  });
  const orphans = Object.keys(records ?? {})
    .filter((key) => !keys.has(key))
    .map((key) => configError(sourcesFile, toPointer(['keys', key]), `records key '${key}', which ${file.file} does not have`));
  return [...perKey, ...orphans];
}

/** A locale a lender offers exists, with the lender's own words in it (its disclosures' approvals: approval-checks.ts). */
function offeredLocaleErrors(tree: ConfigTree, lenders: readonly LenderDocument[]) {
  const present = new Set(baseCopy(tree).keys());
  const errors: ConfigError[] = [];
  const offeredBy = new Map<string, string[]>(); // locale → org codes
  for (const lender of lenders) {
    const offered = Array.isArray(lender.data.locales) ? (lender.data.locales as unknown[]) : [];
    offered.forEach((locale, index) => {
      if (typeof locale !== 'string' || locale === BASE_LOCALE) return;
      if (!present.has(locale))
        errors.push(configError(lender.file, toPointer(['locales', index]), `locale '${locale}' has no copy: copy/${locale}/ is missing`));
      else offeredBy.set(locale, [...(offeredBy.get(locale) ?? []), lender.folder]);
      // The lender's own footer links need their words in the language too.
      const links = valueAtPointer(lender.data, '/company/additionalUrls');
      (Array.isArray(links) ? links : []).forEach((link: unknown, linkIndex) => {
        const names = isRecord(link) && isRecord(link.names) ? link.names : {};
        if (typeof names[locale] !== 'string')
          errors.push(
            configError(
              lender.file,
              toPointer(['company', 'additionalUrls', linkIndex]),
              `the lender offers '${locale}' but this link has no words in it (names.${locale})`,
            ),
          );
      });
      // The CFPB booklet is given in the borrower's language where it publishes one (Reg Z 1026.40(e)).
      const booklet = valueAtPointer(lender.data, '/disclosures/booklet');
      if (isRecord(booklet) && typeof booklet[locale] !== 'string') {
        errors.push(
          configError(
            lender.file,
            '/disclosures/booklet',
            `the lender offers '${locale}' but has no link to the booklet in it (disclosures.booklet.${locale}; CFPB_HELOC_BOOKLET)`,
          ),
        );
      }
    });
  }
  return errors;
}

/** An active banner speaks every language a lender offers (flows/banners.*.json, `translations`). */
function bannerErrors(tree: ConfigTree, lenders: readonly LenderDocument[]): ConfigError[] {
  const offered = new Set(
    lenders
      .flatMap((lender) => (Array.isArray(lender.data.locales) ? lender.data.locales : []))
      .filter((l) => typeof l === 'string' && l !== BASE_LOCALE),
  );
  return tree.flows
    .filter((flow) => /^flows\/banners\.[a-z]+\.json$/.test(flow.file))
    .flatMap((flow) => {
      const banners = isRecord(flow.data) && Array.isArray(flow.data.banners) ? flow.data.banners : [];
      return banners.flatMap((banner: unknown, index: number) => {
        if (!isRecord(banner) || banner.active !== true) return [];
        const translations = isRecord(banner.translations) ? banner.translations : {};
        return [...offered]
          .filter((locale) => !isRecord(translations[locale]))
          .map((locale) =>
            configError(
              flow.file,
              toPointer(['banners', index, 'translations']),
              `an active banner has no '${locale}', which a lender offers (translations.${locale}.message)`,
            ),
          );
      });
    });
}

export function translationChecks(tree: ConfigTree, lenders: readonly LenderDocument[]): ConfigError[] {
  const records = sourceRecords(tree);
  const all = translations(tree);
  return [
    ...all.flatMap((t) => staleErrors(t, records.get(sourcesFileOf(t.file.file)))),
    ...offeredLocaleErrors(tree, lenders),
    ...bannerErrors(tree, lenders),
  ];
}
