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

/** Issue 19's targets for every page a borrower reaches, on Lighthouse's emulated phone. */
export const PAGE_TARGETS = { performance: 0.95, lcpMs: 1800, cls: 0.05 };

/** The targets a page misses, in words ('performance 0.81', 'LCP 2450 ms'); empty when it meets them all. */
export function missedTargets(f: PageFigures): string[] {
  return [
    f.performance < PAGE_TARGETS.performance ? `performance ${f.performance.toFixed(2)}` : '',
    f.lcp > PAGE_TARGETS.lcpMs ? `LCP ${Math.round(f.lcp)} ms` : '',
    f.cls >= PAGE_TARGETS.cls ? `CLS ${f.cls.toFixed(3)}` : '',
  ].filter(Boolean);
}

/** The slowest of the measured pages: the lowest performance score, then the latest LCP. */
export function slowestPage<T extends { figures: PageFigures }>(pages: T[]): T | undefined {
  return [...pages].sort((a, b) => a.figures.performance - b.figures.performance || b.figures.lcp - a.figures.lcp)[0];
}
