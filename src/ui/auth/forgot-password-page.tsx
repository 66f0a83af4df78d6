// /auth/forgot-password: asks for a reset link by email. The answer is the same whether or not the
// email has an account, so the confirmation says 'if'. In the sandbox, which sends no email, it
// links to the outbox that holds the message.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { isSandboxServer } from '@/api/auth';
import { requestPasswordReset } from '@/api/password-reset';
import { emailError } from '@/engine/auth/login-form';
import { loginHref } from '@/engine/routing/login-redirect';
import { useApi } from '../api/api-context';
import { useErrorSummary } from '../forms/error-summary';
import { ApplicationPage, ErrorAlert, SECONDARY_BUTTON_CLASS, SubmitButton, TextField } from '../application/page-parts';
import { useFailureText } from '../api/failure-text';

const APP_BASE = import.meta.env.BASE_URL;
const LINK_CLASS = 'font-semibold text-primary underline';

function Sent({ email, onAgain, backHref }: { email: string; onAgain: () => void; backHref: string }) {
  const { t } = useTranslation('auth');
  const request = useApi();
  const sandbox = useSWR('sandbox-server', () => isSandboxServer(request), { revalidateOnFocus: false });
  return (
    <ApplicationPage title={t('forgot.sentTitle')}>
      <div role="status" className="space-y-4 rounded-card border border-line bg-surface p-5 [overflow-wrap:anywhere] sm:p-8">
        <p>{t('forgot.sent', { email })}</p>
        {sandbox.data && (
          <p>
            {t('forgot.sandboxOutbox')}{' '}
            <a className={LINK_CLASS} href={`${APP_BASE}sandbox/outbox?${new URLSearchParams({ email }).toString()}`}>
              {t('forgot.openOutbox', { email })}
            </a>
          </p>
        )}
        <p>{t('forgot.notArrived')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={onAgain}>
          {t('forgot.askAgain')}
        </button>
        <Link className={`${LINK_CLASS} inline-flex min-h-12 items-center`} to={backHref}>
          {t('forgot.backToLogin')}
        </Link>
      </div>
    </ApplicationPage>
  );
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const failureText = useFailureText();
  const request = useApi();
  const [params] = useSearchParams();
  const { summary, show: showErrors } = useErrorSummary();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problem = checked ? emailError(email) : undefined;
  const redirectUrl = params.get('redirectUrl');
  // The confirmation and the form take each other's place: focus goes to the heading, as on a new page.
  const shown = useRef(sentTo);
  useEffect(() => {
    if (shown.current === sentTo) return;
    shown.current = sentTo;
    document.querySelector<HTMLElement>('h1')?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (emailError(email)) return;
    setBusy(true);
    try {
      await requestPasswordReset(request, email);
      setSentTo(email.trim());
    } catch (error) {
      // 429 carries how long to wait; a network failure has no words a person could act on.
      setFailure(failureText(error, t('login.genericError')));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Sent
        email={sentTo}
        backHref={loginHref(redirectUrl, sentTo)}
        onAgain={() => {
          setSentTo(null);
          setChecked(false);
        }}
      />
    );
  }
  return (
    <ApplicationPage title={t('forgot.title')} intro={t('forgot.intro')}>
      <form
        noValidate
        onSubmit={submit}
        onSubmitCapture={(event) => showErrors(event.currentTarget)}
        className="space-y-5 rounded-card border border-line bg-surface p-5 sm:p-8"
      >
        {summary}
        <ErrorAlert message={failure} />
        <TextField
          label={t('forgot.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          error={problem && t(`login.errors.${problem}`)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={busy}>{t('forgot.submit')}</SubmitButton>
      </form>
      <p>
        <Link className={LINK_CLASS} to={loginHref(redirectUrl, email)}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </ApplicationPage>
  );
}
