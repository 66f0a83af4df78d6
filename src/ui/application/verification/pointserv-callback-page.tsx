// income/pointserv-callback: where the income provider returns the borrower, with ?type= (the
// provider the borrower chose) and ?outcome= (what it verified). The result is saved once; a
// verified income moves the application on, a partial one asks for paystubs, a failure offers
// another way.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { linkIncome, type LinkOutcome } from '@/api/verification';
import { isLinkSlug, LINK_PROVIDERS } from '@/engine/verification/income-methods';
import { paystubsRequested } from '@/engine/verification/paystub-request';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, PRIMARY_BUTTON_CLASS } from '../page-parts';
import { BackToReviewLink } from './back-to-review';
import { PaystubCountText } from './paystub-count-text';
import { applicationKey } from '../../api/query-keys';
import { useFailureText } from '../../api/failure-text';

const OUTCOMES: readonly string[] = ['VERIFIED', 'PARTIAL', 'FAILED'] satisfies LinkOutcome[];

type Result =
  { state: 'checking' } | { state: 'done'; outcome: LinkOutcome; paystubs: number | null } | { state: 'error'; message: string };

export default function PointservCallbackPage() {
  const { t } = useTranslation('verification');
  const failureText = useFailureText();
  const request = useApi();
  const { mutate } = useSWRConfig();
  const { application, restartPolling } = useApplicationOutlet();
  const [params] = useSearchParams();
  const type = params.get('type') ?? undefined;
  const outcome = params.get('outcome') ?? '';
  const complete = isLinkSlug(type) && OUTCOMES.includes(outcome);
  const [result, setResult] = useState<Result>({ state: 'checking' });
  /** The provider's answer is saved once, even if the effect runs again. */
  const sent = useRef(false);

  useEffect(() => {
    if (!complete || sent.current) return;
    sent.current = true;
    linkIncome(request, application.uuid, LINK_PROVIDERS[type], outcome as LinkOutcome)
      .then((response) => {
        // The status does not change for a partial result, so the layout would not fetch the
        // application again: hand it the one the call answered (with its paystub request).
        void mutate(applicationKey(application.uuid), response.application, { revalidate: false });
        setResult({ state: 'done', outcome: response.result, paystubs: paystubsRequested(response.application.conditions) });
        if (response.result === 'VERIFIED') restartPolling();
      })
      .catch((error: unknown) => setResult({ state: 'error', message: failureText(error, t('common:forms.genericError')) }));
  }, [complete, type, outcome, request, application.uuid, mutate, restartPolling, t, failureText]);

  if (!complete) {
    return (
      <ApplicationPage title={t('callback.unfinishedTitle')} intro={t('callback.unfinishedIntro')}>
        <BackToReviewLink>{t('callback.back')}</BackToReviewLink>
      </ApplicationPage>
    );
  }
  if (result.state === 'checking') {
    return (
      <ApplicationPage title={t('callback.checking')}>
        <p role="status" className="text-lg text-muted">
          {t('callback.checkingIntro')}
        </p>
      </ApplicationPage>
    );
  }
  if (result.state === 'error') {
    return (
      <ApplicationPage title={t('callback.errorTitle')}>
        <ErrorAlert message={result.message} />
        <BackToReviewLink>{t('callback.back')}</BackToReviewLink>
      </ApplicationPage>
    );
  }
  if (result.outcome === 'VERIFIED') {
    return (
      <ApplicationPage title={t('callback.verifiedTitle')}>
        <p role="status" className="text-lg text-muted">
          {t('callback.verifiedIntro')}
        </p>
      </ApplicationPage>
    );
  }
  if (result.outcome === 'PARTIAL' && result.paystubs !== null) {
    return (
      <ApplicationPage title={t('callback.partialTitle')} intro={<PaystubCountText count={result.paystubs} />}>
        <Link to={`/${application.uuid}/income/upload/paystub`} className={PRIMARY_BUTTON_CLASS}>
          {t('review.uploadPaystubs')}
        </Link>
      </ApplicationPage>
    );
  }
  return (
    <ApplicationPage title={t('callback.failedTitle')} intro={t('callback.failedIntro')}>
      <BackToReviewLink>{t('callback.back')}</BackToReviewLink>
    </ApplicationPage>
  );
}
