// The collapsed chat: on large screens a toggle fixed at the bottom right, raised above a page's
// pinned buttons. Below the spec's 1024 px breakpoint there is no floating toggle: a fixed button
// there would sit on the page's words and controls, so the header's 'Chat' (or its menu) opens the
// chat instead (docs/decisions.md). This is all the first page's script carries; the widget itself
// is its own chunk, fetched the first time the chat opens (from the toggle, the header, a copy link,
// or ?pop-webchat at load).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_CHAT_EVENT, type OpenChatDetail } from '../shell/open-chat-button';
import { useFocusClearance } from './focus-clearance';
import { rememberModeOverride } from './chat-storage';
import { useStickyOffset } from './sticky-offset';

const ChatWidget = lazy(() => import('./chat-widget'));

/** Spec 001 §2: opens the chat at load, then leaves the URL. */
export const POP_WEBCHAT = 'pop-webchat';
export const CHAT_PANEL_ID = 'chat-panel';
/** The toggle's height, which the open panel sits above on large screens. */
export const TOGGLE_HEIGHT_PX = 48;
/** A CSS variable: the height the toggle keeps clear at the bottom of the screen; unset without chat. */
const CHAT_CLEARANCE_VAR = '--chat-clearance';

/** Whether the URL asks for the chat; the parameter is removed (history.replaceState), the rest kept. */
function takePopWebchat(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(POP_WEBCHAT)) return false;
  url.searchParams.delete(POP_WEBCHAT);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

export function ChatDock() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  // Once fetched the widget stays mounted while collapsed, so a conversation keeps its place.
  const [requested, setRequested] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const offset = useStickyOffset();
  // The room the toggle takes at the bottom of a large screen, for a sticky column to stop above it
  // (application-layout.tsx): scrolling the page cannot move a focused link out from under the
  // toggle when the link sits in a column that sticks.
  useEffect(() => {
    document.documentElement.style.setProperty(CHAT_CLEARANCE_VAR, `${offset + TOGGLE_HEIGHT_PX + 8}px`);
    return () => {
      document.documentElement.style.removeProperty(CHAT_CLEARANCE_VAR);
    };
  }, [offset]);

  const openChat = useCallback((event?: Event) => {
    const asked = event instanceof CustomEvent ? (event.detail as OpenChatDetail | null)?.returnFocus : undefined;
    const active =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    opener.current = asked ?? active;
    setRequested(true);
    setOpen(true);
  }, []);

  const minimize = useCallback(() => {
    setOpen(false);
    // The opener if it is still there, else the toggle; on a phone, which has no toggle, the page's heading.
    const back = [opener.current, toggle.current, document.querySelector<HTMLElement>('main h1')].find(
      (element) => element?.isConnected && element.checkVisibility(),
    );
    opener.current = null;
    requestAnimationFrame(() => back?.focus());
  }, []);

  useEffect(() => {
    rememberModeOverride(window.location.search);
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    if (takePopWebchat()) window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openChat);
  }, [openChat]);

  useFocusClearance(
    () => [toggle.current, open ? document.getElementById(CHAT_PANEL_ID) : null].filter((part): part is HTMLElement => part !== null),
    () => setOpen(false),
  );

  return (
    <>
      {/* Room at the end of the page, so its last link can always scroll clear of the toggle. */}
      <div aria-hidden="true" className="max-lg:hidden" style={{ height: offset + TOGGLE_HEIGHT_PX + 8 }} />
      {requested && (
        <Suspense fallback={null}>
          <ChatWidget open={open} onMinimize={minimize} bottom={offset + TOGGLE_HEIGHT_PX + 12} />
        </Suspense>
      )}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={open ? minimize : () => openChat()}
        data-chat-launcher=""
        style={{ bottom: offset, height: TOGGLE_HEIGHT_PX }}
        className="fixed right-4 z-40 inline-flex items-center max-lg:hidden gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary shadow-lg hover:bg-primary-hover"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
        </svg>
        {t('toggle')}
      </button>
    </>
  );
}
