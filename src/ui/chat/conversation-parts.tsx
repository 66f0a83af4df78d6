// Pieces both conversations use: the 'End chat' button and a clock that notices a session running out.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_SECONDARY_BUTTON_CLASS } from './chat-styles';

/** How often an open conversation checks whether its session has expired. */
const EXPIRY_CHECK_MS = 15_000;

export function useSessionClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function EndChatButton({ onEnd, disabled }: { onEnd: () => void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className="flex justify-end border-b border-line px-4 py-2">
      <button type="button" onClick={onEnd} disabled={disabled} className={`${CHAT_SECONDARY_BUTTON_CLASS} text-sm`}>
        {t('endChat')}
      </button>
    </div>
  );
}
