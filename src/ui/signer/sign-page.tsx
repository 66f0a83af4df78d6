// heloc-signer/sign: the security instrument and the account-opening disclosure, each read to its end (or downloaded) and
// accepted, then the signer's legal name typed to sign, in the closing pages' signing form.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useNavigate } from 'react-router';
import { fetchSignerDocuments, signAsSigner } from '@/api/signer';
import { legalNameText } from '@/engine/closing/signature';
import { useApi } from '../api/api-context';
import { ApplicationPage, ErrorAlert } from '../application/page-parts';
import { SigningForm } from '../application/closing/signing-form';
import { useInstrumentWords } from '../application/closing/use-instrument-words';
import { useSignerOutlet } from './signer-layout';
import { useSignerAction } from './use-signer-action';
import { signerAreaPath } from '@/engine/signer/signer-area';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export default function SignPage() {
  const { t } = useTranslation('signer');
  const request = useApi();
  const navigate = useNavigate();
  const { application, refresh } = useSignerOutlet();
  const documents = useSWR(['signer-documents', application.uuid], () => fetchSignerDocuments(request, application.uuid), ONCE);
  const legalName = { firstName: application.signer.firstName, lastName: application.signer.lastName };
  const { run, busy, error } = useSignerAction();
  const instrument = useInstrumentWords(application.propertyState);

  const sign = async (signature: { acceptedDocuments: string[]; signatureName: string }) => {
    const result = await run(() => signAsSigner(request, application.uuid, signature));
    if (!result.ok) return;
    await refresh();
    void navigate(signerAreaPath('documents'), { replace: true });
  };

  return (
    <ApplicationPage title={t('sign.title', instrument)} intro={t('sign.lead')}>
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
          signatureHint={t('sign.signatureHint', { name: legalNameText(legalName) })}
          consent={t('sign.consent')}
          submitLabel={t('sign.submit')}
          busy={busy}
          error={error}
          onSign={(signature) => void sign(signature)}
        />
      )}
    </ApplicationPage>
  );
}
