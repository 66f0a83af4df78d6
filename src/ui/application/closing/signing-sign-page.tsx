// signing/sign: each loan document read to its end (or downloaded) and accepted, then the legal
// name typed to sign. Signing moves the application to the notary (or to the other owners).
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchProfile } from '@/api/application';
import { fetchSigningDocuments, signDocuments } from '@/api/closing';
import { legalNameText, type LegalName } from '@/engine/closing/signature';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, useStepAction } from '../page-parts';
import { SigningForm } from './signing-form';
import { PROFILE_KEY } from '../../api/query-keys';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export default function SigningSignPage() {
  const { t } = useTranslation('closing');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const documents = useSWR(['signing-documents', application.uuid], () => fetchSigningDocuments(request, application.uuid), ONCE);
  // The same key as the application layout's profile, so it is not fetched twice.
  const profile = useSWR(PROFILE_KEY, () => fetchProfile(request), ONCE);
  const legalName = profile.data?.name as LegalName | undefined;

  const { run, busy, error } = useStepAction();

  return (
    <ApplicationPage title={t('sign.title')} intro={t('sign.lead')}>
      {documents.error && <ErrorAlert message={t('documents.failed')} />}
      {!documents.data && !documents.error && (
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      )}
      {documents.data && (
        <SigningForm
          documents={documents.data}
          legalName={legalName}
          signatureHint={legalName ? t('sign.signatureHint', { name: legalNameText(legalName) }) : undefined}
          consent={t('sign.consent')}
          submitLabel={t('sign.submit')}
          busy={busy}
          error={error}
          onSign={(signature) => void run(() => signDocuments(request, application.uuid, signature))}
        />
      )}
    </ApplicationPage>
  );
}
