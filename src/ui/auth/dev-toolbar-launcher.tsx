// Alt+Shift+X toggles the developer toolbar (spec 001 §2, header) outside production: in a
// development build, or when the server behind the app is the sandbox. The toolbar's code is a
// separate chunk, loaded on first use, so a production bundle carries only this listener.
import { lazy, Suspense, useEffect, useState } from 'react';
import { isSandboxServer } from '@/api/auth';
import { useApi } from '../api/api-context';

const DevToolbar = lazy(() => import('./dev-toolbar'));

/** Alt+Shift+X by physical key: on a Mac, Alt+Shift changes the character the X key types. */
const isToggle = (event: KeyboardEvent) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyX';

export function DevToolbarLauncher() {
  const request = useApi();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let allowed: Promise<boolean> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggle(event)) return;
      event.preventDefault();
      // Asked once, on the first press: a production build against a lender's real services never gets the toolbar.
      allowed ??= import.meta.env.PROD ? isSandboxServer(request) : Promise.resolve(true);
      void allowed.then((yes) => yes && setOpen((was) => !was));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [request]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DevToolbar onClose={() => setOpen(false)} />
    </Suspense>
  );
}
