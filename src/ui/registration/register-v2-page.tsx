// The redesigned registration, rendered from flows/registration.json: the flow runner decides which
// step this URL may show, the step's form collects its answers, and the last step creates the
// account and the application. Nothing here knows any particular step.
import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import flowFile from '../../../flows/registration.json';
import processingFile from '../../../flows/processing.json';
import useSWR from 'swr';
import { fetchLoanOfficerLicensing } from '@/api/lead-portal';
import { fetchOfferCode, fetchPrepopulation, hasPrepopCookie } from '@/api/leads';
import { abilityToStart, AccountExistsError, emailHasAccount } from '@/api/registration';
import { ApiError } from '@/api/request';
import {
  applyClears,
  canVisit,
  exitAfter,
  isApplicable,
  nextStep,
  previousStep,
  runJourney,
  stepByPath,
  stepData,
  stepPosition,
  withStepData,
  type Draft,
  type FlowContext,
} from '@/engine/flow/flow-runner';
import { registrationTracker } from '@/engine/flow/registration-tracker';
import { handoverId } from '@/engine/registration/handover';
import { prefillDraft, type RegistrationLeads } from '@/engine/registration/leads';
import { storableDraft } from '@/engine/registration/registration-record';
import type { RegistrationFlow, Step } from '@/engine/types/registration-flow';
import type { Processing } from '@/engine/types/processing';
import { keptQuery } from '@/engine/routing/login-redirect';
import { isUuid } from '@/engine/validation/uuid';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/use-session';
import { useFlagState } from '../api/use-flags';
import { useLender } from '../lender/lender-context';
import { NotFoundPage } from '../pages/not-found-page';
import { consentLinks, termsLabelKey } from './consent-links';
import { RegistrationTracker } from './registration-tracker';
import { clearRegistration, journeyQuery } from './registration-query';
import {
  loadDraft,
  loadLeads,
  onRegistrationChange,
  renewSubmissionKey,
  saveDraft,
  saveJourneyQuery,
  saveLeads,
  startOver,
} from './registration-storage';
import { schemaCheckFor } from './step-validators';
import { FirstStepImage } from '../shell/first-step-image';
import { StepForm } from './step-form';
import { useStartCheck } from './use-start-check';
import { useFailureText } from '../api/failure-text';
import { RefusalAlert } from '../kit/refusal-alert';

// Only the last step submits: the loader and the request builder load once the person moves on
// from a step (moveOn), not with the first step.
const processingLoader = () => import('./processing-loader');
const handoverCalls = () => import('./handover-calls');
const RegistrationPause = lazy(() => import('./registration-pause'));
const submission = () => import('./submit-registration');
const ProcessingLoader = lazy(() => processingLoader().then((m) => ({ default: m.ProcessingLoader })));

// The dialogs open only on some answers, so they (and Headless UI) load then, not with the first step.
const dialogs = () => import('./registration-dialogs');
const AccountExistsDialog = lazy(() => dialogs().then((m) => ({ default: m.AccountExistsDialog })));
const ActiveApplicationDialog = lazy(() => dialogs().then((m) => ({ default: m.ActiveApplicationDialog })));
const RedirectDialog = lazy(() => dialogs().then((m) => ({ default: m.RedirectDialog })));
const StartOverDialog = lazy(() => dialogs().then((m) => ({ default: m.StartOverDialog })));
// Only the waitlist path shows the waitlist form; only a prescreened visit the opt-out notices.
const WaitlistForm = lazy(() => import('./waitlist-form').then((m) => ({ default: m.WaitlistForm })));
const PrescreenNotice = lazy(() => import('../prescreen/prescreen-notice'));

const flow = flowFile as unknown as RegistrationFlow;
const processing = (processingFile as Processing).registration;
const schemaCheck = schemaCheckFor(flow.id);
const WAITLIST_PATH = 'waitlist';
/** The disclosure type (flows/disclosures.json) of the prescreen opt-out notices. */
const PRESCREEN_NOTICE = 'PRESCREEN_OPT_OUT_NOTICE';

