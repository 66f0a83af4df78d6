// income/upload/:type: upload income documents. Paystubs answer the lender's paystub request (as
// many as it asks for); any other document type verifies the income with one file.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { incomeDocumentUploadPath, paystubUploadPath } from '@/api/verification';
import { isUploadSlug, UPLOAD_DOCUMENTS, type UploadSlug } from '@/engine/verification/income-methods';
import { paystubsRequested } from '@/engine/verification/paystub-request';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton } from '../page-parts';
import { BackToReviewLink, RedirectToReview } from './back-to-review';
import { FileDropField } from './file-drop-field';
import { PaystubCountText } from './paystub-count-text';
import { uploadCopyKey } from './upload-copy-key';
import { useFileUploads } from './use-file-uploads';

export default function IncomeUploadPage() {
  const { type } = useParams();
  const { application } = useApplicationOutlet();
  // Read once: the request closes when the last paystub arrives, and the page should say so
  // rather than vanish before the borrower is moved on.
  const [paystubs] = useState(() => paystubsRequested(application.conditions));
  if (!isUploadSlug(type)) return <RedirectToReview />;
  if (type === 'paystub') {
    // Paystubs are only taken when the lender asked for them.
    return paystubs === null ? <RedirectToReview /> : <UploadForm slug={type} count={paystubs} />;
  }
  return <UploadForm slug={type} count={1} />;
}

function UploadForm({ slug, count }: { slug: UploadSlug; count: number }) {
  const { t } = useTranslation('verification');
  const { application, restartPolling } = useApplicationOutlet();
  const uploads = useFileUploads({ multiple: count > 1 });
  const [finished, setFinished] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploads.files.length < count) {
      uploads.setFieldError(count > 1 ? t('upload.chooseCount', { count }) : t('upload.chooseOne'));
      return;
    }
    const url =
      slug === 'paystub' ? paystubUploadPath(application.uuid) : incomeDocumentUploadPath(application.uuid, UPLOAD_DOCUMENTS[slug]);
    if (await uploads.uploadAll(url)) {
      setFinished(true);
      restartPolling();
    }
  };

  const intro = slug === 'paystub' ? <PaystubCountText count={count} /> : t(`${uploadCopyKey(slug)}.description`);
  return (
    <ApplicationPage title={t(`${uploadCopyKey(slug)}.title`)} intro={intro}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <ErrorAlert message={uploads.uploadError} />
        <FileDropField
          multiple={count > 1}
          files={uploads.files}
          onAdd={uploads.add}
          onRemove={uploads.remove}
          error={uploads.fieldError}
          disabled={uploads.busy || finished}
        />
        {finished ? (
          <p role="status" className="text-lg font-semibold">
            {t('upload.done')}
          </p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <SubmitButton busy={uploads.busy}>{t(count > 1 ? 'upload.uploadMany' : 'upload.uploadOne')}</SubmitButton>
            <BackToReviewLink>{t('upload.back')}</BackToReviewLink>
          </div>
        )}
      </form>
    </ApplicationPage>
  );
}
