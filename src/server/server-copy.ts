// The words the server says itself (emails in the outbox, notices as PDFs) in a language: a
// namespace's copy in that locale over the English, so a key the locale lacks still reads. Read once
// per namespace and language.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './config';
import { deepMerge } from '../engine/lender/lender-package';
import type { StoredApplication } from './applications';

const cache = new Map<string, unknown>();

const read = (locale: string, namespace: string): Record<string, unknown> | undefined => {
  const file = path.join(PROJECT_ROOT, 'copy', locale, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
};

export function serverCopy<T>(namespace: string, locale = 'en'): T {
  const key = `${locale}/${namespace}`;
  if (!cache.has(key)) {
    const english = read('en', namespace);
    if (!english) throw new Error(`copy/en/${namespace}.json is missing`);
    cache.set(key, locale === 'en' ? english : deepMerge(english, read(locale, namespace) ?? {}));
  }
  return cache.get(key) as T;
}

/** The language the borrower applied in (the application's language preference), English before there was one. */
export const applicationLocale = (application: StoredApplication): string =>
  (application.document.languagePreference as string | undefined) ?? 'en';

/** The tag Intl formats a language's dates with on the server: the US variant. */
export const intlLocale = (locale: string) => `${locale}-US`;
