import type { ReactNode } from 'react';
import { LiveAnnouncerProvider } from './live-announcer';
import { ToastProvider } from './toasts';

/** What the kit's hooks need above them: the live announcer and the toast region. */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <LiveAnnouncerProvider>
      <ToastProvider>{children}</ToastProvider>
    </LiveAnnouncerProvider>
  );
}
