// Everything under /{uuid}: loads the application, its status (polled as the policy says) and the
// profile, and sends the borrower to the page the status table or the state machine names. Around
// each page: the progress tracker and, once an offer is chosen, the offer panel.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useNavigationType, useOutletContext, useParams } from 'react-router';
import machineFile from '../../../flows/client-state-machine.json';
import tableFile from '../../../flows/status-routes.json';
import policyFile from '../../../flows/polling-policy.json';
import trackerFile from '../../../flows/progress-tracker.json';
import type { Application, ApplicationStatus } from '@/api/application';
import { ApiError, localTokenStore } from '@/api/request';
import {
  applicationRoute,
  movesOnTo as statusMovesOnTo,
  pageAfterStep,
  pageToShow,
  type ApplicationContext,
} from '@/engine/application/application-router';
import { isWaitingStatus, staysDuringWait, waitsOnPanel } from '@/engine/application/polling';
import { keptQuery } from '@/engine/routing/login-redirect';
import { progressTracker } from '@/engine/application/progress-tracker';
import type { ClientStateMachine } from '@/engine/types/client-state-machine';
import type { PollingPolicy } from '@/engine/types/polling-policy';
import type { ProgressTracker as TrackerData } from '@/engine/types/progress-tracker';
import type { StatusRoutes } from '@/engine/types/status-routes';
import { useFlags } from '../api/use-flags';
import { useLender } from '../lender/lender-context';
import { isBuiltPage } from './application-pages';
import { chosenOffer, OfferPanel } from './chrome/offer-panel';
import { ProgressTracker } from './chrome/progress-tracker';
import { LoanOfficerBanner, LoanOfficerCard } from '../loan-officer/loan-officer-card';
import { referrerOf } from '../loan-officer/use-loan-officer';
import { useApplication } from './use-application';
import { ESIGN_PAGE } from '@/api/esign';
import { EsignGate } from '../esign/esign-gate';
import { PRIMARY_BUTTON_CLASS, WaitingPage } from './page-parts';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';
import { addressPath } from '../address-path';
import { DASHBOARD_PATH } from '@/engine/dashboard/dashboard';
import { useServerBrowser } from '../server-render/server-browser';
import { PendingSmsSlot } from '../sms-consents/pending-sms-slot';
import { TEXT_MESSAGES_PAGE } from '../sms-consents/sms-consents-shell';

const table = tableFile as StatusRoutes;
const machine = machineFile as ClientStateMachine;
const trackerData = trackerFile as TrackerData;
const policy = policyFile as PollingPolicy;

export interface ApplicationOutlet {
  application: Application;
  status: ApplicationStatus;
  destination: string;
  /** Call after completing a step: the status is fetched again and polled afresh. */
  restartPolling: () => void;
  /**
   * After a step action on the page at `pathname` (`refused` when the server answered 409): the
   * application is read again and, once the status has moved on from that page, the borrower goes
   * to the status's page, told why after a refusal, or told `notice` (a StepNotice) after a step
   * that went through. Resolves true when the borrower was moved.
   */
  afterStep: (pathname: string, refused: boolean, notice?: StepNotice) => Promise<boolean>;
}

/** A step action the layout is waiting to settle: the page it was on and the status then. */
interface PendingStep {
  page: string;
  status: string;
  /** The status as read when the action ended: settling waits for a fresher read. */
  seen: ApplicationStatus;
  refused: boolean;
  notice: StepNotice | undefined;
  done: (moved: boolean) => void;
}

/**
 * What the next page tells a borrower a step brought there (its copy under the key, with title and
 * message): stepMoved after a refused step, applicationSubmitted after the application is sent,
 * insuranceReceived after the insurance declaration.
 */
const STEP_NOTICES = { stepMoved: 'alert', applicationSubmitted: 'status', insuranceReceived: 'status' } as const;
export type StepNotice = keyof typeof STEP_NOTICES;
/** The notice a page's history state carries, if any. */
const noticeOf = (state: unknown): StepNotice | null => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && Object.hasOwn(STEP_NOTICES, notice) ? (notice as StepNotice) : null;
};

/** Says what the last step did, or why the borrower is not where they acted: at the top, announced, and focused so it is read first. */
function StepNoticeBanner({ notice }: { notice: StepNotice }) {
  const { t } = useTranslation('application');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the shell moves focus to the new page's heading.
    const frame = requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={STEP_NOTICES[notice]}
      data-testid={notice === 'stepMoved' ? 'step-moved' : 'step-notice'}
      className="rounded-card border-2 border-primary bg-surface p-4 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <p className="font-bold">{t(`${notice}.title`)}</p>
      <p>{t(`${notice}.message`)}</p>
    </div>
  );
}

export const useApplicationOutlet = () => useOutletContext<ApplicationOutlet>();

