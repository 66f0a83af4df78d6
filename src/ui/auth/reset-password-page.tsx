// /auth/reset-password?token=…: the emailed link. The link is checked first, so a used, expired or
// unknown one says so (with the way to a new link) before anyone types a password; a good one sets
// the new password and leads to login, every other session having ended.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { checkResetLink, completePasswordReset } from '@/api/password-reset';
import { ApiError } from '@/api/request';
import { validateNewPassword, type NewPasswordErrors } from '@/engine/auth/login-form';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@/engine/routing/login-redirect';
import { useApi } from '../api/api-context';
import { useErrorSummary } from '../forms/error-summary';
import { ApplicationPage, ErrorAlert, PRIMARY_BUTTON_CLASS, SubmitButton, TextField } from '../application/page-parts';
import { PasswordField } from './password-field';
import { useFailureText } from '../api/failure-text';

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;
/** Answers meaning the link cannot be used: unknown (404), used or expired (410). */
const isUnusable = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 404 || error.status === 410);

function UnusableLink({ message, email }: { message: string; email?: string | undefined }) {
  const { t } = useTranslation('auth');
  const query = email ? `?${new URLSearchParams({ email }).toString()}` : '';
  // Shown in place of the form, often after a submit: focus goes to its heading, as on a new page.
  useEffect(() => document.querySelector<HTMLElement>('h1')?.focus(), []);
  return (
    <ApplicationPage title={t('reset.unusableTitle')}>
      <p role="alert" className="rounded-card border-2 border-error bg-surface p-4 font-semibold text-error">
        {message}
      </p>
      <Link to={`${FORGOT_PASSWORD_PATH}${query}`} className={PRIMARY_BUTTON_CLASS}>
        {t('reset.newLink')}
      </Link>
    </ApplicationPage>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const failureText = useFailureText();
  const request = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once, then taken out of the address bar, so the token is not left in history or a shared screen.
  const [token] = useState(() => params.get('token') ?? '');
  useEffect(() => {
    if (params.has('token')) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [params]);
  const link = useSWR(token ? ['reset-link', token] : null, () => checkResetLink(request, token), ONCE);
  const { summary, show: showErrors } = useErrorSummary();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A link that stopped working between the check and the submit (used in another tab, expired).
  const [refused, setRefused] = useState<string | null>(null);

  if (!token) return <UnusableLink message={t('reset.noToken')} />;
  if (refused) return <UnusableLink message={refused} email={link.data?.email} />;
  if (isUnusable(link.error)) return <UnusableLink message={failureText(link.error, t('login.genericError'))} />;
  if (link.error) {
    return (
      <ApplicationPage title={t('reset.title')}>
        <ErrorAlert message={t('login.genericError')} />
        <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={() => void link.mutate()}>
          {t('reset.retry')}
        </button>
      </ApplicationPage>
    );
  }
  if (!link.data) {
    return (
      <p role="status" className="text-muted">
        {t('reset.checking')}
      </p>
    );
  }
  const { email } = link.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await completePasswordReset(request, token, password);
      void navigate(`${LOGIN_PATH}?${new URLSearchParams({ email, passwordChanged: '1' }).toString()}`, { replace: true });
    } catch (error) {
      setBusy(false);
      if (isUnusable(error)) setRefused(failureText(error, t('login.genericError')));
      else setFailure(failureText(error, t('login.genericError')));
    }
  };

  return (
    <ApplicationPage title={t('reset.title')} intro={<span className="[overflow-wrap:anywhere]">{t('reset.intro', { email })}</span>}>
      <form
        noValidate
        onSubmit={submit}
        onSubmitCapture={(event) => showErrors(event.currentTarget)}
        className="space-y-5 rounded-card border border-line bg-surface p-5 sm:p-8"
      >
        {summary}
        <ErrorAlert message={failure} />
        {/* For password managers: the account the new password belongs to. */}
        <TextField label={t('reset.email')} type="email" name="email" autoComplete="username" value={email} readOnly />
        <PasswordField
          label={t('reset.password')}
          hint={t('reset.rules')}
          name="new-password"
          autoComplete="new-password"
          meter
          value={password}
          error={errors.password && t(`reset.errors.${errors.password}`)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={t('reset.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm && t(`reset.errors.${errors.confirm}`)}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
