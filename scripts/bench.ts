// `npm run bench` (not part of `npm test`): how fast the app is for a borrower on a phone, next to a
// naive build of the same app (runtime ajv, no route-level splitting, rjsf's renderers as they come).
// 1. builds both (dist-bench/, dist-naive/; `--no-build` reuses them);
// 2. script and CSS bytes per route, gzip and brotli (the routes of scripts/bundle-budgets.json);
// 3. Lighthouse, mobile emulation, median of `--runs` (3) runs: every page a borrower reaches
//    (scripts/bench/pages.ts; `--pages key` for four of them), a second lender's first step, and the
//    naive build's first step, with the targets each page misses and the slowest page;
// 4. interaction latency, CPU slowed 4×: a step change on the first step (both builds), and the
//    offers page's term, fee and typed draw;
// 5. validate, build and server start-up with 7, 60 and 240 lenders (scratch trees, scripts/scale-lenders.ts).
// Figures are printed, never asserted; docs/performance.md explains them and the targets.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { kib, loadBudgets, routeMeasurer, type RouteBudget } from './check-bundle';
import { offersLatency, stepChangeLatency, type StepChange } from './bench/interaction';
import { missedTargets, PAGE_TARGETS, slowestPage, type PageFigures } from './bench/figures';
import { benchPages, type BenchPage } from './bench/pages';
import { lighthouseMedian } from './bench/lighthouse';
import { startBenchServer } from './bench/server';
import { scaleFigures, type ScaleFigures } from './bench/scale';
import { printTable } from './bench/table';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist-bench');
const NAIVE_DIST = path.join(ROOT, 'dist-naive');
const FIRST_STEP = '/account/heloc/register-v2';
const LENDERS = ['NORTHSTAR', 'HARBOR_CU'];
/** Tree sizes for the cost per lender: the samples, the product's partners, four times as many. */
const SCALES = [7, 60, 240];
/** The first registration step's targets beyond every page's (PAGE_TARGETS). */
const TARGETS = { accessibility: 1, bestPractices: 0.95, scriptKiB: 170 };

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // `--pages key`: the first step, sign-in, the offers and the disclosures only, for a quick look.
    pages: { type: 'string', default: 'all' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);

