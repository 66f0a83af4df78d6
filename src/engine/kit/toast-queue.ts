// Toasts on screen: newest last, at most the spec's five; a sixth pushes out the oldest.

/** The spec's limit on visible toasts. */
export const MAX_VISIBLE_TOASTS = 5;

export type ToastVariant = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

export function pushToast(queue: readonly Toast[], toast: Toast, max = MAX_VISIBLE_TOASTS): Toast[] {
  return [...queue, toast].slice(-Math.max(1, max));
}

export const dismissToast = (queue: readonly Toast[], id: number): Toast[] => queue.filter((toast) => toast.id !== id);
