// heloc-signer/identity: the signer chooses which government ID they have and uploads its front.
// The server checks the file's real type, size and password protection; the page checks the
// type and size first so the signer hears at once. Until they sign they may replace it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signerIdUploadPath } from '@/api/signer';
import { uploadFile } from '@/api/verification';
import { SIGNER_ID_TYPES, type SignerIdType } from '@/engine/signer/id-documents';
import { ACCEPT_ATTRIBUTE, fileProblem } from '@/engine/verification/file-check';
import { useLocationGate } from '../application/closing/location-dialog';
import { useLender } from '../lender/lender-context';
import { ApplicationPage, ErrorAlert, PRIMARY_BUTTON_CLASS, RadioCards, SubmitButton } from '../application/page-parts';
import { useSignerOutlet } from './signer-layout';
import { useSignerAction } from './use-signer-action';
import { uploadSession } from '../api/session';
import { signerAreaPath } from '@/engine/signer/signer-area';

const FILE_ERRORS = { type: 'identity.fileUnsupported', size: 'identity.fileTooLarge', empty: 'identity.fileUnsupported' } as const;

export default function IdentityPage() {
  const { t } = useTranslation('signer');
  const { orgCode } = useLender();
  const { application, refresh } = useSignerOutlet();
  const locationCheck = useLocationGate(signerAreaPath('sign'));
  const fileId = useId();
  const [idType, setIdType] = useState<SignerIdType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useSignerAction();

  const problem = file && fileProblem(file);
  const fileError = !checked ? undefined : !file ? t('identity.fileRequired') : problem ? t(FILE_ERRORS[problem]) : undefined;
  const typeError = checked && !idType ? t('identity.typeRequired') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!idType || !file || problem) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"], input[type="radio"]')?.focus();
      return;
    }
    const result = await run(() =>
      uploadFile(signerIdUploadPath(application.uuid), file, { ...uploadSession(orgCode), fields: { idType } }),
    );
    if (!result.ok) return;
    await refresh();
    locationCheck.ask();
  };

  return (
    <ApplicationPage title={t('identity.title')} intro={t('identity.intro')}>
      {application.signer.idUploaded && (
        <div className="space-y-3 rounded-card border border-line bg-surface p-4">
          <p role="status">{t('identity.uploaded')}</p>
          <button type="button" onClick={locationCheck.ask} className={PRIMARY_BUTTON_CLASS}>
            {t('identity.continue')}
          </button>
        </div>
      )}
      <form noValidate onSubmit={submit} className="max-w-2xl space-y-6">
        <ErrorAlert message={error} />
        <RadioCards
          legend={t('identity.typeLegend')}
          name="idType"
          value={idType}
          onChange={setIdType}
          error={typeError}
          options={SIGNER_ID_TYPES.map((value) => ({ value, label: t(`identity.types.${value}`) }))}
        />
        <div className="space-y-1">
          <label htmlFor={fileId} className="block font-semibold">
            {t('identity.file')}
          </label>
          <p id={`${fileId}-hint`} className="text-sm text-muted">
            {t('identity.fileHint')}
          </p>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[`${fileId}-hint`, fileError && `${fileId}-error`].filter(Boolean).join(' ')}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full rounded-control border border-line bg-surface p-3 file:mr-4 file:min-h-11 file:rounded-button file:border-0 file:bg-primary file:px-4 file:font-semibold file:text-on-primary"
          />
          {fileError && (
            <p id={`${fileId}-error`} className="text-sm font-semibold text-error">
              {fileError}
            </p>
          )}
        </div>
        <SubmitButton busy={busy}>{t('identity.submit')}</SubmitButton>
      </form>
      {locationCheck.dialog}
    </ApplicationPage>
  );
}
