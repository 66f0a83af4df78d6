// /auth/login (spec 001 §2): email and password, then back to the safe redirectUrl the person came
// with, else their first active application, else a co-owner's signing, else registration. Served
// outside the app's base path.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchApplications, logIn } from '@/api/auth';
import { fetchSignerApplications, signingPageOf } from '@/api/signer';
import { firstActiveApplication, landingPath, returnPathAfterLogin } from '@/engine/auth/after-login';
import { validateLoginForm, type LoginFormErrors } from '@/engine/auth/login-form';
import { FORGOT_PASSWORD_PATH } from '@/engine/routing/login-redirect';
import { SIGN_IN_HEADING } from '@/engine/routing/prerendered-headings';
import { useApi } from '../api/api-context';
import { useErrorSummary } from '../forms/error-summary';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField } from '../application/page-parts';
import { PasswordField } from './password-field';
import { useFailureText } from '../api/failure-text';

/** The app's base path ('/account/heloc/'); this page lives outside it. */
const APP_BASE = import.meta.env.BASE_URL;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const failureText = useFailureText();
  const request = useApi();
  const [params] = useSearchParams();
  const { summary, show: showErrors } = useErrorSummary();
  // The 'Account Already Exists' modal and the referral check send the email along.
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Arriving from a password reset: say it worked, and that other sessions have ended.
  const passwordChanged = params.get('passwordChanged') === '1';
  const forgotQuery = new URLSearchParams();
  if (email.trim()) forgotQuery.set('email', email.trim());
  const redirectUrl = params.get('redirectUrl');
  if (redirectUrl) forgotQuery.set('redirectUrl', redirectUrl);

  /** Their application under way; else, for a co-owner, the signing they were invited to; else a new application. */
  const landing = async () => {
    const applications = await fetchApplications(request);
    const [signing] = firstActiveApplication(applications) ? [] : await fetchSignerApplications(request);
    return landingPath(applications, APP_BASE, signing && signingPageOf(signing));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm({ email, password });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await logIn(request, { email, password });
      // A full load: the application lives in the app's own router, under its base path.
      window.location.assign(returnPathAfterLogin(params.get('redirectUrl')) ?? (await landing()));
    } catch (error) {
      // 401 (wrong password) and 429 (too many tries, with how long to wait) carry the server's words.
      setFailure(failureText(error, t('login.genericError')));
      setBusy(false);
    }
  };

  return (
    <ApplicationPage title={t(SIGN_IN_HEADING.title)} intro={t(SIGN_IN_HEADING.intro)}>
      {passwordChanged && (
        <p role="status" className="rounded-card border-2 border-primary bg-surface p-4 font-semibold">
          {t('login.passwordChanged')}
        </p>
      )}
      <form
        noValidate
        onSubmit={submit}
        onSubmitCapture={(event) => showErrors(event.currentTarget)}
        className="space-y-5 rounded-card border border-line bg-surface p-5 sm:p-8"
      >
        {summary}
        <ErrorAlert message={failure} />
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          error={errors.email && t(`login.errors.${errors.email}`)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password && t(`login.errors.${errors.password}`)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p>
          <Link
            className="font-semibold text-primary underline"
            to={`${FORGOT_PASSWORD_PATH}${forgotQuery.size ? `?${forgotQuery.toString()}` : ''}`}
          >
            {t('login.forgotPassword')}
          </Link>
        </p>
        <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      </form>
      <p>
        {t('login.noAccount')}{' '}
        <a className="font-semibold text-primary underline" href={`${APP_BASE}register-v2`}>
          {t('login.startApplication')}
        </a>
      </p>
    </ApplicationPage>
  );
}
