// A conversation's messages, latest at the bottom, as a log that screen readers follow. The spec
// shows 20 messages first; the conversation decides whether earlier ones exist and fetches them.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShownMessage {
  key: string;
  mine: boolean;
  /** Who wrote it, for screen readers and as a caption. */
  from: string;
  body: ReactNode;
  /** Shown under the message (the feedback on a chatbot answer). */
  after?: ReactNode;
}

export function MessageList({
  messages,
  intro,
  onEarlier,
}: {
  messages: readonly ShownMessage[];
  intro?: ReactNode;
  /** Shows earlier messages; absent when there are none. */
  onEarlier?: (() => void) | undefined;
}) {
  const { t } = useTranslation('chat');
  const end = useRef<HTMLDivElement>(null);
  const latest = messages.at(-1)?.key;
  // Braces: scrollIntoView answers a promise in newer browsers, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [latest]);
  return (
    // The scrolling log takes focus, so the keyboard can scroll it too.
    <div
      role="log"
      aria-label={t('conversation.label')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {onEarlier && (
        <button type="button" onClick={onEarlier} className="mb-3 min-h-11 font-semibold text-primary underline">
          {t('conversation.earlier')}
        </button>
      )}
      <ol className="space-y-3">
        {intro && <li className="max-w-[85%] rounded-card bg-page p-3">{intro}</li>}
        {messages.map((message) => (
          <li key={message.key} className={message.mine ? 'ml-auto max-w-[85%] text-right' : 'max-w-[85%]'}>
            <p className="text-xs font-semibold text-muted">{message.from}</p>
            <div
              className={`whitespace-pre-wrap break-words rounded-card p-3 text-left ${message.mine ? 'bg-primary text-on-primary' : 'bg-page'}`}
            >
              {message.body}
            </div>
            {message.after}
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
