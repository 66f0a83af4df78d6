// The developer toolbar (spec 001 §2, header): sign in by email and password or by pasting a token,
// and jump to the first active application. Sandbox and development builds only (see the launcher).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchApplications, fetchIdentity, logIn, sessionTokens } from '@/api/auth';
import { applicationHomePath, firstActiveApplication } from '@/engine/auth/after-login';
import { bearerToken } from '@/engine/auth/session-token';
import { useApi } from '../api/api-context';
import { ErrorAlert, TextField } from '../application/page-parts';
import { PasswordField } from './password-field';
import { useSession } from './use-session';

const BUTTON_CLASS = 'inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-4 font-semibold text-on-primary';

/** Lets the header (and this toolbar) see a token stored outside a render. */
const announceTokenChange = () => window.dispatchEvent(new StorageEvent('storage', { key: 'heloc.jwt' }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export default function DevToolbar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const request = useApi();
  const { signedIn, identity } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const attempt = async (call: () => Promise<void>, failureText = t('toolbar.failure')) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch {
      setFailure(failureText);
    } finally {
      setBusy(false);
    }
  };

  const withEmail = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await logIn(request, { email, password });
      setPassword('');
      announceTokenChange();
    });
  };

  const withToken = (event: FormEvent) => {
    event.preventDefault();
    const stored = bearerToken(token);
    setTokenError(stored ? undefined : t('toolbar.tokenInvalid'));
    if (!stored) return;
    void attempt(async () => {
      sessionTokens().set(stored);
      try {
        // The server decides whether the token is good; a refused one is not kept.
        await fetchIdentity(request);
      } catch (error) {
        sessionTokens().clear();
        throw error;
      } finally {
        announceTokenChange();
      }
      setToken('');
    });
  };

  const jump = () =>
    void attempt(async () => {
      const active = firstActiveApplication(await fetchApplications(request));
      if (!active) throw new Error('no active application');
      window.location.assign(applicationHomePath(import.meta.env.BASE_URL, active.uuid));
    }, t('toolbar.noActive'));

  return (
    <aside
      aria-labelledby="dev-toolbar-title"
      className="fixed inset-x-2 bottom-2 z-50 max-h-[80vh] space-y-4 overflow-y-auto rounded-card border-2 border-ink bg-surface p-4 text-ink shadow-lg sm:left-auto sm:w-96"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="dev-toolbar-title" ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {t('toolbar.title')}
          </h2>
          <p className="text-sm text-muted">{t('toolbar.note')}</p>
        </div>
        <button type="button" className="min-h-11 rounded-button border-2 border-line px-3 font-semibold" onClick={onClose}>
          {t('toolbar.close')}
        </button>
      </div>
      <p role="status" className="break-all font-semibold">
        {signedIn ? t('toolbar.signedInAs', { email: identity?.email ?? '…' }) : t('toolbar.notSignedIn')}
      </p>
      <ErrorAlert message={failure} />
      <Section title={t('toolbar.emailLogin')}>
        <form className="space-y-3" noValidate onSubmit={withEmail}>
          <TextField label={t('login.email')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          <PasswordField label={t('login.password')} autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="submit" disabled={busy} className={BUTTON_CLASS}>
            {t('toolbar.submitEmail')}
          </button>
        </form>
      </Section>
      <Section title={t('toolbar.tokenLogin')}>
        <form className="space-y-3" noValidate onSubmit={withToken}>
          <TextField
            label={t('toolbar.token')}
            hint={t('toolbar.tokenHint')}
            error={tokenError}
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
          <button type="submit" disabled={busy} className={BUTTON_CLASS}>
            {t('toolbar.submitToken')}
          </button>
        </form>
      </Section>
      <button type="button" disabled={busy || !signedIn} className={`${BUTTON_CLASS} w-full`} onClick={jump}>
        {t('toolbar.jump')}
      </button>
    </aside>
  );
}
