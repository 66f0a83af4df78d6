// A short hint on a small info button. It shows on hover and on keyboard focus, stays while the
// pointer is over it (WCAG 1.4.13), and Escape hides it; touch toggles it with a tap.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's tooltip geometry: 12 px from its trigger, a 13 px arrow. */
export const TOOLTIP_OFFSET_PX = 12;
export const TOOLTIP_ARROW_PX = 13;

export function Tooltip({ topic, text }: { topic: string; text: string }) {
  const { t } = useTranslation('kit');
  const id = useId();
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <span className="relative inline-flex align-middle" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-label={t('tooltip.more', { topic })}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={onKeyDown}
        className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-full text-primary"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
        </svg>
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        style={{ bottom: `calc(100% + ${TOOLTIP_OFFSET_PX}px)` }}
        className="absolute left-1/2 z-40 w-64 -translate-x-1/2 rounded-control bg-ink px-3 py-2 text-sm text-page shadow-lg"
      >
        {text}
        <span
          aria-hidden="true"
          style={{ width: TOOLTIP_ARROW_PX, height: TOOLTIP_ARROW_PX, bottom: -Math.ceil(TOOLTIP_ARROW_PX / 2) }}
          className="absolute left-1/2 -translate-x-1/2 rotate-45 bg-ink"
        />
      </span>
    </span>
  );
}