/** The redesigned registration's base; the `register` wrapper renders the same journey at its own. */
const REDESIGN_BASE = 'register-v2';
const LEGACY_BASE = 'register';
const REDESIGN_FLAG = 'fe-heloc-redesign-2025';

type Modal =
  | { kind: 'accountExists'; email: string }
  | { kind: 'activeApplication'; applicationUuid?: string; recent: boolean }
  | { kind: 'hawaii' }
  | { kind: 'newYork' }
  | { kind: 'startOver' }
  | null;

/**
 * register-v2 and the register wrapper: with the redesign flag on, register sends the person to
 * register-v2; with it off, register-v2 sends them to register (spec 000 §2). Both keep the query
 * and the step, and wait for the flags rather than guess.
 */
export default function RegisterPage() {
  const { '*': splat = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation();
  const { enabled, loaded } = useFlagState();
  const base = pathname.split('/')[1] === REDESIGN_BASE ? REDESIGN_BASE : LEGACY_BASE;
  // A signed-in borrower with an application under way goes on with it rather than start again.
  const start = useStartCheck();
  // The journey is the page's heaviest drawing. Its answers arrive as urgent updates, drawn in one
  // block; deferred, the journey is drawn in slices that leave the phone free to answer between them.
  const ready = useDeferredValue(loaded && start.state !== 'checking');
  if (start.state === 'active') return <Navigate replace to={{ pathname: `/${start.applicationUuid}`, search: keptQuery(search) }} />;
  if (start.state === 'signer') return <Navigate replace to={start.path} />;
  if (!ready) {
    return (
      <p role="status" className="text-muted">
        {t('registration:loading')}
      </p>
    );
  }
  const wanted = enabled[REDESIGN_FLAG] ? REDESIGN_BASE : LEGACY_BASE;
  // The hash too: it may name answers handed over from the paired lender.
  if (wanted !== base) return <Navigate replace to={{ pathname: `/${wanted}${splat ? `/${splat}` : ''}`, search, hash }} />;
  return <RegistrationJourney base={base} path={splat.replace(/\/$/, '')} flags={enabled} recentHeloc={start.state === 'recent'} />;
}

function RegistrationJourney({
  base,
  path,
  flags,
  recentHeloc,
}: {
  base: string;
  path: string;
  flags: Record<string, boolean>;
  /** Signed in with a line funded in the last 45 days: the spec's modal says so as the journey opens. */
  recentHeloc: boolean;
}) {
  const stepUrl = (step: Step | null | undefined) => (step?.path ? `/${base}/${step.path}` : `/${base}`);
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const lender = useLender();
  const { orgCode } = lender;
  const request = useApi();
  const query = useMemo(() => journeyQuery(orgCode, search), [orgCode, search]);
  // Kept after render: routing drops the query on the next step, the journey still needs it.
  useEffect(() => saveJourneyQuery(orgCode, query), [orgCode, query]);
  const [draft, setDraftState] = useState<Draft>(() => loadDraft(orgCode));
  // Passwords live in memory only: never in storage, so a reload asks for them again.
  const [secrets, setSecrets] = useState<Draft>({});
  const [modal, setModal] = useState<Modal>(() => (recentHeloc ? { kind: 'activeApplication', recent: true } : null));
  const [submitting, setSubmitting] = useState(false);
  const [checkingEmail, setCheckingEmail] = useState(false);
  // Emails the look-up found free in this tab: going back and forth does not ask again.
  const [freeEmails] = useState(() => new Set<string>());
  // The signed-in person's own email is theirs to apply with (an earlier try made the account).
  const ownEmail = useSession().identity?.email?.trim().toLowerCase();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Each submission's number: one the person has gone back from is no longer awaited, and its late
  // answer is ignored (submitting again replays the same idempotency key, so nothing is made twice).
  const attempt = useRef(0);

  const fullDraft = { ...draft, ...secrets };
  // The referring loan officer's licensed states; until they arrive (or if the officer is unknown)
  // the flow's rule falls back to the lender's own list.
  const referrer = query.referrer && isUuid(query.referrer) ? query.referrer : null;
  const { data: loanOfficer } = useSWR(
    referrer ? ['loan-officer-licensing', referrer, lender.orgCode] : null,
    () => fetchLoanOfficerLicensing(request, referrer!, lender.orgCode),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const context: FlowContext = { draft: fullDraft, lender, flags, query, ...(loanOfficer ? { loanOfficer } : {}) };
  const journey = runJourney(flow, context, schemaCheck);

  const setDraft = (next: Draft) => {
    const stored = storableDraft(flow, next);
    setDraftState(stored);
    setSecrets(Object.fromEntries(Object.entries(next).filter(([key]) => !(key in stored))));
    saveDraft(orgCode, stored);
  };

  // Another tab changed the draft: this one takes it up, and the flow runner decides again which
  // step this URL may show (a step still open stays; after 'Start over' elsewhere, the first).
  // The open form is refilled only when its own answers changed there.
  const [prefills, setPrefills] = useState(0);
  const takeUpStored = useEffectEvent(() => {
    const latest = loadDraft(orgCode);
    const open = stepByPath(flow, path);
    if (open && JSON.stringify(stepData(open, latest)) !== JSON.stringify(stepData(open, draft))) setPrefills((n) => n + 1);
    if (Object.keys(latest).length === 0) setSecrets({});
    setDraftState(latest);
  });
  useEffect(() => onRegistrationChange(orgCode, takeUpStored), [orgCode]);

  // A direct-mail offer code or an affiliate's cookie fills in what they know, once per journey.
  // The open step's form is remounted so it shows the prefilled answers.
  const applyLeads = useEffectEvent((leads: RegistrationLeads) => {
    saveLeads(orgCode, leads);
    setDraft(prefillDraft({ ...draft, ...secrets }, leads));
    setPrefills((n) => n + 1);
  });
  const offerCode = query.offerCode;
  useEffect(() => {
    const stored = loadLeads(orgCode);
    const wantOffer = Boolean(offerCode) && stored.offer?.offerCode !== offerCode!.toUpperCase();
    const wantAffiliate = !stored.affiliate && hasPrepopCookie();
    if (!wantOffer && !wantAffiliate) return;
    let cancelled = false;
    // An unknown or expired offer, or a stale cookie, simply leaves the journey unfilled.
    void Promise.all([
      wantOffer ? fetchOfferCode(request, offerCode!).catch(() => undefined) : stored.offer,
      wantAffiliate ? fetchPrepopulation(request).catch(() => undefined) : stored.affiliate,
    ]).then(([offer, affiliate]) => {
      if (!cancelled && (offer || affiliate)) applyLeads({ ...(offer ? { offer } : {}), ...(affiliate ? { affiliate } : {}) });
    });
    return () => {
      cancelled = true;
    };
  }, [offerCode, request, orgCode]);

  // Answers handed over by the paired lender (the New York modal) arrive named in the hash: they are
  // claimed once, over whatever this lender's draft held, and the spent id leaves the address.
  const handover = handoverId(hash);
  const claimed = useRef<string | null>(null);
  const takeUpHandover = useEffectEvent((answers: Draft) => {
    setDraft({ ...loadDraft(orgCode), ...secrets, ...answers });
    setPrefills((n) => n + 1);
  });
  useEffect(() => {
    if (!handover || claimed.current === handover) return;
    claimed.current = handover;
    void navigate({ pathname, search }, { replace: true });
    // Unknown, spent or expired: the journey simply starts without them.
    void handoverCalls()
      .then(({ claimHandover }) => claimHandover(request, orgCode, handover))
      .then(takeUpHandover, () => undefined);
  }, [handover, navigate, pathname, search, request, orgCode]);

  if (path === WAITLIST_PATH)
    return (
      <Suspense fallback={null}>
        <WaitlistForm draft={draft} onChangeAddress={() => navigate(stepUrl(flow.steps[0]))} />
      </Suspense>
    );

  const step = stepByPath(flow, path);
  if (!step) return <NotFoundPage />;
  if (!isApplicable(step, context) || !canVisit(journey, step.id))
    return <Navigate replace to={stepUrl(journey.current ?? journey.steps[0])} />;

  const prescreened = Boolean(lender.features.directMailPrescreen && loadLeads(orgCode).offer);
  const submit = async (finished: Draft, shown: readonly string[], retried = false): Promise<void> => {
    const mine = ++attempt.current;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const nyFcra = Boolean(flags['fe-heloc-ny-fcra']);
      // A module that cannot load (offline) reads as any failure to send: in words, the answers kept.
      const { submitRegistration } = await submission().catch(() => {
        throw new Error(t('common:forms.genericError'));
      });
      // A prescreened visit showed the opt-out notices on its first page, where the lender mails offers.
      const notices = prescreened ? [...shown, PRESCREEN_NOTICE] : shown;
      const uuid = await submitRegistration(request, orgCode, finished, query, nyFcra, processing, notices, i18n.language);
      if (mine !== attempt.current) return;
      clearRegistration(orgCode);
      navigate(`/${uuid}`, { replace: true });
    } catch (error) {
      if (mine !== attempt.current) return;
      setSubmitting(false);
      if (error instanceof AccountExistsError) return setModal({ kind: 'accountExists', email: error.message });
      // 409: an application is already open. 422: this submission's key already made one, with the
      // answers as they were before the person went back and changed them (an earlier try timed out).
      const conflict = error instanceof ApiError && (error.status === 409 || error.status === 422);
      if (conflict) {
        const ability = await abilityToStart(request).catch(() => null);
        if (ability && !ability.canStartApplication) {
          return setModal({
            kind: 'activeApplication',
            applicationUuid: ability.applicationUuid,
            recent: ability.reason === 'RECENT_HELOC',
          });
        }
        // The application that key made has closed since: these answers are a new submission.
        if (ability && error.status === 422 && !retried) {
          renewSubmissionKey(orgCode);
          return submit(finished, shown, true);
        }
      }
      setSubmitError(conflict ? t('common:forms.genericError') : failureText(error, t('common:forms.genericError')));
    }
  };

  // The next step renders in a transition: the browser paints the pressed button first, and a
  // phone's slow render of the next form does not hold up the response to the tap.
  const onSubmit = (data: Draft) => startTransition(() => continueFrom(data));
  const continueFrom = (data: Draft) => {
    // Over what is stored now, so answers another tab saved meanwhile are kept; with nothing stored
    // (storage blocked, or a day gone by on this step) over this tab's own answers.
    const stored = loadDraft(orgCode);
    const latest = { ...(Object.keys(stored).length > 0 ? stored : draft), ...secrets };
    const next = applyClears(flow, { ...context, draft: withStepData(step, latest, data) });
    setDraft(next);
    const email = step.accountCheck ? String(next[step.accountCheck] ?? '').trim() : '';
    if (!email || freeEmails.has(email.toLowerCase()) || email.toLowerCase() === ownEmail) return moveOn(next);
    setCheckingEmail(true);
    // A failed look-up (offline, throttled) lets the person go on: registering checks again.
    void emailHasAccount(request, orgCode, email)
      .catch(() => false)
      .then((exists) => {
        setCheckingEmail(false);
        if (exists) return setModal({ kind: 'accountExists', email });
        freeEmails.add(email.toLowerCase());
        moveOn(next);
      });
  };
  const moveOn = (next: Draft) => {
    void processingLoader().catch(() => undefined);
    void submission().catch(() => undefined);
    const nextContext = { ...context, draft: next };
    const exit = exitAfter(flow, step.id, nextContext);
    if (exit?.modal) return setModal({ kind: exit.modal });
    if (exit?.to) return navigate(`/${base}/${exit.to}`);
    const after = runJourney(flow, nextContext, schemaCheck);
    // Step by step, so answers filled in beforehand (an offer code, an affiliate) are seen and confirmed.
    if (after.current) return navigate(stepUrl(nextStep(after, step.id) ?? after.current));
    void submit(
      next,
      after.steps.flatMap((s) => s.disclosures ?? []),
    );
  };

  const position = journey.steps.findIndex((s) => s.id === step.id);
  const previous = previousStep(journey, step.id);
  const place = stepPosition(flow, journey, step.id);
  const positionText =
    place.total === null
      ? t('registration:progress.positionOpen', { current: place.current })
      : t('registration:progress.position', { current: place.current, total: place.total });
  const progress = <RegistrationTracker groups={registrationTracker(flow, journey, step.id, context)} position={positionText} />;
  const back = previous ? (
    <Link to={stepUrl(previous)} className="min-h-11 py-2 font-semibold text-link underline">
      {t('registration:actions.back')}
    </Link>
  ) : (
    <span />
  );
  const restart = () => {
    const fresh = prefillDraft({}, loadLeads(orgCode));
    startOver(orgCode, fresh);
    setDraftState(storableDraft(flow, fresh));
    setSecrets({});
    freeEmails.clear();
    setModal(null);
    // The shell focuses the first step's heading once the URL changes.
    navigate(stepUrl(flow.steps[0]));
  };
  const hawaii = lender.features.hawaiiModal;
  const consentCopy = { links: consentLinks(lender.company), copyValues: { termsLabel: t(termsLabelKey(lender.features.termsLinkLabel)) } };
  const newYork = lender.features.newYork;
  const state = String((fullDraft.propertyAddress as { state?: string } | undefined)?.state ?? '');
  // To the paired lender with the answers so far, handed over on the server (that site may be on
  // another host); if the hand-over cannot be made, the person goes on without them.
  const goToPaired = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!newYork || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    void handoverCalls()
      .then(({ withAnswersHandedOver }) => withAnswersHandedOver(request, orgCode, newYork.pairedOrgCode, flow, draft, href))
      .catch(() => href)
      .then((target) => window.location.assign(target));
  };

  return (
    <>
      {position > 0 && (
        <Suspense fallback={null}>
          <RegistrationPause />
        </Suspense>
      )}
      {position === 0 && <FirstStepImage />}
      {position === 0 && prescreened && (
        <Suspense fallback={null}>
          <PrescreenNotice offer={loadLeads(orgCode).offer!} />
        </Suspense>
      )}
      <StepForm
        key={`${step.id}.${prefills}`}
        flowId={flow.id}
        position={positionText}
        step={step}
        context={context}
        formContext={consentCopy}
        progress={progress}
        back={back}
        submitting={submitting || checkingEmail}
        refusal={submitError && <RefusalAlert title={t('registration:submitError.title')} message={submitError} />}
        onSubmit={onSubmit}
      />
      {position > 0 && (
        <p className="mt-10 border-t border-line pt-4">
          <button type="button" onClick={() => setModal({ kind: 'startOver' })} className="min-h-11 py-2 font-semibold text-link underline">
            {t('registration:startOver.button')}
          </button>
        </p>
      )}
      {submitting && (
        <Suspense fallback={null}>
          <ProcessingLoader
            process={processing}
            onBack={() => {
              attempt.current++;
              setSubmitting(false);
            }}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {modal?.kind === 'startOver' && <StartOverDialog onConfirm={restart} onClose={() => setModal(null)} />}
        {modal?.kind === 'accountExists' && <AccountExistsDialog email={modal.email} onClose={() => setModal(null)} />}
        {modal?.kind === 'activeApplication' && (
          <ActiveApplicationDialog applicationUuid={modal.applicationUuid} recent={modal.recent} onClose={() => setModal(null)} />
        )}
        {modal?.kind === 'hawaii' && hawaii && (
          <RedirectDialog
            title={t('registration:hawaii.title')}
            message={t('registration:hawaii.message', { company: lender.company.companyName, partner: hawaii.partnerName })}
            goLabel={t('registration:hawaii.go', { partner: hawaii.partnerName })}
            href={hawaii.partnerUrl}
            closeLabel={t('registration:hawaii.close')}
            onClose={() => setModal(null)}
          />
        )}
        {modal?.kind === 'newYork' && newYork && (
          <RedirectDialog
            title={t(state === 'NY' ? 'registration:newYork.titleInside' : 'registration:newYork.titleOutside')}
            message={t('registration:newYork.message')}
            goLabel={t('registration:newYork.go')}
            href={`/account/heloc/register-v2?org=${encodeURIComponent(newYork.pairedOrgCode)}`}
            onGo={goToPaired}
            closeLabel={t('registration:newYork.close')}
            onClose={() => setModal(null)}
          />
        )}
      </Suspense>
    </>
  );
}
