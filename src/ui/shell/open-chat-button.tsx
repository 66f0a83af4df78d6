import type { ReactNode } from 'react';

export const OPEN_CHAT_EVENT = 'heloc:open-chat';

/** Asks the shell's chat launcher to open; used by the header and by footer copy's chatLink. */
export function OpenChatButton({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}>
      {children}
    </button>
  );
}
