// signing/sign: each loan document read to its end (or downloaded) and accepted, then the legal
// name typed to sign. Signing moves the application to the notary (or to the other owners).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchProfile } from '@/api/application';
import { fetchSigningDocuments, signDocuments } from '@/api/closing';
import { legalNameText, signatureMatches, type LegalName } from '@/engine/closing/signature';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, focusFirstError, ErrorAlert, SubmitButton, useStepAction, TextField } from '../page-parts';
import { DocumentToSign } from './document-to-sign';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export default function SigningSignPage() {
  const { t } = useTranslation('closing');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const documents = useSWR(['signing-documents', application.uuid], () => fetchSigningDocuments(request, application.uuid), ONCE);
  // The same key as the application layout's profile, so it is not fetched twice.
  const profile = useSWR(['profile'], () => fetchProfile(request), ONCE);
  const legalName = profile.data?.name as LegalName | undefined;

  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [signature, setSignature] = useState('');
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useStepAction();

  const list = documents.data ?? [];
  const signatureError = !checked
    ? undefined
    : signature.trim() === ''
      ? t('required')
      : !signatureMatches(signature, legalName)
        ? t('sign.signatureMismatch')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (list.some((d) => !accepted.has(d.type)) || signature.trim() === '' || !signatureMatches(signature, legalName)) {
      focusFirstError(event.currentTarget as HTMLFormElement);
      return;
    }
    void run(() => signDocuments(request, application.uuid, { acceptedDocuments: [...accepted], signatureName: signature }));
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
              hint={legalName ? t('sign.signatureHint', { name: legalNameText(legalName) }) : undefined}
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
