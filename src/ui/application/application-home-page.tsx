// The application's home: where it stands, while the next page is prepared or not yet online.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';
import { useApplicationOutlet } from './application-layout';

export default function ApplicationHomePage() {
  const { t } = useTranslation('application');
  const { status } = useApplicationOutlet();
  usePageTitle(t('home.title'));
  return (
    <div className="space-y-4">
      <PageHeading>{t('home.title')}</PageHeading>
      <dl className="grid gap-2 rounded-card border border-line bg-surface p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t('home.status')}</dt>
        <dd data-testid="checklist-status">{status.checklistStatus}</dd>
      </dl>
      <p>{t('home.nextStep')}</p>
    </div>
  );
}
