// The end of a chat (spec 001 §4): 'Thanks for chatting with us!' and 'Start new chat', announced
// first as ended by the representative when it was. Focus moves here, since the conversation's
// controls are gone.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_BUTTON_CLASS } from './chat-styles';

export function ChatEnded({ byAgent, onStartNew }: { byAgent: boolean; onStartNew: () => void }) {
  const { t } = useTranslation('chat');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="space-y-4 p-4 text-center">
      {byAgent && (
        <p role="alert" className="font-semibold">
          {t('ended.byAgent')}
        </p>
      )}
      <h3 ref={heading} tabIndex={-1} data-autofocus className="text-xl font-bold">
        {t('ended.thanks')}
      </h3>
      <button type="button" onClick={onStartNew} className={CHAT_BUTTON_CLASS}>
        {t('ended.startNew')}
      </button>
    </div>
  );
}
