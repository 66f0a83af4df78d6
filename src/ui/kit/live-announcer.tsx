// One pair of live regions for the whole app: a message is read out by screen readers, then cleared
// after the spec's 300 ms so the same words can be announced again and nothing stale is left behind.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** The spec: screen-reader live messages clear after 300 ms. */
export const ANNOUNCEMENT_CLEAR_MS = 300;

export type Politeness = 'polite' | 'assertive';
type Announce = (message: string, politeness?: Politeness) => void;

const AnnouncerContext = createContext<Announce | null>(null);

export function LiveAnnouncerProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<Record<Politeness, string>>({ polite: '', assertive: '' });
  const timers = useRef<Partial<Record<Politeness, ReturnType<typeof setTimeout>>>>({});
  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    clearTimeout(timers.current[politeness]);
    setMessages((current) => ({ ...current, [politeness]: message }));
    timers.current[politeness] = setTimeout(() => setMessages((current) => ({ ...current, [politeness]: '' })), ANNOUNCEMENT_CLEAR_MS);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach(clearTimeout);
  }, []);
  return (
    <AnnouncerContext value={announce}>
      {children}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {messages.polite}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {messages.assertive}
      </div>
    </AnnouncerContext>
  );
}

/** Announces a message to screen readers; only inside LiveAnnouncerProvider (the spec makes misuse an error). */
export function useAnnounce(): Announce {
  const announce = useContext(AnnouncerContext);
  if (!announce) throw new Error('useAnnounce must be used inside LiveAnnouncerProvider');
  return announce;
}
