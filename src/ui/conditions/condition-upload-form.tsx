// A condition's documents, sent with the upload machinery the income pages use: as many files as
// the request asks for, each checked as it is chosen and sent with its progress.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, SubmitButton } from '../application/page-parts';
import { FileDropField } from '../application/verification/file-drop-field';
import { useFileUploads } from '../application/verification/use-file-uploads';

export function ConditionUploadForm(props: { uploadUrl: string; count: number; button: string; onDone: () => void }) {
  const { t } = useTranslation('verification');
  const uploads = useFileUploads({ multiple: props.count > 1 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploads.files.length < props.count) {
      uploads.setFieldError(props.count > 1 ? t('upload.chooseCount', { count: props.count }) : t('upload.chooseOne'));
      return;
    }
    if (await uploads.uploadAll(props.uploadUrl)) props.onDone();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <ErrorAlert message={uploads.uploadError} />
      <FileDropField
        multiple={props.count > 1}
        files={uploads.files}
        onAdd={uploads.add}
        onRemove={uploads.remove}
        error={uploads.fieldError}
        disabled={uploads.busy}
      />
      <SubmitButton busy={uploads.busy}>{props.button}</SubmitButton>
    </form>
  );
}
