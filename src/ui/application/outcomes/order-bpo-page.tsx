// bpo/order-bpo (BPO_ORDER_REQUEST, BPO required, outside Texas): the borrower agrees to order a
// broker price opinion with its fee. After the order the borrower waits on bpo/waiting.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderBpo } from '@/api/review';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, useStepAction } from '../page-parts';
import { FeeAgreement, useFeeAgreement, useValuationFee } from './bpo-fee';
import { useFormErrors } from './form-parts';
import { SupportLine } from './outcome-parts';

export default function OrderBpoPage() {
  const { t } = useTranslation('outcomes');
  const request = useApi();
  const navigate = useNavigate();
  const { application, restartPolling } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const fee = useValuationFee();
  const agreement = useFeeAgreement();
  const [attempt, setAttempt] = useState(0);
  const { form, summary } = useFormErrors(attempt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!agreement.check()) return;
    // bpo/waiting is a sub-page of the valuation section, so the layout leaves the borrower there while it processes.
    // The status is polled again only once bpo/waiting is open (its chunk loads first): a status
    // arriving while still on this page would move the borrower to bpo/hold instead.
    if (await run(() => orderBpo(request, application.uuid, fee), { poll: false })) {
      await navigate(`/${application.uuid}/bpo/waiting`);
      restartPolling();
    }
  };

  return (
    <ApplicationPage title={t('order.title')} intro={t('order.intro')}>
      <form ref={form} noValidate onSubmit={submit} className="max-w-xl space-y-6">
        {summary}
        <ErrorAlert message={error} />
        <FeeAgreement {...agreement.props} />
        <SubmitButton busy={busy}>{t('order.submit')}</SubmitButton>
      </form>
      <SupportLine />
    </ApplicationPage>
  );
}
