import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { resetImportRetries } from '../lazy-route';
import { PageHeading } from '../shell/page-heading';
import { SafeTrans } from '../shell/safe-trans';
import { useContactLinks } from '../shell/contact-links';
import { usePageTitle } from '../shell/use-page-title';
import { DASHBOARD_PATH } from '@/engine/dashboard/dashboard';

/** The host site's dashboard, outside this app. */

/** What a borrower sees when a page fails: the error is logged for support, never shown. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const contact = useContactLinks();
  usePageTitle(t('errorPage.pageTitle'));
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  return (
    <div className="space-y-6">
      <PageHeading>{t('errorPage.title')}</PageHeading>
      <p>{t('errorPage.message')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => {
            resetImportRetries();
            window.location.reload();
          }}
          className="min-h-11 rounded-button bg-primary px-6 font-semibold text-on-primary hover:bg-primary-hover"
        >
          {t('errorPage.tryAgain')}
        </button>
        <a
          href={DASHBOARD_PATH}
          className="inline-flex min-h-11 items-center rounded-button border border-line px-6 font-semibold text-link"
        >
          {t('errorPage.goToDashboard')}
        </a>
      </div>
      <p>
        <SafeTrans i18nKey="common:errorPage.help" values={contact.values} links={contact.links} />
      </p>
    </div>
  );
}
