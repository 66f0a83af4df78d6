// insurance/upload: the homeowners insurance declaration page, checked here for type and size
// before it is sent; insurance/requirements says what it must show.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { uploadInsurance } from '@/api/funding';
import { declarationFileProblem, DECLARATION_TYPES } from '@/engine/validation/declaration-file';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField, useStepAction } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { uploadSession } from '../../api/session';

/** This page's path under /{uuid}/. */
const PAGE = 'insurance/upload';

export default function InsuranceUploadPage() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('funding');
  const { orgCode } = useLender();
  const navigate = useNavigate();
  const { application, destination } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const problem = submitted ? declarationFileProblem(file) : null;
  const received = sent || (application.insurance as { complete?: boolean } | undefined)?.complete === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (declarationFileProblem(file) || !file) return;
    if (!(await run(() => uploadInsurance(application.uuid, file, uploadSession(orgCode)), { notice: 'insuranceReceived' }))) return;
    setSent(true);
    // Sent after signing, it leaves the status as it was (the right to cancel): back to the page that explains it.
    if (destination !== PAGE) void navigate(`/${application.uuid}/${destination}`, { state: { notice: 'insuranceReceived' } });
  };

  return (
    <ApplicationPage title={t('insurance.title')} intro={t('insurance.intro')}>
      <ErrorAlert message={error} />
      {received && (
        <p role="status" className="rounded-card border-2 border-primary bg-surface p-4 font-semibold">
          {t('insurance.received')}
        </p>
      )}
      <p>
        <Link
          to={`/${application.uuid}/insurance/requirements`}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {t('insurance.requirementsLink')}
        </Link>
      </p>
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="space-y-6">
        {summary}
        <TextField
          type="file"
          name="declaration"
          label={t('insurance.file')}
          hint={t('insurance.fileHint')}
          accept={[...DECLARATION_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
          error={problem ? t(`insurance.${problem}`) : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <SubmitButton busy={busy}>{t('insurance.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
