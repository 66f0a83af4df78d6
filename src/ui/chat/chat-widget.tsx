// The open chat (spec 001 §4): the entry form, then a conversation with the chatbot or an agent,
// then its end. On large screens it is a panel beside the page, which stays usable; below the
// spec's 1024 px breakpoint it fills the screen as a modal dialog, so nothing behind it can take
// focus unseen.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionLive, type ChatSession } from '@/engine/chat/chat-session';
import type { ChatPhase } from '@/engine/chat/chat-end';
import { useLender } from '../lender/lender-context';
import { AgentConversation } from './agent-conversation';
import { CHAT_PANEL_ID } from './chat-dock';
import { ChatEnded } from './chat-ended';
import { ChatEntryForm } from './chat-entry-form';
import { clearChatSession, readChatSession, saveChatSession } from './chat-storage';
import { ChatbotConversation } from './chatbot-conversation';

const LARGE_SCREEN = '(min-width: 1024px)';

function useLargeScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(LARGE_SCREEN);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(LARGE_SCREEN).matches,
  );
}

type Ending = Exclude<ChatPhase, 'waiting' | 'active'>;

/** The session and how the chat stands: a stored session that has run out shows the end. */
function useChatState(orgCode: string) {
  const [session, setSession] = useState<ChatSession | null>(() => readChatSession(orgCode));
  const [ending, setEnding] = useState<Ending | null>(() => (session && !isSessionLive(session, Date.now()) ? 'ended' : null));
  const [previous, setPrevious] = useState<Pick<ChatSession, 'friendlyName' | 'emailAddress'> | null>(session);
  // Stable callbacks: the conversations' effects depend on them.
  const update = useCallback(
    (next: ChatSession) => {
      saveChatSession(orgCode, next);
      setSession(next);
      setPrevious(next);
    },
    [orgCode],
  );
  const end = useCallback(
    (how: Ending) => {
      clearChatSession(orgCode);
      setEnding(how);
    },
    [orgCode],
  );
  const startOver = useCallback(() => {
    clearChatSession(orgCode);
    setSession(null);
    setEnding(null);
  }, [orgCode]);
  return { session: ending ? null : session, ending, previous, update, end, startOver };
}

function PanelFrame({
  titleId,
  modal,
  onMinimize,
  children,
}: {
  titleId: string;
  modal: boolean;
  onMinimize: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  // The modal dialog takes its name from its DialogTitle; the panel by aria-labelledby.
  const title = t('title');
  return (
    <>
      <div className="flex items-center justify-between gap-2 rounded-t-card bg-primary px-4 py-2 text-on-primary">
        {modal ? (
          <DialogTitle as="h2" className="text-lg font-bold">
            {title}
          </DialogTitle>
        ) : (
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
        )}
        <button
          type="button"
          onClick={onMinimize}
          aria-label={t('minimize')}
          className="inline-flex h-11 w-11 items-center justify-center rounded-button hover:bg-primary-hover"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12h14" />
          </svg>
        </button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </>
  );
}

export default function ChatWidget({ open, onMinimize, bottom }: { open: boolean; onMinimize: () => void; bottom: number }) {
  const lender = useLender();
  const large = useLargeScreen();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const chat = useChatState(lender.orgCode);

  // Focus goes into the chat when it opens and when it moves on (form, conversation, end), to the
  // part marked data-autofocus.
  const stage = chat.ending ?? chat.session?.mode ?? 'entry';
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(CHAT_PANEL_ID)?.querySelector<HTMLElement>('[data-autofocus]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, stage]);

  // Escape collapses the panel, as it closes the dialog on small screens.
  useEffect(() => {
    const element = panel.current;
    if (!open || !large || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onMinimize();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open, large, onMinimize]);

  const body = chat.ending ? (
    <ChatEnded byAgent={chat.ending === 'endedByAgent'} onStartNew={chat.startOver} />
  ) : !chat.session ? (
    <ChatEntryForm previous={chat.previous} onStarted={chat.update} />
  ) : chat.session.mode === 'agent' ? (
    <AgentConversation session={chat.session} onSessionChange={chat.update} onEnd={chat.end} />
  ) : (
    <ChatbotConversation session={chat.session} onSessionChange={chat.update} onEnd={chat.end} />
  );
  const frame = (
    <PanelFrame titleId={titleId} modal={!large} onMinimize={onMinimize}>
      {body}
    </PanelFrame>
  );

  if (!large) {
    return (
      // The id is on the dialog itself: it takes focus first, and focus inside it is the chat's own.
      <Dialog id={CHAT_PANEL_ID} open={open} onClose={onMinimize} className="fixed inset-0 z-50">
        <DialogPanel className="flex h-full flex-col bg-surface text-ink">{frame}</DialogPanel>
      </Dialog>
    );
  }
  return (
    <section
      ref={panel}
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      style={{ bottom, maxHeight: `calc(100vh - ${bottom + 16}px)` }}
      className="fixed right-4 z-40 flex h-[36rem] w-[24rem] flex-col rounded-card border border-line bg-surface text-ink shadow-2xl"
    >
      {frame}
    </section>
  );
}
