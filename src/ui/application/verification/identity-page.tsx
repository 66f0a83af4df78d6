// identity: the borrower chooses which government ID they have and uploads its front. While the
// back office checks it (WAITING_FOR_ID_VERIFICATION, polled by the layout) the page says so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { identityUploadPath } from '@/api/verification';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, RadioCards, SubmitButton, WaitingPage } from '../page-parts';
import { FileDropField } from './file-drop-field';
import { useFileUploads } from './use-file-uploads';

/** The spec's application document types for an ID, in the order borrowers most often have them. */
const ID_TYPES = ['DRIVERSLICENSEFRONT', 'IDCARDFRONT', 'PASSPORTFRONT', 'PERMANENTRESIDENTFRONT'] as const;
type IdType = (typeof ID_TYPES)[number];

const WAITING_STATUS = 'WAITING_FOR_ID_VERIFICATION';

export default function IdentityPage() {
  const { t } = useTranslation('verification');
  const { application, status, restartPolling } = useApplicationOutlet();
  const uploads = useFileUploads({ multiple: false });
  const [idType, setIdType] = useState<IdType | null>(null);
  const [typeError, setTypeError] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent || status.checklistStatus === WAITING_STATUS) {
    return <WaitingPage title={t('identity.waitingTitle')} message={t('identity.waitingIntro')} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTypeError(idType === null);
    if (uploads.files.length === 0) uploads.setFieldError(t('upload.chooseOne'));
    if (idType === null || uploads.files.length === 0) return;
    if (await uploads.uploadAll(identityUploadPath(application.uuid), { idType })) {
      setSent(true);
      restartPolling();
    }
  };

  return (
    <ApplicationPage title={t('identity.title')} intro={t('identity.intro')}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <ErrorAlert message={uploads.uploadError} />
        <RadioCards
          legend={t('identity.typeLegend')}
          name="idType"
          value={idType}
          onChange={(value) => {
            setIdType(value);
            setTypeError(false);
          }}
          error={typeError ? t('identity.required') : undefined}
          options={ID_TYPES.map((value) => ({ value, label: t(`identity.types.${value}`), description: t(`identity.sides.${value}`) }))}
        />
        <FileDropField
          multiple={false}
          files={uploads.files}
          onAdd={uploads.add}
          onRemove={uploads.remove}
          error={uploads.fieldError}
          disabled={uploads.busy}
        />
        <SubmitButton busy={uploads.busy}>{t('upload.uploadOne')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
