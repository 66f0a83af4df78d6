import { useEffect, useState } from 'react';

/**
 * Gives the focus back to what had it when a dialog opened, once it closes (or unmounts while open).
 * Headless UI does this from a focus history it keeps only once it has loaded; our dialogs load when
 * they first open, after the press that opened them, so that history does not hold their opener.
 * Focus that something else has placed since (a new page's heading) is left where it is.
 */
export function useReturnFocus(open: boolean) {
  const [opener, setOpener] = useState<Element | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  // Read while rendering the opening: the dialog takes the focus in its effects, before ours run.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }
  useEffect(() => {
    if (!open) return;
    return () => {
      requestAnimationFrame(() => {
        const focusIsLost = document.activeElement === null || document.activeElement === document.body;
        if (focusIsLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, [open, opener]);
}
