// Short confirmations that do not interrupt: at most the spec's five on screen (the oldest gives
// way), each read out once through the live announcer, each closing by itself or by its button.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, pushToast, type Toast, type ToastVariant } from '@/engine/kit/toast-queue';
import { useAnnounce } from './live-announcer';

/** Long enough to read a sentence twice; the dismiss button is there for anyone faster. */
export const TOAST_DURATION_MS = 8000;

type ShowToast = (message: string, variant?: ToastVariant) => void;

const ToastContext = createContext<ShowToast | null>(null);

const VARIANT_CLASS: Record<ToastVariant, string> = {
  success: 'border-success',
  info: 'border-primary',
  error: 'border-error',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('kit');
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-card border-l-4 bg-surface p-4 text-ink shadow-lg ${VARIANT_CLASS[toast.variant]}`}
      data-variant={toast.variant}
    >
      <p className="flex-1 font-semibold">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-button text-muted hover:text-ink"
        aria-label={t('toasts.dismiss')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const announce = useAnnounce();
  const dismiss = useCallback((id: number) => setToasts((queue) => dismissToast(queue, id)), []);
  const show = useCallback<ShowToast>(
    (message, variant = 'success') => {
      const id = nextId.current++;
      setToasts((queue) => pushToast(queue, { id, message, variant }));
      announce(message, variant === 'error' ? 'assertive' : 'polite');
    },
    [announce],
  );
  return (
    <ToastContext value={show}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-4 top-20 z-[60] flex justify-center sm:inset-x-auto sm:right-4 sm:justify-end"
        data-testid="toasts"
      >
        {toasts.length > 0 && (
          <ol className="flex w-full max-w-sm flex-col gap-2">
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </ol>
        )}
      </div>
    </ToastContext>
  );
}

/** Shows a toast; only inside ToastProvider (the app shell provides it). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
