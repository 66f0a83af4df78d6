// heloc-signer/sign: the deed and the closing disclosure, each read to its end (or downloaded) and
// accepted, then the signer's legal name typed to sign. The viewer, the download link and the
// signature rule and the document block are the closing pages' own.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useNavigate } from 'react-router';
import { fetchSignerDocuments, signAsSigner } from '@/api/signer';
import { legalNameText, signatureMatches } from '@/engine/closing/signature';
import { useApi } from '../api/api-context';
import { ApplicationPage, ErrorAlert, focusFirstError, SubmitButton, TextField } from '../application/page-parts';
import { DocumentToSign } from '../application/closing/document-to-sign';
import { useSignerOutlet } from './signer-layout';
import { useSignerAction } from './use-signer-action';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export default function SignPage() {
  const { t } = useTranslation('signer');
  const request = useApi();
  const navigate = useNavigate();
  const { application, refresh } = useSignerOutlet();
  const documents = useSWR(['signer-documents', application.uuid], () => fetchSignerDocuments(request, application.uuid), ONCE);
  const legalName = { firstName: application.signer.firstName, lastName: application.signer.lastName };
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [signature, setSignature] = useState('');
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useSignerAction();

  const list = documents.data ?? [];
  const signatureError = !checked
    ? undefined
    : signature.trim() === ''
      ? t('required')
      : !signatureMatches(signature, legalName)
        ? t('sign.signatureMismatch')
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (list.some((d) => !accepted.has(d.type)) || !signatureMatches(signature, legalName)) {
      focusFirstError(event.currentTarget as HTMLFormElement);
      return;
    }
    const result = await run(() => signAsSigner(request, application.uuid, { acceptedDocuments: [...accepted], signatureName: signature }));
    if (!result.ok) return;
    await refresh();
    void navigate('/heloc-signer/documents', { replace: true });
  };

  const add = (set: ReadonlySet<string>, type: string) => new Set([...set, type]);

  return (
    <ApplicationPage title={t('sign.title')} intro={t('sign.lead')}>
      {documents.error && <ErrorAlert message={t('documents.failed')} />}
      {!documents.data && !documents.error && (
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      )}
      {documents.data && (
        <form noValidate onSubmit={submit} className="space-y-8">
          <ErrorAlert message={error} />
          {list.map((document) => (
            <DocumentToSign
              key={document.type}
              document={document}
              read={read.has(document.type)}
              accepted={accepted.has(document.type)}
              showError={checked && !accepted.has(document.type)}
              onRead={() => setRead((r) => add(r, document.type))}
              onAccept={(value) =>
                setAccepted((a) => (value ? add(a, document.type) : new Set([...a].filter((type) => type !== document.type))))
              }
            />
          ))}
          <div className="max-w-xl space-y-4">
            <TextField
              label={t('sign.signatureLabel')}
              hint={t('sign.signatureHint', { name: legalNameText(legalName) })}
              error={signatureError}
              autoComplete="name"
              value={signature}
              onChange={(event) => setSignature(event.target.value)}
            />
            <p className="text-sm text-muted">{t('sign.consent')}</p>
            <SubmitButton busy={busy}>{t('sign.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </ApplicationPage>
  );
}
