import type { ReactNode } from 'react';

export type AlertVariant = 'error' | 'warn' | 'info' | 'success';

const BORDER: Record<AlertVariant, string> = {
  error: 'border-error',
  warn: 'border-error',
  info: 'border-primary',
  success: 'border-success',
};

/**
 * A message in the page's flow. Errors and warnings interrupt screen readers (role alert); information
 * and success wait their turn (role status). Text stays in the ink colour so every theme keeps AA contrast.
 */
export function Alert({ variant, title, children }: { variant: AlertVariant; title?: string; children: ReactNode }) {
  const urgent = variant === 'error' || variant === 'warn';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-variant={variant}
      className={`rounded-card border-2 bg-surface p-4 text-ink ${BORDER[variant]}`}
    >
      {title && <p className={`font-bold ${variant === 'error' ? 'text-error' : ''}`}>{title}</p>}
      <div className={variant === 'error' && !title ? 'font-semibold text-error' : ''}>{children}</div>
    </div>
  );
}
