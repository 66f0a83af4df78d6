import { describe, expect, it } from 'vitest';
import { figuresOf, median, medianFigures, missedTargets, slowestPage, type PageFigures } from './figures';
import { formatTable } from './table';

const lhr = (performance: number, lcp: number, scriptBytes: number) => ({
  categories: { performance: { score: performance }, accessibility: { score: 1 }, 'best-practices': { score: null } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 30 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 999_999 },
          { resourceType: 'script', transferSize: scriptBytes },
        ],
      },
    },
  },
});

describe('bench figures', () => {
  it('takes the median, averaging the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('reads scores, metrics and the script bytes from a Lighthouse result; an unscored category counts as 0', () => {
    expect(figuresOf(lhr(0.97, 1500, 170_000) as never)).toEqual({
      performance: 0.97,
      accessibility: 1,
      bestPractices: 0,
      fcp: 900,
      lcp: 1500,
      tbt: 30,
      cls: 0.01,
      scriptBytes: 170_000,
    });
  });

  it('takes each figure’s median over the runs', () => {
    const runs = [lhr(0.9, 2000, 3), lhr(0.99, 1000, 1), lhr(0.95, 3000, 2)].map((r) => figuresOf(r as never));
    const m: PageFigures = medianFigures(runs);
    expect([m.performance, m.lcp, m.scriptBytes]).toEqual([0.95, 2000, 2]);
  });

  it('lays out a table with the figures right-aligned under their headers', () => {
    expect(
      formatTable(
        ['page', 'LCP'],
        [
          ['first step', '900 ms'],
          ['offers', '1200 ms'],
        ],
      ).split('\n'),
    ).toEqual(['page            LCP', '----------  -------', 'first step   900 ms', 'offers      1200 ms']);
  });
});

describe('the page targets', () => {
  const page = (performance: number, lcp: number, cls = 0): PageFigures => ({
    performance,
    accessibility: 1,
    bestPractices: 1,
    fcp: 800,
    lcp,
    tbt: 50,
    cls,
    scriptBytes: 1,
  });

  it('names each target a page misses, and none at the limits', () => {
    expect(missedTargets(page(0.95, 1800, 0.049))).toEqual([]);
    expect(missedTargets(page(0.94, 1801, 0.05))).toEqual(['performance 0.94', 'LCP 1801 ms', 'CLS 0.050']);
  });

  it('takes the lowest score as the slowest page, the later LCP between equal scores', () => {
    const pages = [
      { name: 'a', figures: page(0.98, 1200) },
      { name: 'b', figures: page(0.9, 1500) },
      { name: 'c', figures: page(0.9, 2100) },
    ];
    expect(slowestPage(pages)?.name).toBe('c');
    expect(slowestPage([])).toBeUndefined();
  });
});
