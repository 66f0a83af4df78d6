// Numbers from the outside world (props, answers) checked or bounded before use (spec 001 §5).

/** The spec's range check: a real number between min and max inclusive; NaN and non-numbers fail. */
export const isInRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && !Number.isNaN(value) && value >= min && value <= max;

export const DEFAULT_PROGRESS_MAX = 100;

/** A progress value held between 0 and max (default 100); anything that is not a number counts as 0. */
export function clampProgress(value: number, max = DEFAULT_PROGRESS_MAX): number {
  const top = Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;
  if (Number.isNaN(value)) return 0;
  return Math.min(top, Math.max(0, value));
}
