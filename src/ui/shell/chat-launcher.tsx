import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OPEN_CHAT_EVENT } from './open-chat-button';

// Loaded on first open so the first page's script stays small.
const ContactDialog = lazy(() => import('./contact-dialog'));

/** Opens the lender's contact panel when anything dispatches OPEN_CHAT_EVENT. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onOpen = () => {
      opener.current = document.activeElement as HTMLElement | null;
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);
  // The panel unmounts on close, so focus goes back to whatever opened it once it is gone.
  useEffect(() => {
    if (!open && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
