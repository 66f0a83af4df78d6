// The pre-engagement form (spec 001 §4, §5): name and email, filled from the signed-in identity
// when it is known. Starting picks the mode: an agent while the chat desk is open (its status is
// polled every minute while the form shows), otherwise the chatbot; outside production `?mode=`
// forces one.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isSandboxServer } from '@/api/auth';
import { fetchChatOpenStatus, initWebChat, OPEN_STATUS_POLL_MS } from '@/api/chat';
import { chooseChatMode } from '@/engine/chat/chat-mode';
import { sessionExpiry, type ChatSession } from '@/engine/chat/chat-session';
import { entryFormProblems, type EntryProblem } from '@/engine/chat/chat-validation';
import { useApi } from '../api/api-context';
import { ErrorAlert, focusFirstError, TextField } from '../application/page-parts';
import { useSession } from '../auth/use-session';
import { useLender } from '../lender/lender-context';
import { storedModeOverride } from './chat-storage';
import { CHAT_BUTTON_CLASS } from './chat-styles';
import { randomUuid } from '@/engine/validation/uuid';

type Identity = ReturnType<typeof useSession>['identity'];

const fullName = (identity: Identity) => [identity?.name?.firstName, identity?.name?.lastName].filter(Boolean).join(' ');

/** The mode override applies outside production only: a development build, or the sandbox server. */
function useModeOverride() {
  const request = useApi();
  const override = storedModeOverride();
  const { data: allowed } = useSWR(override ? 'chat-mode-override' : null, () =>
    import.meta.env.PROD ? isSandboxServer(request) : Promise.resolve(true),
  );
  return { override: allowed ? override : null, deciding: override !== null && allowed === undefined };
}

export function ChatEntryForm({
  previous,
  onStarted,
}: {
  previous: Pick<ChatSession, 'friendlyName' | 'emailAddress'> | null;
  onStarted: (session: ChatSession) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const request = useApi();
  const lender = useLender();
  const { identity } = useSession();
  const form = useRef<HTMLFormElement>(null);
  // Typed values win; until something is typed, the identity (once it arrives) fills the fields.
  const [typedName, setName] = useState<string | null>(previous?.friendlyName ?? null);
  const [typedEmail, setEmail] = useState<string | null>(previous?.emailAddress ?? null);
  const name = typedName ?? fullName(identity);
  const email = typedEmail ?? identity?.email ?? '';
  const [problems, setProblems] = useState<Partial<Record<'name' | 'email', EntryProblem>>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { override, deciding } = useModeOverride();
  const { data: status, error: statusError } = useSWR(['chat-open-status', lender.orgCode], () => fetchChatOpenStatus(request), {
    refreshInterval: OPEN_STATUS_POLL_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // A desk whose status cannot be read counts as closed: the chatbot still answers.
  const deskOpen = status?.isOpen ?? (statusError ? false : undefined);
  const mode = chooseChatMode({ agentSession: false, chatbotSession: false, deskOpen, override });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = entryFormProblems({ name, email });
    setProblems(found);
    setFailed(false);
    if (Object.keys(found).length > 0) {
      focusFirstError(form.current);
      return;
    }
    if (!mode || deciding) return;
    const now = Date.now();
    const base = {
      friendlyName: name.trim(),
      emailAddress: email.trim(),
      chatUserId: randomUuid(),
      loginTimestamp: now,
      expiration: sessionExpiry(mode, now),
    };
    if (mode === 'chatbot') {
      onStarted({ ...base, mode });
      return;
    }
    setBusy(true);
    try {
      const started = await initWebChat(request, {
        name: base.friendlyName,
        email: base.emailAddress,
        orgCode: lender.orgCode,
        pageUrl: window.location.href,
        language: i18n.language,
        ...(identity?.uuid ? { identityUuid: identity.uuid } : {}),
      });
      onStarted({
        ...base,
        mode,
        token: started.token,
        tokenExpiration: Date.parse(started.expiration),
        conversationSid: started.conversationSid,
        omniProxyChannelId: started.omniProxyChannelId,
      });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4 overflow-y-auto p-4">
      <p>{t('entry.intro')}</p>
      {mode && <p className="text-sm text-muted">{t(mode === 'agent' ? 'entry.deskOpen' : 'entry.deskClosed')}</p>}
      <TextField
        label={t('entry.name')}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problems.name && t(`errors.${problems.name}`)}
        data-autofocus
      />
      <TextField
        label={t('entry.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problems.email && t(`errors.${problems.email}`)}
      />
      {failed && <ErrorAlert message={t('errors.tryLater')} />}
      <button type="submit" disabled={busy} aria-busy={busy} className={CHAT_BUTTON_CLASS}>
        {t('entry.start')}
      </button>
    </form>
  );
}
