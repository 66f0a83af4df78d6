// product/assets (ASSETS_PREQUAL, income limited by debt-to-income): the borrower may verify their
// assets to qualify for a larger line, or continue with the limited offers.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { declineAssetVerification, fetchAssetDepletion, verifyAssets } from '@/api/product';
import { formatMoney } from '@/engine/format/format';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, useStepAction } from '../page-parts';

export default function ProductAssetsPage() {
  const { t } = useTranslation('application');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { data } = useSWR(['asset-depletion', application.uuid], () => fetchAssetDepletion(request, application.uuid), {
    revalidateOnFocus: false,
  });
  const { run, busy, error } = useStepAction();

  if (!data) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  const limited = formatMoney(data.limitedMaxDraw);
  const verified = formatMoney(data.verifiedMaxDraw);

  return (
    <ApplicationPage title={t('assets.title')} intro={t('assets.intro', { limited, verified })}>
      <ErrorAlert message={error} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-card border border-line bg-surface p-4">
          <dt className="text-muted">{t('assets.limited')}</dt>
          <dd className="text-2xl font-bold" data-testid="assets-limited">
            {t('assets.upTo', { amount: limited })}
          </dd>
        </div>
        <div className="rounded-card border-2 border-primary bg-surface p-4">
          <dt className="text-muted">{t('assets.verified')}</dt>
          <dd className="text-2xl font-bold" data-testid="assets-verified">
            {t('assets.upTo', { amount: verified })}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="assets-how" className="space-y-2">
        <h2 id="assets-how" className="text-lg font-bold">
          {t('assets.howTitle')}
        </h2>
        <p>{t('assets.how')}</p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={PRIMARY_BUTTON_CLASS}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void run(() => verifyAssets(request, application.uuid))}
        >
          {t('assets.verify')}
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASS}
          disabled={busy}
          onClick={() => void run(() => declineAssetVerification(request, application.uuid))}
        >
          {t('assets.continue', { limited })}
        </button>
      </div>
    </ApplicationPage>
  );
}
