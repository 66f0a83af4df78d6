import type { ReactNode } from 'react';

export const OPEN_CHAT_EVENT = 'heloc:open-chat';

/** What the chat gives focus back to when it collapses, when that is not the control that opened it. */
export interface OpenChatDetail {
  returnFocus?: HTMLElement | null;
}

/** Asks the shell's chat launcher to open (a menu item passes its menu's button, since the item goes away). */
export function openChat(returnFocus?: HTMLElement | null) {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail: { returnFocus } }));
}

/** Opens the chat; used by the header and by footer copy's chatLink. */
export function OpenChatButton({ className, children, label }: { className?: string; children?: ReactNode; label?: string }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={() => openChat()}>
      {children}
    </button>
  );
}
