// The figures `npm run bench` reports from Lighthouse results, and their medians over runs.
import type { Result as LighthouseResult } from 'lighthouse';

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes transferred (compressed) during the load. */
  scriptBytes: number;
}

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The figures of one Lighthouse result; a category that failed to score counts as 0. */
export function figuresOf(lhr: Pick<LighthouseResult, 'categories' | 'audits'>): PageFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    bestPractices: lhr.categories['best-practices']?.score ?? 0,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
  };
}

/** Each figure's median over the runs (so the row may mix runs, as medians do). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0]!) as (keyof PageFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures;
}
