// /electronic-records: the signed-in person's E-SIGN consent. Agreed to the current version: when,
// what withdrawing means, and the withdrawal itself. Not agreed (never, withdrawn, or an older
// version: the application pages send them here): the statement and the sample check, to agree.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { ESIGN_CONSENT_KEY, fetchEsignConsent, giveEsignConsent, withdrawEsignConsent, type EsignConsent } from '@/api/esign';
import { ApiError } from '@/api/request';
import { formatMoney } from '@/engine/format/format';
import { isUuid } from '@/engine/validation/uuid';
import { useApi } from '../api/api-context';
import { ApplicationPage, CheckboxField, ErrorAlert, PRIMARY_BUTTON_CLASS, SubmitButton } from '../application/page-parts';
import { INPUT_CLASS } from '../forms/base-input-template';
import { useLender } from '../lender/lender-context';
import { EsignStatement } from './esign-statement';
import { SampleLink, useCodeCheck } from './sample-code';

/** Only a page of the borrower's own application is a place to go back to. */
const returnPath = (next: string | null) => (next && next.startsWith('/') && isUuid(next.split(/[/?]/)[1] ?? '') ? next : null);

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

function AgreeForm({ onAgreed }: { onAgreed: (consent: EsignConsent) => void }) {
  const { t } = useTranslation('esign');
  const request = useApi();
  const [sampleId] = useState(() => crypto.randomUUID());
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { check, run } = useCodeCheck(sampleId, setCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return setError(check.state === 'wrong' ? t('check.wrongCode') : t('check.codeRequired'));
    setBusy(true);
    setError(null);
    giveEsignConsent(request, { sampleId, code })
      .then(onAgreed)
      .catch((failure: unknown) =>
        setError(failure instanceof ApiError && failure.status === 400 ? t('check.wrongCode') : t('check.failed')),
      )
      .finally(() => setBusy(false));
  };
  return (
    <form className="space-y-6" noValidate onSubmit={submit}>
      <EsignStatement />
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-ink">{t('check.title')}</h2>
        <p>{t('check.intro')}</p>
        <SampleLink sampleId={sampleId} />
        <div className="space-y-1">
          <label htmlFor="esign-code" className="block font-semibold">
            {t('check.code')}
          </label>
          <p id="esign-code-hint" className="text-sm text-muted">
            {t('check.codeHint')}
          </p>
          <input
            id="esign-code"
            className={`${INPUT_CLASS} max-w-48 uppercase tracking-widest`}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            maxLength={9}
            aria-invalid={check.state === 'wrong' || undefined}
            aria-describedby="esign-code-hint esign-code-check"
            onChange={(event) => {
              setTyped(event.target.value);
              run(event.target.value);
            }}
          />
          <p
            id="esign-code-check"
            role={check.state === 'wrong' || check.state === 'failed' ? 'alert' : 'status'}
            className={`text-sm font-semibold ${check.state === 'wrong' || check.state === 'failed' ? 'text-error' : 'text-success'}`}
          >
            {check.state === 'wrong' || check.state === 'failed'
              ? check.message
              : check.state === 'idle'
                ? ''
                : t(check.state === 'checking' ? 'check.checking' : 'check.confirmed')}
          </p>
        </div>
      </section>
      <ErrorAlert message={error} />
      <SubmitButton busy={busy}>{t('check.submit')}</SubmitButton>
    </form>
  );
}

function WithdrawForm({ onWithdrawn }: { onWithdrawn: (consent: EsignConsent) => void }) {
  const { t } = useTranslation('esign');
  const request = useApi();
  const { electronicRecords } = useLender();
  const [understood, setUnderstood] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paperCost =
    electronicRecords.paperCopyFee > 0
      ? t('manage.paperCostFee', { fee: formatMoney(electronicRecords.paperCopyFee, 2) })
      : t('manage.paperCostFree');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!understood) return;
    setBusy(true);
    setError(null);
    withdrawEsignConsent(request)
      .then(onWithdrawn)
      .catch(() => setError(t('manage.failed')))
      .finally(() => setBusy(false));
  };
  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <h2 className="text-xl font-semibold text-ink">{t('manage.consequencesTitle')}</h2>
      <p>{t('manage.consequences', { paperCost })}</p>
      <CheckboxField
        label={t('manage.confirm')}
        checked={understood}
        onChange={setUnderstood}
        error={tried && !understood ? t('manage.confirmRequired') : undefined}
      />
      <ErrorAlert message={error} />
      <SubmitButton busy={busy}>{t('manage.withdraw')}</SubmitButton>
    </form>
  );
}

export default function ElectronicRecordsPage() {
  const { t } = useTranslation('esign');
  const request = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = returnPath(params.get('next'));
  const dateTime = useDateTime();
  const { data, error, mutate } = useSWR(ESIGN_CONSENT_KEY, () => fetchEsignConsent(request), { revalidateOnFocus: false });
  const [done, setDone] = useState<string | null>(null);

  if (error) return <ApplicationPage title={t('manage.title')}>{<ErrorAlert message={t('manage.failed')} />}</ApplicationPage>;
  if (!data) return <ApplicationPage title={t('manage.title')} />;

  const { consent } = data;
  const back = next && (
    <Link to={next} className={PRIMARY_BUTTON_CLASS}>
      {t('manage.back')}
    </Link>
  );
  if (data.current && consent) {
    return (
      <ApplicationPage title={t('manage.title')} intro={t('manage.given', { date: dateTime(consent.acceptedAt) })}>
        {done && <p role="status">{done}</p>}
        {back}
        <EsignStatement />
        <WithdrawForm
          onWithdrawn={(updated) => {
            void mutate(updated, { revalidate: false });
            setDone(t('manage.withdrawDone'));
          }}
        />
      </ApplicationPage>
    );
  }
  const withdrawn = consent?.withdrawnAt;
  const olderVersion = consent && !withdrawn;
  return (
    <ApplicationPage
      title={olderVersion ? t('reask.title') : t(withdrawn ? 'manage.title' : 'title')}
      intro={olderVersion ? t('reask.intro') : withdrawn ? t('manage.withdrawn', { date: dateTime(withdrawn) }) : t('intro')}
    >
      {done && <p role="status">{done}</p>}
      {withdrawn && <h2 className="text-xl font-semibold text-ink">{t('manage.agreeAgain')}</h2>}
      <AgreeForm
        onAgreed={(updated) => {
          void mutate(updated, { revalidate: false });
          if (next) return navigate(next, { replace: true });
          setDone(null);
        }}
      />
    </ApplicationPage>
  );
}