/** Until the application and its status are read, and while the status moves the borrower on: no heading yet. */
function LoadingNote() {
  const { t } = useTranslation('application');
  return (
    <p role="status" className="text-muted">
      {t('loading')}
    </p>
  );
}

/** Shown instead of a step's page while the server finishes the last step: nothing to act on yet. */
function WaitingPanel() {
  const { t } = useTranslation('application');
  return <WaitingPage title={t('waiting.title')} message={t('waiting.message')} />;
}

/**
 * Stands in for a step's page the borrower came back to (browser Back or Forward) after the
 * application moved past it: its controls would only be refused, so it says so and leads on.
 */
function MovedPastPanel({ to }: { to: { pathname: string; search: string } }) {
  const { t } = useTranslation('application');
  usePageTitle(t('movedPast.title'));
  // The browser restores the old page's scroll position on Back; this page starts at its top.
  useEffect(() => {
    const frame = requestAnimationFrame(() => window.scrollTo(0, 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="space-y-4" data-testid="moved-past">
      <PageHeading>{t('movedPast.title')}</PageHeading>
      <p className="text-lg">{t('movedPast.message')}</p>
      <Link to={to} className={PRIMARY_BUTTON_CLASS}>
        {t('movedPast.continue')}
      </Link>
    </div>
  );
}

/** The E-SIGN consent comes first when it is not current (esign-gate.tsx). */
export default function ApplicationLayout() {
  return (
    <EsignGate>
      <ApplicationArea />
    </EsignGate>
  );
}

function ApplicationArea() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('application');
  const navigate = useNavigate();
  const { pathname, search, state: historyState, key: historyKey } = useLocation();
  const lender = useLender();
  const flags = useFlags();
  const { application, profile, status, error, restartPolling, reload } = useApplication(uuid);
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
  /** The page the status sends the borrower on to from `opened`, or null where they stay. */
  const movesOnTo = (opened: string, to: string) =>
    status && statusMovesOnTo(table, policy, status.checklistStatus, opened, isBuiltPage(to) ? to : '');
  const follow = useEffectEvent((to: string) => {
    const page = movesOnTo(pageIn(addressPath()), to);
    // Routing keeps only the webchat query parameter (spec 000 §2).
    if (page !== null) navigate({ pathname: page ? `/${uuid}/${page}` : `/${uuid}`, search: keptQuery(search) }, { replace: true });
  });
  // The server does not draw a page the borrower is about to be moved on from (the application's
  // home, before the status's page): the browser draws it as before, without a page flashing by.
  const server = useServerBrowser();
  if (server && destination !== null && movesOnTo(current, destination) !== null) server.movesOn();
  // A step action's page gives way once the status has moved on from it, even within its section
  // (signing/sign once joint owners have signed); a refused one as soon as the application is read again.
  const pendingStep = useRef<PendingStep | null>(null);
  const settleStep = useEffectEvent(() => {
    const step = pendingStep.current;
    if (!step || !status || status === step.seen || destination === null) return;
    const finish = (moved: boolean) => {
      pendingStep.current = null;
      step.done(moved);
    };
    const opened = pageIn(addressPath());
    if (opened !== step.page) return finish(false);
    if (!step.refused && (status.checklistStatus === step.status || isWaitingStatus(policy, status.checklistStatus))) return;
    const page = pageAfterStep(table, opened, isBuiltPage(destination) ? destination : '');
    if (page === opened) return finish(false);
    void navigate(
      { pathname: page ? `/${uuid}/${page}` : `/${uuid}`, search: keptQuery(search) },
      { replace: true, state: step.refused ? { notice: 'stepMoved' } : step.notice ? { notice: step.notice } : null },
    );
    finish(true);
  });
  useEffect(() => {
    settleStep();
  }, [status, destination]);
  const afterStep = (path: string, refused: boolean, notice?: StepNotice) =>
    new Promise<boolean>((resolve) => {
      if (!status) return resolve(false);
      pendingStep.current?.done(false);
      pendingStep.current = { page: pageIn(path), status: status.checklistStatus, seen: status, refused, notice, done: resolve };
      // A step may change the application and not its status (insurance sent after signing): read both again.
      reload();
    });

  useEffect(() => {
    if (destination !== null) follow(destination);
  }, [destination, status?.checklistStatus]);

  // A page reached by Back or Forward is the borrower's choice, so it is not replaced; but a step
  // the application has moved past shows the moved-past panel instead of controls that would fail.
  // The first page of a visit is routed by `follow` above, so only later history moves count.
  const navigationType = useNavigationType();
  // Decided while rendering, so the panel is the page the shell focuses the heading of.
  const [firstKey] = useState(historyKey);
  const [leftFirst, setLeftFirst] = useState(false);
  if (historyKey !== firstKey && !leftFirst) setLeftFirst(true);
  const revisit = navigationType === 'POP' && (historyKey !== firstKey || leftFirst);
  // What the page on screen was opened under: the status's page and name then, none for the visit's
  // first page. A page the status moves the borrower on from, opened before that status (the home
  // on arrival, any page when the status changes), is not drawn on the way: its heading would claim
  // what the next page's contradicts. A neutral waiting state holds until the status's page is there.
  // A page opened under the same status (the disclosures' link back to the home) is the borrower's.
  const routedBy = destination !== null && status ? `${destination} ${status.checklistStatus}` : null;
  const [opened, setOpened] = useState<{ key: string; routedBy: string | null }>({ key: historyKey, routedBy: null });
  if (opened.key !== historyKey) setOpened({ key: historyKey, routedBy });
  const leaving = destination !== null && opened.routedBy !== routedBy && movesOnTo(current, destination) !== null;

  // Spec 000 §8: a missing application or profile sends the borrower to the host's dashboard
  // (another borrower's application answers 404 too). Any other failure says so and offers the way out.
  // A co-deeder's session is ended first (above): their application answers 404 here too.
  const missing = error instanceof ApiError && error.status === 404;
  const leaveForDashboard = missing && profile !== undefined && !coDeeder;
  useEffect(() => {
    if (leaveForDashboard) window.location.replace(DASHBOARD_PATH);
  }, [leaveForDashboard]);
  if (error) {
    return (
      <div role="alert" className="space-y-4">
        <p className="text-lg font-semibold text-error">{t(missing ? 'notFound' : 'loadFailed')}</p>
        <a href={DASHBOARD_PATH} className="inline-flex min-h-11 items-center rounded-button bg-primary px-6 font-semibold text-on-primary">
          {t('goToDashboard')}
        </a>
      </div>
    );
  }
  if (!application || !status || !context || destination === null) return <LoadingNote />;
  const notice = noticeOf(historyState);
  const waiting = waitsOnPanel(policy, status.checklistStatus, current);
  const nowAt = pageToShow(table, current, isBuiltPage(destination) ? destination : '');
  const movedPast = revisit && current !== '' && nowAt !== current && !staysDuringWait(policy, status.checklistStatus, current);
  // Under either panel the tracker follows the status: the page is not where the application is.
  const tracker = progressTracker(trackerData, current, context, waiting || movedPast || leaving);
  // The offer panel belongs to a live application: an ended one (funded, cancelled, declined) shows its own page.
  const offer = application.active === false ? null : chosenOffer(application);
  return (
    // On large screens the page and its side column take more than the shell's reading width.
    <div className="space-y-6 lg:mx-[calc((100%_-_min(72rem,100vw_-_3rem))/2)]">
      <p className="text-sm font-semibold text-muted" data-testid="loan-number">
        {t('applicationId', { loanNumber: application.loanNumber })}
      </p>
      {notice && <StepNoticeBanner key={historyKey} notice={notice} />}
      <PendingSmsSlot />
      <LoanOfficerBanner application={application} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-10">
        {/* The side column is always there from 1024 px (the electronic-records and text-messages links, an ended application too); on a phone only with content.
            Sticky, it ends above the chat's toggle (chat-dock.tsx), scrolling within itself on a short screen, so the toggle covers none of it. */}
        <div
          className={`space-y-4 lg:sticky lg:top-8 lg:col-start-2 lg:row-start-1 lg:-m-1 lg:block lg:max-h-[calc(100svh-4rem-var(--chat-clearance,0px))] lg:space-y-6 lg:self-start lg:overflow-y-auto lg:p-1 ${tracker || offer || referrerOf(application) ? '' : 'hidden'}`}
        >
          {tracker && <ProgressTracker view={tracker} />}
          {offer && <OfferPanel offer={offer} />}
          <LoanOfficerCard application={application} />
          {/* On a phone the header's menu names these pages; from 1024 px the header row has no room for them. */}
          <ul className="hidden lg:block">
            <li>
              <Link to={ESIGN_PAGE} className="inline-flex min-h-11 items-center font-semibold text-link underline">
                {t('esign:menuItem')}
              </Link>
            </li>
            <li>
              <Link to={TEXT_MESSAGES_PAGE} className="inline-flex min-h-11 items-center font-semibold text-link underline">
                {t('consent:menuItem')}
              </Link>
            </li>
          </ul>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {waiting ? (
            <WaitingPanel />
          ) : movedPast ? (
            <MovedPastPanel to={{ pathname: nowAt ? `/${uuid}/${nowAt}` : `/${uuid}`, search: keptQuery(search) }} />
          ) : leaving ? (
            <LoadingNote />
          ) : (
            <Outlet context={{ application, status, destination, restartPolling, afterStep } satisfies ApplicationOutlet} />
          )}
        </div>
      </div>
    </div>
  );
}