function build(config: string, outDir: string) {
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '-c', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build -c ${config} failed`);
}

function sizeRows(dist: string, label: string, routes: Pick<RouteBudget, 'name' | 'modules'>[]): string[][] {
  const { measure } = routeMeasurer(dist);
  return routes.map((route) => {
    const sizes = measure(route.modules);
    return [
      `${label}${route.name}`,
      String(sizes.scripts.length),
      kib(sizes.script.gzip),
      kib(sizes.script.brotli),
      kib(sizes.css.gzip),
      kib(sizes.css.brotli),
    ];
  });
}

const score = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(2));
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
const lighthouseRow = (name: string, f: PageFigures) => [
  name,
  score(f.performance),
  score(f.accessibility),
  score(f.bestPractices),
  ms(f.fcp),
  ms(f.lcp),
  ms(f.tbt),
  f.cls.toFixed(3),
  kib(f.scriptBytes),
];
/** An Event Timing duration: the browser reports none under 16 ms (0 here). */
const eventMs = (value: number) => (value ? ms(value) : '< 16 ms');
const latencyRow = (name: string, s: StepChange) => [name, eventMs(s.inputToNextPaint), ms(s.inputToNextStep)];

if (!values['no-build']) {
  console.log('Building the app (dist-bench/) and the naive build (dist-naive/)…');
  build('vite.config.ts', DIST);
  build('vite.naive.config.ts', NAIVE_DIST);
}

printTable(
  "Script and CSS per route (entry, the route's lazy modules and their static imports; what the server sends)",
  ['route', 'files', 'script gzip', 'script brotli', 'CSS gzip', 'CSS brotli'],
  [...sizeRows(DIST, '', loadBudgets()), ...sizeRows(NAIVE_DIST, 'naive: ', [{ name: 'any page (one script)', modules: [] }])],
);

const server = await startBenchServer(DIST);
const naive = await startBenchServer(NAIVE_DIST, { withoutCsp: true });
try {
  const measured: { page: BenchPage; figures: PageFigures }[] = [];
  const pages: BenchPage[] = [
    ...(await benchPages(server, LENDERS[0]!, values.pages === 'key' ? 'key' : 'all')),
    ...LENDERS.slice(1).map((org) => ({ name: `first step, ${org}`, url: `${server.origin}${FIRST_STEP}?org=${org}` })),
  ];
  for (const [index, page] of pages.entries()) {
    console.log(`Lighthouse ×${runs} (${index + 1}/${pages.length}): ${page.name}…`);
    await page.before?.();
    measured.push({ page, figures: await lighthouseMedian(page.url, runs, page.token) });
  }
  const naiveFirstStep = await lighthouseMedian(`${naive.origin}${FIRST_STEP}?org=${LENDERS[0]}`, runs);
  const slowest = slowestPage(measured)!;
  printTable(
    `Lighthouse (mobile emulation, simulated throttling), median of ${runs} runs, every page a ${LENDERS[0]} borrower reaches ` +
      `(signed-in pages at the status that shows them). Targets for every page: performance ≥ ${PAGE_TARGETS.performance}, ` +
      `LCP ≤ ${PAGE_TARGETS.lcpMs} ms, CLS < ${PAGE_TARGETS.cls}; for the first step also accessibility ${TARGETS.accessibility}, ` +
      `best practices ≥ ${TARGETS.bestPractices}, script ≤ ${TARGETS.scriptKiB} KiB`,
    ['page', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'TBT', 'CLS', 'script transferred', 'misses'],
    [
      ...measured.map(({ page, figures }) => [...lighthouseRow(page.name, figures), missedTargets(figures).join(', ') || '–']),
      [...lighthouseRow(`naive build: first step, ${LENDERS[0]}`, naiveFirstStep), missedTargets(naiveFirstStep).join(', ') || '–'],
    ],
  );
  const missing = measured.filter(({ figures }) => missedTargets(figures).length > 0);
  console.log(
    `Slowest page: ${slowest.page.name} (performance ${score(slowest.figures.performance)}, LCP ${ms(slowest.figures.lcp)}). ` +
      `${measured.length - missing.length} of ${measured.length} pages meet every target` +
      (missing.length ? `; missing: ${missing.map(({ page }) => page.name).join(', ')}.` : '.'),
  );

  console.log(`Step change ×${runs + 2} on each build…`);
  printTable(
    'Step change on the first step (Continue → next step), CPU slowed 4×, median of fresh loads. One frame is 16.7 ms',
    ['build', 'input → next paint (Event Timing)', 'input → next step painted'],
    [
      latencyRow('this build', await stepChangeLatency(`${server.origin}${FIRST_STEP}?org=${LENDERS[0]}`, runs + 2)),
      latencyRow('naive build', await stepChangeLatency(`${naive.origin}${FIRST_STEP}?org=${LENDERS[0]}`, runs + 2)),
    ],
  );

  const offers = measured.find(({ page }) => page.name === '/{uuid}/product/select')!.page;
  await offers.before?.();
  console.log(`Offers page interactions ×${runs + 2}…`);
  const latency = await offersLatency(offers.url, offers.token!, runs + 2);
  const within = (value: number) => (value <= 100 ? 'yes' : 'no');
  printTable(
    'Offers page (product/select) interactions, CPU slowed 4×, median of fresh loads: the longest input → next paint of each kind. Target ≤ 100 ms',
    ['interaction', 'input → next paint', 'within 100 ms'],
    [
      ['each term chosen', eventMs(latency.term), within(latency.term)],
      ['each fee chosen', eventMs(latency.fee), within(latency.fee)],
      ['a new draw typed, each digit', eventMs(latency.drawKeystroke), within(latency.drawKeystroke)],
    ],
  );
} finally {
  await server.close();
  await naive.close();
}

console.log(`Validate, build and start with ${SCALES.join(', ')} lenders…`);
const scales: ScaleFigures[] = [];
for (const lenders of SCALES) scales.push(await scaleFigures(lenders));
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const perLender = (key: 'validateMs' | 'buildMs' | 'startMs') => {
  const [first, last] = [scales[0]!, scales.at(-1)!];
  return `${Math.round((last[key] - first[key]) / (last.lenders - first.lenders))} ms`;
};
printTable(
  'Lenders in the tree (the samples and lenders generated from them): validate (in process), vite build, server start to ready (process start included)',
  ['lenders', 'validate', 'build', 'start'],
  [
    ...scales.map((f) => [String(f.lenders), `${Math.round(f.validateMs)} ms`, seconds(f.buildMs), seconds(f.startMs)]),
    [`each lender (${SCALES[0]}→${SCALES.at(-1)})`, perLender('validateMs'), perLender('buildMs'), perLender('startMs')],
  ],
);
