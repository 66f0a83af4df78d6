// complete (RESCISSION, RECORDING, FUNDABLE, DIRECT_DEBT_PAYOFF, FUNDING_DECISION; DEED_SIGNING once
// the borrower has signed): what happens between signing and funding, and what is still needed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endRescissionInSandbox } from '@/api/closing';
import { closingStep, closingTimeline } from '@/engine/closing/closing-stage';
import { formatNotaryDay } from '@/engine/closing/notary-schedule';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS } from '../page-parts';
import { BorrowerRescissionNotice } from './rescission-notice';
import { SandboxControl } from './sandbox-control';
import { useIntlLocale } from '../../i18n/use-intl-locale';

const LEAD = { signed: 'leadSigned', rescission: 'leadRescission', recording: 'leadRecording', funding: 'leadFunding' } as const;
const MARK = { done: '✓', current: '•', upcoming: '' } as const;

export default function CompletePage() {
  const { t } = useTranslation('closing');
  const { application, status } = useApplicationOutlet();
  const timeline = closingTimeline(status.checklistStatus);
  const mask = (application.disburseAccount as { mask?: string } | null | undefined)?.mask;
  const insuranceMissing = !(application.insurance as { complete?: boolean } | undefined)?.complete;
  const locale = useIntlLocale();
  const rescission = status.checklistStatus === 'RESCISSION' ? (application.rescission as { lastDay?: string } | undefined) : undefined;

  return (
    <ApplicationPage title={t('complete.title')} intro={t(`complete.${LEAD[closingStep(status.checklistStatus)]}`)}>
      {rescission?.lastDay && (
        <p className="text-lg font-semibold" data-testid="rescission-ends">
          {t('complete.rescissionEnds', { date: formatNotaryDay(rescission.lastDay, locale) })}
        </p>
      )}
      {insuranceMissing && (
        <section aria-labelledby="complete-insurance" className="space-y-3 rounded-card border-2 border-primary bg-surface p-5">
          <h2 id="complete-insurance" className="text-lg font-bold">
            {t('complete.insuranceHeading')}
          </h2>
          <p>{t('complete.insuranceLead')}</p>
          <Link to={`/${application.uuid}/insurance/upload`} className={PRIMARY_BUTTON_CLASS}>
            {t('complete.insuranceLink')}
          </Link>
        </section>
      )}
      <section aria-labelledby="complete-timeline" className="space-y-3">
        <h2 id="complete-timeline" className="text-xl font-bold">
          {t('complete.timelineHeading')}
        </h2>
        <ol className="space-y-2">
          {timeline.map(({ step, state }) => (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-card border bg-surface p-3 ${state === 'current' ? 'border-2 border-primary' : 'border-line'}`}
            >
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 font-bold ${state === 'upcoming' ? 'border-line' : 'border-primary text-primary'}`}
              >
                {MARK[state]}
              </span>
              <span className="flex-1">{t(`complete.steps.${step}`)}</span>
              <span className="text-sm text-muted">{t(`complete.state.${state}`)}</span>
            </li>
          ))}
        </ol>
      </section>
      {mask && <p>{t('complete.account', { mask })}</p>}
      {rescission && <BorrowerRescissionNotice application={application} />}
      {rescission && <SandboxClock />}
      <Link
        to={`/${application.uuid}/document/disclosures`}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        {t('complete.disclosuresLink')}
      </Link>
    </ApplicationPage>
  );
}

/** Sandbox only: ends the right-to-cancel wait now, so a person trying the sandbox can reach funding. */
function SandboxClock() {
  const request = useApi();
  const { application, restartPolling } = useApplicationOutlet();
  return (
    <SandboxControl
      copyKey="complete.sandboxClock"
      act={async () => {
        await endRescissionInSandbox(request, application.uuid);
        restartPolling();
      }}
    />
  );
}
