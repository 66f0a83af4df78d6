import { clampProgress, DEFAULT_PROGRESS_MAX } from '@/engine/kit/numeric-range';

/** A determinate progress bar; the value is clamped to 0..max so a stray figure never overflows it. */
export function ProgressBar({ value, max = DEFAULT_PROGRESS_MAX, label }: { value: number; max?: number; label: string }) {
  const top = max > 0 ? max : DEFAULT_PROGRESS_MAX;
  const now = clampProgress(value, top);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={top}
      aria-valuenow={now}
      className="h-2 w-full overflow-hidden rounded-full bg-line"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${(now / top) * 100}%` }} />
    </div>
  );
}
