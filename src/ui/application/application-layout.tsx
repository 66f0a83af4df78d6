// Everything under /{uuid}: loads the application, its status (polled as the policy says) and the
// profile, and sends the borrower to the page the status table or the state machine names.
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import machineFile from '../../../flows/client-state-machine.json';
import tableFile from '../../../flows/status-routes.json';
import type { Application, ApplicationStatus } from '@/api/application';
import { applicationRoute, pageToShow } from '@/engine/application/application-router';
import type { ClientStateMachine } from '@/engine/types/client-state-machine';
import type { StatusRoutes } from '@/engine/types/status-routes';
import { useFlags } from '../api/use-flags';
import { useLender } from '../lender/lender-context';
import { isBuiltPage } from './application-pages';
import { useApplication } from './use-application';

const table = tableFile as StatusRoutes;
const machine = machineFile as ClientStateMachine;

export interface ApplicationOutlet {
  application: Application;
  status: ApplicationStatus;
  destination: string;
  /** Call after completing a step: the status is fetched again and polled afresh. */
  restartPolling: () => void;
}

export const useApplicationOutlet = () => useOutletContext<ApplicationOutlet>();

export default function ApplicationLayout() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('application');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lender = useLender();
  const flags = useFlags();
  const { application, profile, status, error, restartPolling } = useApplication(uuid);

  const destination =
    application && status
      ? applicationRoute(table, machine, {
          application,
          profile: profile ?? {},
          status: { ...application.status, ...status },
          lender,
          flags,
        }).to
      : null;

  // The status decides the page when it arrives or changes; a page not built yet shows the home.
  // The current page is read at that moment only: moving within a step's pages is the borrower's.
  const current = pathname.replace(new RegExp(`^/${uuid}/?`), '');
  const follow = useEffectEvent((to: string) => {
    const page = pageToShow(table, current, isBuiltPage(to) ? to : '');
    if (page !== current) navigate(page ? `/${uuid}/${page}` : `/${uuid}`, { replace: true });
  });
  useEffect(() => {
    if (destination !== null) follow(destination);
  }, [destination, status?.checklistStatus]);

  if (error) {
    return (
      <div role="alert" className="space-y-4">
        <p className="text-lg font-semibold text-error">{t('notFound')}</p>
        <a href="/dashboard" className="inline-flex min-h-11 items-center rounded-button bg-primary px-6 font-semibold text-on-primary">
          {t('goToDashboard')}
        </a>
      </div>
    );
  }
  if (!application || !status || destination === null) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-sm font-semibold text-muted" data-testid="loan-number">
        {t('applicationId', { loanNumber: application.loanNumber })}
      </p>
      <Outlet context={{ application, status, destination, restartPolling } satisfies ApplicationOutlet} />
    </div>
  );
}
