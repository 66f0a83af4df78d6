// The processing loader (spec 000 §2, §9): full screen while a long server process runs, rotating
// through its messages; after the process's timeout without an answer it says so and lets the
// person keep waiting or go back with their answers. Timings and messages are data (flows/processing.json).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Process } from '@/engine/types/processing';

// The timeout question is rare, so its dialog (and Headless UI) loads only then.
const ProcessingTimeoutDialog = lazy(() => import('./registration-dialogs').then((m) => ({ default: m.ProcessingTimeoutDialog })));

export function ProcessingLoader({ process, onBack }: { process: Process; onBack: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const last = process.messages.length - 1;
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => Math.min(i + 1, last)), process.rotateMs);
    return () => clearInterval(timer);
  }, [process.rotateMs, last]);
  // Counted afresh each time the person chooses to keep waiting.
  useEffect(() => {
    if (timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), process.timeoutMs);
    return () => clearTimeout(timer);
  }, [timedOut, process.timeoutMs]);
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-page p-6 text-center">
      <span
        aria-hidden="true"
        className="h-14 w-14 animate-spin rounded-full border-4 border-line border-t-primary motion-reduce:animate-none"
      />
      <p role="status" aria-live="polite" className="text-2xl font-semibold text-ink">
        {t(process.messages[index]!)}
      </p>
      {timedOut && (
        <Suspense fallback={null}>
          <ProcessingTimeoutDialog onWait={() => setTimedOut(false)} onBack={onBack} />
        </Suspense>
      )}
    </div>
  );
}
