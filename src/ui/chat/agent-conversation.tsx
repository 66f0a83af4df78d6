// A conversation with a live agent: 'Waiting for next available agent' until one joins, then the
// messages (polled; the sandbox has no socket), attachments, and the end, by either side or by
// expiry. The channel token is refreshed shortly before it runs out; if that fails, an alert says so.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { endAgentChat, fetchConversation, INITIAL_MESSAGES, refreshChatToken, sendAgentAttachment, sendAgentMessage } from '@/api/chat';
import { ApiError } from '@/api/request';
import { chatPhase } from '@/engine/chat/chat-end';
import { isSessionLive, needsTokenRefresh, TOKEN_REFRESH_CHECK_MS, type ChatSession } from '@/engine/chat/chat-session';
import { formatFileSize } from '@/engine/format/format';
import { sessionTokens } from '@/api/auth';
import { useApi } from '../api/api-context';
import { useLender } from '../lender/lender-context';
import { ChatComposer, type Outgoing } from './chat-composer';
import { EndChatButton, useSessionClock } from './conversation-parts';
import { MessageList } from './message-list';
import { WaitingDots } from './waiting-dots';

/** How often the sandbox conversation is read while it is open. */
const POLL_MS = 1_500;

type AgentSession = ChatSession & Required<Pick<ChatSession, 'token' | 'conversationSid' | 'tokenExpiration'>>;

export function AgentConversation({
  session,
  onSessionChange,
  onEnd,
}: {
  session: ChatSession;
  onSessionChange: (session: ChatSession) => void;
  onEnd: (how: 'ended' | 'endedByAgent') => void;
}) {
  const { t } = useTranslation('chat');
  const request = useApi();
  const lender = useLender();
  const { token, conversationSid } = session as AgentSession;
  const [sendError, setSendError] = useState<string | null>(null);
  const [tokenFailed, setTokenFailed] = useState(false);
  const [limit, setLimit] = useState(INITIAL_MESSAGES);
  const { data, error, mutate } = useSWR(
    ['webchat', conversationSid, token, limit],
    () => fetchConversation(request, conversationSid, token, limit),
    {
      refreshInterval: POLL_MS,
      revalidateOnFocus: false,
      keepPreviousData: true,
    },
  );

  const now = useSessionClock();
  const gone = error instanceof ApiError && error.status === 404;
  const phase = gone ? 'ended' : chatPhase(data ?? null, !isSessionLive(session, now));
  useEffect(() => {
    if (phase === 'ended' || phase === 'endedByAgent') onEnd(phase);
  }, [phase, onEnd]);

  // Spec 001 §9: the token is checked every minute and refreshed near its expiry.
  useEffect(() => {
    const check = async () => {
      if (!needsTokenRefresh(session, Date.now())) return;
      try {
        const fresh = await refreshChatToken(request, { token, conversationSid });
        onSessionChange({ ...session, token: fresh.token, tokenExpiration: Date.parse(fresh.expiration) });
        setTokenFailed(false);
      } catch {
        setTokenFailed(true);
      }
    };
    void check();
    const timer = setInterval(() => void check(), TOKEN_REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [request, session, token, conversationSid, onSessionChange]);

  const send = async ({ text, file }: Outgoing): Promise<boolean> => {
    setSendError(null);
    try {
      if (file) await sendAgentAttachment(conversationSid, token, file, text, { orgCode: lender.orgCode, tokens: sessionTokens() });
      else await sendAgentMessage(request, conversationSid, token, text);
      await mutate();
      return true;
    } catch {
      setSendError(t('errors.resend'));
      return false;
    }
  };

  const end = async () => {
    try {
      await endAgentChat(request, conversationSid, token);
    } finally {
      onEnd('ended');
    }
  };

  const warning =
    tokenFailed || (error instanceof ApiError && error.status === 403)
      ? t('errors.tokenInvalid')
      : error instanceof ApiError && error.status === 0
        ? t('errors.connectionLost')
        : null;
  const agent = data?.agentName ?? t('conversation.agent');
  const messages = (data?.messages ?? []).map((message, index) => ({
    key: `${message.timestamp}-${index}`,
    mine: message.author === 'customer',
    from: message.author === 'customer' ? t('conversation.you') : agent,
    body: (
      <>
        {message.body}
        {message.media && (
          <span className="block text-sm">
            {t('conversation.attachment', { filename: message.media.filename, size: formatFileSize(message.media.size) })}
          </span>
        )}
      </>
    ),
  }));

  return (
    <>
      <EndChatButton onEnd={() => void end()} />
      {warning && (
        <p role="alert" className="border-b border-line bg-page px-4 py-2 text-sm font-semibold">
          {warning}
        </p>
      )}
      {phase === 'waiting' && <WaitingDots />}
      <MessageList
        messages={messages}
        onEarlier={data && data.total > data.messages.length ? () => setLimit((count) => count + INITIAL_MESSAGES) : undefined}
      />
      <ChatComposer onSend={send} attachments error={sendError} />
    </>
  );
}
