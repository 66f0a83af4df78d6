// liens: the loans the credit report shows against the property. For each, the borrower says
// whether it stays, is paid off from the line, or secures another home; then confirms there are
// no others. Payoffs may not add up to more than the line can pay.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { confirmLiens, fetchLiens } from '@/api/funding';
import type { Lien } from '@/engine/calculations/lien-payoff';
import { oneLineAddress, type Address } from '@/engine/address';
import { lienChoicesProblem, payoffTotal, type LienChoices, type LienDisposition } from '@/engine/calculations/lien-payoff';
import { formatMoney } from '@/engine/format/format';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, CheckboxField, RadioCards, ErrorAlert, SubmitButton, useStepAction } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';

export default function LiensPage() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('funding');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { data } = useSWR(['liens', application.uuid], () => fetchLiens(request, application.uuid), { revalidateOnFocus: false });
  const { run, busy, error } = useStepAction();
  const [choices, setChoices] = useState<LienChoices>({});
  const [noOthers, setNoOthers] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const address = (application.property as { address?: Address } | undefined)?.address;
  const intro = address?.street1 ? t('liens.intro', { address: oneLineAddress(address) }) : t('liens.introNoAddress');

  if (!data) {
    return (
      <ApplicationPage title={t('liens.title')} intro={intro}>
        <p role="status" className="text-muted">
          {t('application:loading')}
        </p>
      </ApplicationPage>
    );
  }

  const { liens, maxPayoff } = data;
  const problem = lienChoicesProblem(liens, choices, maxPayoff);
  const total = payoffTotal(liens, choices);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !noOthers) return;
    void run(() =>
      confirmLiens(request, application.uuid, {
        choices: liens.map((lien) => ({ uuid: lien.uuid, disposition: choices[lien.uuid]! })),
        noOtherLiens: noOthers,
      }),
    );
  };

  return (
    <ApplicationPage title={t('liens.title')} intro={intro}>
      <ErrorAlert message={error} />
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="space-y-6">
        {summary}
        {liens.length === 0 && <p>{t('liens.none')}</p>}
        {liens.map((lien) => (
          <LienCard
            key={lien.uuid}
            lien={lien}
            value={choices[lien.uuid] ?? null}
            onChange={(disposition) => setChoices({ ...choices, [lien.uuid]: disposition })}
            error={submitted && !choices[lien.uuid] ? t('liens.required') : undefined}
          />
        ))}
        {liens.length > 0 && (
          <div aria-live="polite" className="space-y-1">
            <p className="font-semibold">{t('liens.payoffTotal', { total: formatMoney(total, 2), max: formatMoney(maxPayoff) })}</p>
            {problem === 'payoffTooLarge' && <p className="font-semibold text-error">{t('liens.payoffTooLarge')}</p>}
          </div>
        )}
        <CheckboxField
          label={t('liens.noOthers')}
          checked={noOthers}
          onChange={setNoOthers}
          error={submitted && !noOthers ? t('liens.noOthersError') : undefined}
        />
        <SubmitButton busy={busy}>{t('liens.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}

function LienCard(props: {
  lien: Lien;
  value: LienDisposition | null;
  onChange: (value: LienDisposition) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('funding');
  const { lien } = props;
  const headingId = `lien-${lien.uuid}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-card border border-line bg-surface p-5">
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {lien.creditorName}
        </h2>
        <p className="text-muted">{t(`liens.types.${lien.lienType}`)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted">{t('liens.balance')}</dt>
        <dd className="font-semibold">{formatMoney(lien.monetaryBalance, 2)}</dd>
        <dt className="text-muted">{t('liens.payment')}</dt>
        <dd className="font-semibold">{formatMoney(lien.monetaryCalculatedNextPaymentMinimumAmount, 2)}</dd>
      </dl>
      <RadioCards<LienDisposition>
        legend={t('liens.question')}
        name={`lien-${lien.uuid}`}
        value={props.value}
        onChange={props.onChange}
        error={props.error}
        options={[
          { value: 'KEEP', label: t('liens.keep'), description: t('liens.keepHint') },
          { value: 'PAY_OFF', label: t('liens.payOff'), description: t('liens.payOffHint') },
          { value: 'NOT_ON_PROPERTY', label: t('liens.notOnProperty'), description: t('liens.notOnPropertyHint') },
        ]}
      />
    </section>
  );
}
