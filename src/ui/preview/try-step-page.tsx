// 'Try a step', sandbox only: a lender chosen, then any of its registration steps opened with the
// sample draft's answers before it, or any application page opened at its sample state for a new
// sandbox borrower. Lenders, steps and pages are read from data: the lender list,
// flows/registration.json and flows/sample-application-pages.json.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchLenderSummaries } from '@/api/lender-package';
import type { LenderSummary } from '@/engine/lender/lender-summary';
import { sampleOpenAt, type SampleApplicationPage } from '@/engine/preview/sample-application';
import type { Step } from '@/engine/types/registration-flow';
import { useSandboxServerKnown } from '../api/use-sandbox-server';
import { flow, prepareApplicationPage, prepareRegistrationStep, samplePages } from './try-step';
import { usePreviewText } from './use-preview-text';

type Trial = { kind: 'opening'; what: string } | { kind: 'failed'; what: string; reason: string } | null;

const buttonLook =
  'min-h-11 rounded border border-neutral-700 bg-white px-3 font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 disabled:cursor-wait disabled:opacity-60';
const buttonClass = `inline-flex min-w-11 items-center justify-center ${buttonLook}`;
/** A step: its number, its question and its address, read as a line of the list. */
const stepButtonClass = `flex w-full items-center gap-2 py-1 text-left ${buttonLook}`;

/** Runs one trial at a time: says what it opens, then goes there, or says why it could not. */
function useTrial() {
  const [trial, setTrial] = useState<Trial>(null);
  // Back from the opened step may restore this page as it was left, 'opening' and its buttons off.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setTrial(null);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const run = (what: string, prepare: () => Promise<string>) => {
    setTrial({ kind: 'opening', what });
    prepare().then(
      (address) => window.location.assign(address),
      (error: Error) => setTrial({ kind: 'failed', what, reason: error.message }),
    );
  };
  return { trial, run, busy: trial?.kind === 'opening' };
}

/**
 * The lender the steps and pages below open for, one at a time (a button per step of every lender
 * was hundreds of tab stops at sixty lenders). Kept in the address, so Back from an opened step, a
 * reviewer's link or a reload keeps it.
 */
function useChosenLender(lenders: LenderSummary[]) {
  const [params, setParams] = useSearchParams();
  const chosen = lenders.find((lender) => lender.orgCode === params.get('lender')) ?? lenders[0];
  const choose = (orgCode: string) => setParams({ lender: orgCode }, { replace: true });
  return { chosen, choose };
}

function LenderChooser({ lenders, chosen, choose }: { lenders: LenderSummary[] } & ReturnType<typeof useChosenLender>) {
  const t = usePreviewText();
  const selectId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="font-semibold">
        {t('try.lender')}
      </label>
      <select
        id={selectId}
        aria-describedby={hintId}
        className="min-h-11 max-w-md rounded border border-neutral-500 bg-white px-2"
        value={chosen?.orgCode ?? ''}
        onChange={(event) => choose(event.target.value)}
      >
        {lenders.map((lender) => (
          <option key={lender.orgCode} value={lender.orgCode}>
            {lender.companyName} ({lender.orgCode})
          </option>
        ))}
      </select>
      <p id={hintId} className="text-sm text-neutral-700">
        {t('try.lenderHint')}
      </p>
    </div>
  );
}

