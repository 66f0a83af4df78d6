import { useTranslation } from 'react-i18next';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';

export function MaintenancePage() {
  const { t } = useTranslation('common');
  usePageTitle(t('maintenance.title'));
  return (
    <div className="space-y-4">
      <PageHeading>{t('maintenance.title')}</PageHeading>
      <p className="text-lg">{t('maintenance.message')}</p>
    </div>
  );
}
