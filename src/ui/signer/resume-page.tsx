// heloc-signer/resume?token=…: the invitation link. The co-deeder sets a password, which creates
// their signer account and signs them in. An unknown, expired or cancelled invitation goes to
// 'cancelled'; one already used asks them to log in.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/api/request';
import { acceptInvitation, lookUpInvitation } from '@/api/signer';
import { isStrongPassword } from '@/engine/validation/password';
import { useApi } from '../api/api-context';
import { ApplicationPage, ErrorAlert, PRIMARY_BUTTON_CLASS, SubmitButton, TextField } from '../application/page-parts';
import { useSignerAction } from './use-signer-action';
import { signerAreaPath } from '@/engine/signer/signer-area';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
/** Answers that mean the invitation cannot be used. */
const UNUSABLE = new Set([404, 410]);
const unusable = (error: unknown) => error instanceof ApiError && UNUSABLE.has(error.status);

export default function ResumePage() {
  const { t } = useTranslation('signer');
  const request = useApi();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useSWR(token ? ['signer-invitation', token] : null, () => lookUpInvitation(request, token), ONCE);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useSignerAction();

  if (!token || unusable(invitation.error)) return <Navigate replace to={signerAreaPath('cancelled')} />;
  if (invitation.error) return <Navigate replace to={signerAreaPath('error')} />;
  if (!invitation.data) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  if (invitation.data.accepted) {
    return (
      <ApplicationPage title={t('resume.acceptedTitle')} intro={t('resume.acceptedIntro')}>
        <Link to={signerAreaPath('login')} className={PRIMARY_BUTTON_CLASS}>
          {t('resume.login')}
        </Link>
      </ApplicationPage>
    );
  }

  const passwordError = !checked
    ? undefined
    : !password
      ? t('required')
      : !isStrongPassword(password)
        ? t('resume.passwordWeak')
        : undefined;
  const confirmError = !checked ? undefined : !confirm ? t('required') : confirm !== password ? t('resume.passwordMismatch') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isStrongPassword(password) || confirm !== password) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const result = await run(() => acceptInvitation(request, token, password));
    if (result.ok) void navigate(signerAreaPath('intro'), { replace: true });
    else if (unusable(result.failure)) void navigate(signerAreaPath('cancelled'), { replace: true });
  };

  return (
    <ApplicationPage title={t('resume.title')} intro={t('resume.intro', { firstName: invitation.data.firstName })}>
      <form noValidate onSubmit={submit} className="max-w-md space-y-5">
        <ErrorAlert message={error} />
        <TextField label={t('resume.email')} hint={t('resume.emailHint')} value={invitation.data.email} readOnly autoComplete="username" />
        <TextField
          label={t('resume.password')}
          hint={t('resume.passwordHint')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('resume.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={confirmError}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <SubmitButton busy={busy}>{t('resume.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
