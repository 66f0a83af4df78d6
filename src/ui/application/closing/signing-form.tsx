// The signing form the borrower and an additional signer share: every document read to its end
// (or downloaded) and accepted, then the legal name typed to sign. The caller sends the signature.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosingDocument } from '@/api/closing';
import { signatureMatches, type LegalName } from '@/engine/closing/signature';
import { useErrorSummary } from '../../forms/error-summary';
import { ErrorAlert, SubmitButton, TextField } from '../page-parts';
import { DocumentToSign } from './document-to-sign';

const withType = (set: ReadonlySet<string>, type: string) => new Set([...set, type]);
const withoutType = (set: ReadonlySet<string>, type: string) => new Set([...set].filter((t) => t !== type));

export function SigningForm(props: {
  documents: readonly ClosingDocument[];
  legalName: LegalName | undefined;
  /** The hint under the signature field, and the words of the consent and the button. */
  signatureHint: string | undefined;
  consent: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSign: (signature: { acceptedDocuments: string[]; signatureName: string }) => void;
}) {
  const { t } = useTranslation('closing');
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [signature, setSignature] = useState('');
  const [checked, setChecked] = useState(false);
  const { summary, show: showErrors } = useErrorSummary();
  const signatureError = !checked
    ? undefined
    : signature.trim() === ''
      ? t('required')
      : !signatureMatches(signature, props.legalName)
        ? t('sign.signatureMismatch')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (props.documents.some((d) => !accepted.has(d.type)) || !signatureMatches(signature, props.legalName)) return;
    props.onSign({ acceptedDocuments: [...accepted], signatureName: signature });
  };

  return (
    <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="space-y-8">
      {summary}
      <ErrorAlert message={props.error} />
      {props.documents.map((document) => (
        <DocumentToSign
          key={document.type}
          document={document}
          read={read.has(document.type)}
          accepted={accepted.has(document.type)}
          showError={checked && !accepted.has(document.type)}
          onRead={() => setRead((r) => withType(r, document.type))}
          onAccept={(value) => setAccepted((a) => (value ? withType(a, document.type) : withoutType(a, document.type)))}
        />
      ))}
      <div className="max-w-xl space-y-4">
        <TextField
          label={t('sign.signatureLabel')}
          hint={props.signatureHint}
          error={signatureError}
          autoComplete="name"
          value={signature}
          onChange={(event) => setSignature(event.target.value)}
        />
        <p className="text-sm text-muted">{props.consent}</p>
        <SubmitButton busy={props.busy}>{props.submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
