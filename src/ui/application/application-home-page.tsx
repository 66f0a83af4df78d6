// The application's home: its id and where it stands. The application journey (status table,
// state machine, every page from offers to funding) builds on this page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/api/request';
import { useApi } from '../api/api-context';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';

interface ApplicationSummary {
  uuid: string;
  loanNumber: string;
  status: { checklistStatus: string };
}

export default function ApplicationHomePage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('common');
  const request = useApi();
  const [application, setApplication] = useState<ApplicationSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('applicationHome.title'));

  useEffect(() => {
    const controller = new AbortController();
    request<ApplicationSummary>(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`, { signal: controller.signal })
      .then(setApplication)
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError(caught instanceof ApiError ? caught.message : t('forms.genericError'));
      });
    return () => controller.abort();
  }, [request, uuid, t]);

  return (
    <div className="space-y-4">
      <PageHeading>{t('applicationHome.title')}</PageHeading>
      {error && (
        <p role="alert" className="font-semibold text-error">
          {error}
        </p>
      )}
      {application && (
        <dl className="grid gap-2 rounded-card border border-line bg-surface p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">{t('applicationHome.applicationId')}</dt>
          <dd data-testid="loan-number">{application.loanNumber}</dd>
          <dt className="font-semibold">{t('applicationHome.status')}</dt>
          <dd data-testid="checklist-status">{application.status.checklistStatus}</dd>
        </dl>
      )}
    </div>
  );
}
