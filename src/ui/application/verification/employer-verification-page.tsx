// income/employer-verification: the employer the lender will call to confirm the borrower's job.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyEmployer } from '@/api/verification';
import { formatPhoneInput } from '@/engine/format/phone-input';
import { employerFormErrors, type EmployerForm } from '@/engine/verification/employer-form';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField, useStepAction } from '../page-parts';

export default function EmployerVerificationPage() {
  const { t } = useTranslation('verification');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [form, setForm] = useState<EmployerForm>({ employerName: '', employerPhone: '', jobTitle: '' });
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? employerFormErrors(form) : {};
  const message = (field: keyof EmployerForm) => (errors[field] ? t(`employer.errors.${errors[field]}`) : undefined);
  const set = (field: keyof EmployerForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(employerFormErrors(form)).length > 0) return;
    const jobTitle = form.jobTitle.trim();
    await run(() =>
      verifyEmployer(request, application.uuid, {
        employerName: form.employerName.trim(),
        employerPhone: form.employerPhone,
        ...(jobTitle ? { jobTitle } : {}),
      }),
    );
  };

  return (
    <ApplicationPage title={t('employer.title')} intro={t('employer.intro')}>
      <form noValidate onSubmit={submit} className="max-w-xl space-y-5">
        <ErrorAlert message={error} />
        <TextField
          label={t('employer.name')}
          autoComplete="organization"
          maxLength={200}
          value={form.employerName}
          error={message('employerName')}
          onChange={(event) => set('employerName')(event.target.value)}
        />
        <TextField
          label={t('employer.phone')}
          hint={t('employer.phoneHint')}
          type="tel"
          inputMode="tel"
          maxLength={17}
          value={formatPhoneInput(form.employerPhone).display}
          error={message('employerPhone')}
          onChange={(event) => set('employerPhone')(formatPhoneInput(event.target.value).digits)}
        />
        <TextField
          label={t('employer.jobTitle')}
          autoComplete="organization-title"
          maxLength={200}
          value={form.jobTitle}
          onChange={(event) => set('jobTitle')(event.target.value)}
        />
        <SubmitButton busy={busy}>{t('employer.continue')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
