// A refusal after a press (the server said no, the network failed): drawn where the page puts it
// and brought to the person. When focus is on a button (the press) or nowhere, the alert takes it,
// so the screen moves to it and a screen reader reads it; otherwise (a page that loads with a
// failure, focus on its heading or in a field) it is only scrolled into view, and announced.
import { useEffect, useRef, type ReactNode } from 'react';

function afterPress(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active instanceof HTMLButtonElement || (active as HTMLInputElement).type === 'submit';
}

export function RefusalAlert({ message, title }: { message: string | null; title?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = ref.current;
    if (!message || !alert) return;
    if (afterPress()) alert.focus();
    else alert.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    // scroll-m: a sticky header or footer never covers it once focus has brought it into view.
    <div ref={ref} role="alert" tabIndex={-1} className="scroll-my-28 rounded-card border-2 border-error bg-surface p-4">
      {title ? (
        <>
          <p className="font-bold text-error">{title}</p>
          <p className="mt-1">{message}</p>
        </>
      ) : (
        <p className="font-semibold text-error">{message}</p>
      )}
    </div>
  );
}
