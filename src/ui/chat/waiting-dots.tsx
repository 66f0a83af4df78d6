// 'Waiting for next available agent' with dots that cycle every 0.4 s (spec 001 §9). With reduced
// motion the dots stay still; the words alone carry the meaning.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export const DOTS_CYCLE_MS = 400;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
  );
}

export function WaitingDots() {
  const { t } = useTranslation('chat');
  const still = usePrefersReducedMotion();
  const [dots, setDots] = useState(3);
  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setDots((count) => (count % 3) + 1), DOTS_CYCLE_MS);
    return () => clearInterval(timer);
  }, [still]);
  return (
    <p role="status" className="p-4 text-center font-semibold">
      {t('waiting')}
      <span aria-hidden="true" data-testid="waiting-dots" className="inline-block w-6 text-left">
        {'.'.repeat(still ? 3 : dots)}
      </span>
    </p>
  );
}
