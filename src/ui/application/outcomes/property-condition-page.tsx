// bpo/condition (BPO_ORDER_REQUEST, BPO required, Texas): the borrower describes the home's
// condition for the broker price opinion and orders it with its fee, as on bpo/order-bpo.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sendPropertyCondition } from '@/api/review';
import { BORROWER_PROPERTY_CONDITIONS, type PropertyCondition } from '@/engine/review/home-value';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, RadioCards, SubmitButton, useStepAction } from '../page-parts';
import { FeeAgreement, useFeeAgreement, useValuationFee } from './bpo-fee';
import { useFormErrors } from './form-parts';
import { SupportLine } from './outcome-parts';

export default function PropertyConditionPage() {
  const { t } = useTranslation('outcomes');
  const request = useApi();
  const navigate = useNavigate();
  const { application, restartPolling } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const fee = useValuationFee();
  const agreement = useFeeAgreement();
  const [condition, setCondition] = useState<PropertyCondition | null>(null);
  const [conditionMissing, setConditionMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { form, summary } = useFormErrors(attempt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setConditionMissing(condition === null);
    const agreed = agreement.check();
    if (condition === null || !agreed) return;
    // The status is polled again only once bpo/waiting is open (its chunk loads first): a status
    // arriving while still on this page would move the borrower to bpo/hold instead.
    if (await run(() => sendPropertyCondition(request, application.uuid, condition, fee), { poll: false })) {
      await navigate(`/${application.uuid}/bpo/waiting`);
      restartPolling();
    }
  };

  return (
    <ApplicationPage title={t('condition.title')} intro={t('condition.intro')}>
      <form ref={form} noValidate onSubmit={submit} className="max-w-2xl space-y-6">
        {summary}
        <ErrorAlert message={error} />
        <RadioCards
          legend={t('condition.legend')}
          name="condition"
          value={condition}
          onChange={(value) => {
            setCondition(value);
            setConditionMissing(false);
          }}
          options={BORROWER_PROPERTY_CONDITIONS.map((value) => ({
            value,
            label: t(`condition.options.${value}`),
            description: t(`condition.descriptions.${value}`),
          }))}
          error={conditionMissing ? t('condition.required') : undefined}
        />
        <FeeAgreement {...agreement.props} />
        <SubmitButton busy={busy}>{t('order.submit')}</SubmitButton>
      </form>
      <SupportLine />
    </ApplicationPage>
  );
}
