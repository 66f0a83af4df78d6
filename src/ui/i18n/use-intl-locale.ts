// The tag Intl formats the visit's dates, times and numbers with: the page's language, US variant.
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/engine/i18n/choose-locale';

export const useIntlLocale = (): string => intlLocaleOf(useTranslation().i18n.language);
