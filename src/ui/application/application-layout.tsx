// Everything under /{uuid}: loads the application, its status (polled as the policy says) and the
// profile, and sends the borrower to the page the status table or the state machine names. Around
// each page: the progress tracker and, once an offer is chosen, the offer panel.
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import machineFile from '../../../flows/client-state-machine.json';
import tableFile from '../../../flows/status-routes.json';
import policyFile from '../../../flows/polling-policy.json';
import trackerFile from '../../../flows/progress-tracker.json';
import type { Application, ApplicationStatus } from '@/api/application';
import { ApiError, localTokenStore } from '@/api/request';
import { applicationRoute, pageToShow, type ApplicationContext } from '@/engine/application/application-router';
import { staysDuringWait, waitsOnPanel } from '@/engine/application/polling';
import { keptQuery } from '@/engine/routing/login-redirect';
import { progressTracker } from '@/engine/application/progress-tracker';
import type { ClientStateMachine } from '@/engine/types/client-state-machine';
import type { PollingPolicy } from '@/engine/types/polling-policy';
import type { ProgressTracker as TrackerData } from '@/engine/types/progress-tracker';
import type { StatusRoutes } from '@/engine/types/status-routes';
import { useFlags } from '../api/use-flags';
import { useLender } from '../lender/lender-context';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';
import { isBuiltPage } from './application-pages';
import { chosenOffer, OfferPanel } from './chrome/offer-panel';
import { ProgressTracker } from './chrome/progress-tracker';
import { LoanOfficerBanner, LoanOfficerCard } from '../loan-officer/loan-officer-card';
import { referrerOf } from '../loan-officer/use-loan-officer';
import { useApplication } from './use-application';
import { addressPath } from '../address-path';

const table = tableFile as StatusRoutes;
const machine = machineFile as ClientStateMachine;
const trackerData = trackerFile as TrackerData;
const policy = policyFile as PollingPolicy;
const DASHBOARD = '/dashboard';

export interface ApplicationOutlet {
  application: Application;
  status: ApplicationStatus;
  destination: string;
  /** Call after completing a step: the status is fetched again and polled afresh. */
  restartPolling: () => void;
}

export const useApplicationOutlet = () => useOutletContext<ApplicationOutlet>();

/** Shown instead of a step's page while the server finishes the last step: nothing to act on yet. */
function WaitingPanel() {
  const { t } = useTranslation('application');
  usePageTitle(t('waiting.title'));
  return (
    <div className="space-y-3">
      <PageHeading>{t('waiting.title')}</PageHeading>
      <p role="status" className="text-lg text-muted">
        {t('waiting.message')}
      </p>
    </div>
  );
}

export default function ApplicationLayout() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('application');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const lender = useLender();
  const flags = useFlags();
  const { application, profile, status, error, restartPolling } = useApplication(uuid);
  // Spec 000 §6: a co-deeder's session does not belong in the main area; it is ended and the page reloaded.
  const coDeeder = profile?.type === 'CO_DEEDER';
  useEffect(() => {
    if (!coDeeder) return;
    localTokenStore().clear();
    window.location.reload();
  }, [coDeeder]);

  const context: ApplicationContext | null =
    application && status ? { application, profile: profile ?? {}, status: { ...application.status, ...status }, lender, flags } : null;
  const destination = context ? applicationRoute(table, machine, context).to : null;

  // The status decides the page when it arrives or changes; a page not built yet shows the home.
  // The current page is read at that moment only: moving within a step's pages is the borrower's.
  // That is the address's page, which a navigation still loading its page has already changed.
  const pageIn = (path: string) => path.replace(new RegExp(`^/${uuid}/?`), '');
  const current = pageIn(pathname);
  const follow = useEffectEvent((to: string) => {
    const opened = pageIn(addressPath());
    // A page that explains the wait (identity while the ID is checked) stays until the status moves on.
    if (status && staysDuringWait(policy, status.checklistStatus, opened)) return;
    const page = pageToShow(table, opened, isBuiltPage(to) ? to : '');
    // Routing keeps only the webchat query parameter (spec 000 §2).
    if (page !== opened) navigate({ pathname: page ? `/${uuid}/${page}` : `/${uuid}`, search: keptQuery(search) }, { replace: true });
  });
  useEffect(() => {
    if (destination !== null) follow(destination);
  }, [destination, status?.checklistStatus]);

  // Spec 000 §8: a missing application or profile sends the borrower to the host's dashboard
  // (another borrower's application answers 404 too). Any other failure says so and offers the way out.
  // A co-deeder's session is ended first (above): their application answers 404 here too.
  const missing = error instanceof ApiError && error.status === 404;
  const leaveForDashboard = missing && profile !== undefined && !coDeeder;
  useEffect(() => {
    if (leaveForDashboard) window.location.replace(DASHBOARD);
  }, [leaveForDashboard]);
  if (error) {
    return (
      <div role="alert" className="space-y-4">
        <p className="text-lg font-semibold text-error">{t(missing ? 'notFound' : 'loadFailed')}</p>
        <a href={DASHBOARD} className="inline-flex min-h-11 items-center rounded-button bg-primary px-6 font-semibold text-on-primary">
          {t('goToDashboard')}
        </a>
      </div>
    );
  }
  if (!application || !status || !context || destination === null) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  const waiting = waitsOnPanel(policy, status.checklistStatus, current);
  // Under the waiting panel the tracker follows the status: the page is only where the machine parked the borrower.
  const tracker = progressTracker(trackerData, current, context, waiting);
  // The offer panel belongs to a live application: an ended one (funded, cancelled, declined) shows its own page.
  const offer = application.active === false ? null : chosenOffer(application);
  return (
    // On large screens the page and its side column take more than the shell's reading width.
    <div className="space-y-6 lg:mx-[calc((100%_-_min(72rem,100vw_-_3rem))/2)]">
      <p className="text-sm font-semibold text-muted" data-testid="loan-number">
        {t('applicationId', { loanNumber: application.loanNumber })}
      </p>
      <LoanOfficerBanner application={application} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-10">
        {(tracker || offer || referrerOf(application)) && (
          <div className="space-y-4 lg:sticky lg:top-8 lg:col-start-2 lg:row-start-1 lg:space-y-6 lg:self-start">
            {tracker && <ProgressTracker view={tracker} />}
            {offer && <OfferPanel offer={offer} />}
            <LoanOfficerCard application={application} />
          </div>
        )}
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {waiting ? (
            <WaitingPanel />
          ) : (
            <Outlet context={{ application, status, destination, restartPolling } satisfies ApplicationOutlet} />
          )}
        </div>
      </div>
    </div>
  );
}
