import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CopyResources } from '@/engine/lender/lender-package';

/** One i18next instance per page load, holding base copy merged with the lender's overrides. */
export async function initI18n(resources: CopyResources, language = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources[language] ?? resources.en ?? {}),
    // React escapes text itself; copy markup goes through SafeTrans's allow-listed components only.
    interpolation: { escapeValue: false },
    react: { transSupportBasicHtmlNodes: false, useSuspense: false },
    returnNull: false,
  });
  return instance;
}