function RegistrationSteps({ chosen, trial }: { chosen: LenderSummary | undefined; trial: ReturnType<typeof useTrial> }) {
  const t = usePreviewText();
  const { t: copy } = useTranslation();
  const number = (step: Step) => flow.steps.indexOf(step) + 1;
  return (
    <section aria-labelledby="try-registration" className="space-y-4">
      <h2 id="try-registration" className="text-2xl font-semibold">
        {t('try.registration.title')}
      </h2>
      <p className="max-w-3xl">{t('try.registration.intro')}</p>
      {/* In two columns read down, as the steps run. */}
      <ol className="max-w-4xl gap-x-8 sm:columns-2" aria-label={t('try.registration.steps')}>
        {flow.steps.map((step) => (
          <li key={step.id} className="mb-2 break-inside-avoid">
            <button
              type="button"
              className={stepButtonClass}
              disabled={trial.busy || !chosen}
              onClick={() =>
                chosen &&
                trial.run(t('try.registration.what', { step: number(step), lender: chosen.companyName }), () =>
                  prepareRegistrationStep(chosen.orgCode, step),
                )
              }
            >
              <span className="w-6 shrink-0 text-right font-mono font-semibold">{number(step)}</span>
              <span>
                {copy(step.title)}
                <code className="block text-sm font-normal text-neutral-700">/register-v2/{step.path}</code>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ApplicationPages({ chosen, trial }: { chosen: LenderSummary | undefined; trial: ReturnType<typeof useTrial> }) {
  const t = usePreviewText();
  const { t: copy } = useTranslation();
  const how = (page: SampleApplicationPage) => {
    if (page.press) return t('try.application.press', { page: sampleOpenAt(page), button: copy(page.press) });
    if (page.documentRequest) return t('try.application.documentRequest', { category: page.documentRequest });
    return '';
  };
  const pageName = (page: SampleApplicationPage) => page.path || t('try.application.home');
  return (
    <section aria-labelledby="try-application" className="space-y-4">
      <h2 id="try-application" className="text-2xl font-semibold">
        {t('try.application.title')}
      </h2>
      <p className="max-w-3xl">{t('try.application.intro')}</p>
      <table className="w-full max-w-5xl border-collapse text-left">
        <caption className="sr-only">{t('try.application.caption')}</caption>
        <thead>
          <tr className="border-b-2 border-neutral-400">
            <th scope="col" className="p-2">
              {t('try.application.page')}
            </th>
            <th scope="col" className="p-2">
              {t('try.application.status')}
            </th>
            <th scope="col" className="p-2">
              {t('try.application.how')}
            </th>
          </tr>
        </thead>
        <tbody>
          {samplePages.pages.map((page) => (
            <tr key={page.path} className="border-b border-neutral-300 align-top">
              <th scope="row" className="p-1 font-normal">
                <button
                  type="button"
                  className={`${buttonClass} font-mono text-sm`}
                  disabled={trial.busy || !chosen}
                  onClick={() =>
                    chosen &&
                    trial.run(t('try.application.what', { page: pageName(page), lender: chosen.companyName }), () =>
                      prepareApplicationPage(chosen.orgCode, page),
                    )
                  }
                >
                  {pageName(page)}
                </button>
              </th>
              <td className="p-2 font-mono text-sm">{page.state.checklistStatus}</td>
              <td className="p-2 text-sm">{how(page)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The feature that keeps applications off this site (src/engine/lender/application-gate.ts), as a summary names it. */
const isWholesale = (lender: LenderSummary) => lender.features.includes('wholesale');

/** The lenders' steps and pages: a line naming those left out, the chooser, then the chosen lender's steps and pages. */
function LenderTrials({ lenders, trial }: { lenders: LenderSummary[]; trial: ReturnType<typeof useTrial> }) {
  const t = usePreviewText();
  const wholesale = lenders.filter(isWholesale);
  const listed = lenders.filter((lender) => !isWholesale(lender));
  const { chosen, choose } = useChosenLender(listed);
  return (
    <>
      {/* A wholesale lender takes no application on this site (its register page says so), so it has no step or page to try. */}
      {wholesale.length > 0 && (
        <p className="max-w-3xl">{t('try.noApplicationsHere', { lenders: wholesale.map((lender) => lender.companyName).join(', ') })}</p>
      )}
      <LenderChooser lenders={listed} chosen={chosen} choose={choose} />
      <RegistrationSteps chosen={chosen} trial={trial} />
      <ApplicationPages chosen={chosen} trial={trial} />
    </>
  );
}

function TrialFailure({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <p ref={ref} tabIndex={-1} role="alert" className="rounded border-2 border-red-800 bg-red-50 p-3 text-red-900">
      {text}
    </p>
  );
}

export default function TryStepPage() {
  const t = usePreviewText();
  const sandbox = useSandboxServerKnown();
  const trial = useTrial();
  const [lenders, setLenders] = useState<LenderSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!sandbox) return;
    let cancelled = false;
    fetchLenderSummaries().then(
      (loaded) => !cancelled && setLenders(loaded),
      (error: Error) => !cancelled && setFailed(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [sandbox]);
  return (
    <div className="mx-auto max-w-6xl space-y-8 p-6">
      <h1 className="text-3xl font-bold">{t('nav.try')}</h1>
      <p className="max-w-3xl">{t('try.intro')}</p>
      {sandbox === undefined && <p role="status">{t('try.checking')}</p>}
      {sandbox === false && <p className="rounded border border-neutral-400 bg-neutral-100 p-4">{t('try.notSandbox')}</p>}
      {/* Where the trial stands, kept in view at the top of the lists: announced, and a failure takes
          focus (the button pressed was turned off while it ran), so the screen moves to it. */}
      <div className="sticky top-0 z-10">
        <div role="status">
          {trial.trial?.kind === 'opening' && (
            <p className="bg-neutral-900 p-3 text-white">{t('try.opening', { what: trial.trial.what })}</p>
          )}
        </div>
        {trial.trial?.kind === 'failed' && <TrialFailure text={t('try.failed', { what: trial.trial.what, reason: trial.trial.reason })} />}
      </div>
      {failed && <p role="alert">{t('loadFailed', { reason: failed })}</p>}
      {sandbox && !lenders && !failed && <p role="status">{t('loading')}</p>}
      {sandbox && lenders && <LenderTrials lenders={lenders} trial={trial} />}
    </div>
  );
}
