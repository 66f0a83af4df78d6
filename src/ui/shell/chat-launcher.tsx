import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_CHAT_EVENT } from './open-chat-button';

// Loaded on first open so the first page's script stays small.
const ContactDialog = lazy(() => import('./contact-dialog'));

/** Opens the lender's contact panel when anything dispatches OPEN_CHAT_EVENT. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
