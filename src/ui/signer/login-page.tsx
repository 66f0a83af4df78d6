// heloc-signer/login: the additional signer's own login (spec 000 §8: a session that ends in the
// signer area comes here). After login: back where the session ended, or the signer's next step.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { localTokenStore } from '@/api/request';
import { fetchSignerApplications, progressOf, signerLogIn } from '@/api/signer';
import { validateLoginForm } from '@/engine/auth/login-form';
import { safeReturnPath } from '@/engine/routing/login-redirect';
import { signerPage } from '@/engine/signer/additional-signer';
import { SIGNER_LOGIN_HEADING } from '@/engine/routing/prerendered-headings';
import { useApi } from '../api/api-context';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField } from '../application/page-parts';
import { useSignerAction } from './use-signer-action';
import { BASENAME } from '../address-path';
import { SIGNER_AREA_ROOT, signerAreaPath } from '@/engine/signer/signer-area';

/** The return path when it leads back into the signer area, without the app's base path. */
function returnPath(redirectUrl: string | null): string | null {
  const path = safeReturnPath(redirectUrl);
  return path?.startsWith(`${BASENAME}${SIGNER_AREA_ROOT}/`) ? path.slice(BASENAME.length) : null;
}

export default function LoginPage() {
  const { t } = useTranslation('signer');
  const request = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notSignerOnArrival = Boolean((useLocation().state as { notSigner?: boolean } | null)?.notSigner);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [notSigner, setNotSigner] = useState(notSignerOnArrival);
  const { run, busy, error } = useSignerAction();
  const errors = checked ? validateLoginForm({ email, password }) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setNotSigner(false);
    if (Object.keys(validateLoginForm({ email, password })).length) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const result = await run(async () => {
      await signerLogIn(request, email, password);
      return fetchSignerApplications(request);
    });
    if (!result.ok) return;
    const [application] = result.value;
    if (!application) {
      // A valid account that signs for nobody: no session is kept.
      localTokenStore().clear();
      setNotSigner(true);
      return;
    }
    void navigate(returnPath(params.get('redirectUrl')) ?? signerAreaPath(signerPage(progressOf(application))), { replace: true });
  };

  return (
    <ApplicationPage title={t(SIGNER_LOGIN_HEADING.title)} intro={t(SIGNER_LOGIN_HEADING.intro)}>
      <form noValidate onSubmit={submit} className="max-w-md space-y-5">
        <ErrorAlert message={notSigner ? t('login.notSigner') : error} />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email && t(`login.${errors.email}`)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password && t(`login.${errors.password}`)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
