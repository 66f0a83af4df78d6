import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <div className="space-y-4">
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.message')}</p>
      <Link to="/register-v2" className="inline-flex min-h-11 items-center rounded-button bg-primary px-6 font-semibold text-on-primary">
        {t('notFound.startOver')}
      </Link>
    </div>
  );
}
