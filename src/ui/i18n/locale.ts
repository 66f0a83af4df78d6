// The visit's language: chosen at boot (a link's ?lang=, the visit's earlier choice, the browser's
// languages: chooseLocale), switched from the header, remembered for the visit, and kept on
// <html lang> so screen readers read the page in the right voice. A lender's package carries
// English; another language's copy is fetched when it is chosen.
import type { i18n } from 'i18next';
import { fetchLenderLocale } from '@/api/lender-package';
import { chooseLocale, DEFAULT_LOCALE } from '@/engine/i18n/choose-locale';
import type { CopyResources, LenderPackage } from '@/engine/lender/lender-package';

const LOCALE_STORAGE_KEY = 'heloc.locale';
/** The same choice for the server, which sends the first step's page in it (src/server/static-app.ts). */
const LOCALE_COOKIE = 'heloc_locale';

function remember(locale: string) {
  sessionStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; SameSite=Lax`;
}

/** The language to start in with its copy; English where that language's copy cannot be fetched. */
export async function startingLocale(pkg: LenderPackage): Promise<{ locale: string; copy: CopyResources }> {
  const query = new URLSearchParams(window.location.search).get('lang');
  const locale = chooseLocale({
    offered: pkg.lender.locales,
    query,
    remembered: sessionStorage.getItem(LOCALE_STORAGE_KEY),
    preferred: navigator.languages,
  });
  if (query) remember(locale);
  if (locale === DEFAULT_LOCALE) return { locale, copy: pkg.copy };
  try {
    return { locale, copy: { ...pkg.copy, ...(await fetchLenderLocale(pkg.lender.orgCode, locale)) } };
  } catch {
    return { locale: DEFAULT_LOCALE, copy: pkg.copy };
  }
}

/** Keeps <html lang> on the language shown. */
export function followLanguage(instance: i18n): void {
  const set = (language: string) => document.documentElement.setAttribute('lang', language);
  set(instance.language);
  instance.on('languageChanged', set);
}

/** Shows the page in `locale`, fetching its copy first; the choice holds for the rest of the visit. */
export async function switchLocale(instance: i18n, orgCode: string, locale: string): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'common')) {
    const copy = (await fetchLenderLocale(orgCode, locale))[locale]!;
    for (const [namespace, tree] of Object.entries(copy)) instance.addResourceBundle(locale, namespace, tree, true, true);
  }
  remember(locale);
  // A ?lang= in the address would undo the choice on reload.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  await instance.changeLanguage(locale);
}
