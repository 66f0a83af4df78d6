// The app's modal: Headless UI's Dialog (focus trapped and returned, Escape and the backdrop close it,
// the page behind is inert) with a title, a close button and an id that must be unique.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createModalRegistry, type ModalRegistry } from '@/engine/kit/modal-registry';
import { useReturnFocus } from './return-focus';

/** One registry for the page; a test may provide its own. */
export const ModalRegistryContext = createContext<ModalRegistry>(createModalRegistry());

/** Claims the id while the modal is mounted; a second modal with the same id throws (spec 001 §8). */
export function useModalId(id: string) {
  const registry = useContext(ModalRegistryContext);
  useLayoutEffect(() => {
    registry.register(id);
    return () => registry.release(id);
  }, [registry, id]);
}

export function Modal({
  id,
  open,
  onClose,
  title,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('kit');
  useModalId(id);
  useReturnFocus(open);
  return (
    <Dialog id={id} open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-center p-2 sm:items-center sm:p-4">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      {/* The spec's largest modal is 800 px tall; the panel scrolls inside it. */}
      <DialogPanel className="relative max-h-[min(800px,calc(100dvh-1rem))] w-full max-w-lg overflow-y-auto rounded-card bg-surface p-6 text-ink shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="text-2xl font-bold">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('modal.close')}
            className="-mr-2 -mt-1 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-button text-muted hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </DialogPanel>
    </Dialog>
  );
}
