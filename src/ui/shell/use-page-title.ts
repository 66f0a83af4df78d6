import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLender } from '../lender/lender-context';

/** Sets document.title to '<page> | <company>'. */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation('common');
  const { companyName } = useLender().company;
  useEffect(() => {
    document.title = page ? t('page.title', { page, companyName }) : t('page.defaultTitle', { companyName });
  }, [page, companyName, t]);
}
