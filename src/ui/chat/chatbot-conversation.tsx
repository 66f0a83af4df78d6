// A conversation with the chatbot: its history from the server (it survives a reload while the
// session lasts), questions answered from the lender's FAQ, and feedback on each answer. The
// session runs out ten minutes after the last message.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { askChatbot, fetchChatbotHistory, INITIAL_MESSAGES } from '@/api/chat';
import { isSessionLive, touchSession, type ChatSession } from '@/engine/chat/chat-session';
import { useApi } from '../api/api-context';
import { useLender } from '../lender/lender-context';
import { AnswerFeedback } from './answer-feedback';
import { ChatComposer, type Outgoing } from './chat-composer';
import { EndChatButton, useSessionClock } from './conversation-parts';
import { MessageList, type ShownMessage } from './message-list';
import { randomUuid } from '@/engine/validation/uuid';

interface BotMessage {
  key: string;
  mine: boolean;
  body: string;
  questionId: string | null;
}

const BOT_AUTHOR = 'chatbot';

export function ChatbotConversation({
  session,
  onSessionChange,
  onEnd,
}: {
  session: ChatSession;
  onSessionChange: (session: ChatSession) => void;
  onEnd: (how: 'ended') => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const request = useApi();
  const lender = useLender();
  const [sent, setSent] = useState<BotMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(INITIAL_MESSAGES);
  const { conversationId } = session;
  // The history is read once, for the conversation stored when the chat opened; later messages are added here.
  const [storedConversation] = useState(conversationId);
  const { data: history } = useSWR(
    storedConversation ? ['chatbot-history', storedConversation] : null,
    () => fetchChatbotHistory(request, storedConversation!),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const earlier = useMemo<BotMessage[]>(
    () =>
      (history ?? []).map((entry, index) => ({
        key: `h${index}`,
        mine: entry.author !== BOT_AUTHOR,
        body: entry.body,
        questionId: entry.questionId,
      })),
    [history],
  );

  const now = useSessionClock();
  const live = isSessionLive(session, now);
  useEffect(() => {
    if (!live) onEnd('ended');
  }, [live, onEnd]);

  const send = async ({ text }: Outgoing): Promise<boolean> => {
    setError(null);
    const key = randomUuid();
    setSent((list) => [...list, { key, mine: true, body: text, questionId: null }]);
    try {
      const answer = await askChatbot(request, {
        message: text,
        organization: lender.orgCode,
        senderId: session.chatUserId,
        pageUrl: window.location.href,
        language: i18n.language,
        ...(conversationId ? { conversationId } : {}),
      });
      setSent((list) => [...list, { key: answer.questionId, mine: false, body: answer.responseStr, questionId: answer.questionId }]);
      onSessionChange(touchSession({ ...session, conversationId: answer.conversationId }, Date.now()));
      return true;
    } catch {
      setSent((list) => list.filter((message) => message.key !== key));
      setError(t('errors.resend'));
      return false;
    }
  };

  const all = [...earlier, ...sent];
  const messages: ShownMessage[] = all.slice(-shown).map((message) => ({
    key: message.key,
    mine: message.mine,
    from: message.mine ? t('conversation.you') : t('conversation.assistant'),
    body: message.body,
    after:
      !message.mine && message.questionId && conversationId ? (
        <AnswerFeedback
          question={{ questionId: message.questionId, conversationId, answer: message.body, senderEmail: session.emailAddress }}
        />
      ) : undefined,
  }));

  return (
    <>
      <EndChatButton onEnd={() => onEnd('ended')} />
      <MessageList
        messages={messages}
        onEarlier={all.length > shown ? () => setShown((count) => count + INITIAL_MESSAGES) : undefined}
        intro={t('conversation.botGreeting', { name: session.friendlyName.split(/\s+/)[0], company: lender.company.companyName })}
      />
      <ChatComposer onSend={send} error={error} />
    </>
  );
}
