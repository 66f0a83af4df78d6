// `npm run bench:tasks` (not part of `npm test`): where a page's blocking time goes. Lighthouse's
// score for a page moves by a tenth between runs; this loads the page several times in Debian's
// Chromium with the CPU slowed 4× and a slow 4G network, traces each load, and prints every task
// of 50 ms or more after the first paint with the source files its time went to (the CPU profiler's
// samples through the build's source maps), then each page's blocking time per run and which
// sources the long tasks spent it in, summed over the runs.
//   --pages   the bench's page names, comma-separated (scripts/bench/pages.ts; default: liens and the offers)
//   --runs    loads per page (5)
//   --no-build  reuse dist-tasks/ (a build with source maps)
//   --dist    measure another build with source maps instead (another commit's, to compare)
//   --quiet   only the summaries
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { CHROMIUM } from './bench/lighthouse';
import { longTasks, type Frame, type TraceEvent } from './bench/long-tasks';
import { benchPages } from './bench/pages';
import { startBenchServer } from './bench/server';
import { signedInCookies, signedInStorage, STORAGE_PAGE } from './bench/signed-in';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    pages: { type: 'string', default: '/{uuid}/liens,/{uuid}/product/select' },
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const DIST = values.dist ? path.resolve(values.dist) : path.join(ROOT, 'dist-tasks');
if (!values['no-build'] && !values.dist) {
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const built = spawnSync(vite, ['build', '--sourcemap', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build failed');
}

/** A frame's source: the package (node_modules) or the file under src/, through the chunk's source map. */
const maps = new Map<string, TraceMap | null>();
function sourceOf(frame: Frame): string {
  const file = frame.url.split('/assets/')[1];
  if (!file) return frame.url.replace(/^https?:\/\/[^/]+/, '');
  if (!maps.has(file)) {
    const mapFile = path.join(DIST, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  const source = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return file;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? pkg[1]! : source.slice(source.lastIndexOf('src/'));
}

const ms = (value: number) => `${Math.round(value)}`;
const server = await startBenchServer(DIST);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const pages = await benchPages(server, 'NORTHSTAR', 'all');
  for (const name of values.pages.split(',')) {
    const page = pages.find((candidate) => candidate.name === name);
    if (!page) throw new Error(`no page '${name}'; the bench's pages: ${pages.map((p) => p.name).join(', ')}`);
    // One tracker id for the borrower, as on one phone (scripts/bench/lighthouse.ts says why).
    const tracker = randomUUID();
    const blocking: number[] = [];
    const bySource = new Map<string, number>();
    for (let run = 0; run < Math.max(1, Number(values.runs) || 5); run++) {
      await page.before?.();
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const { origin, hostname } = new URL(page.url);
      if (page.token) {
        await tab.goto(`${origin}${STORAGE_PAGE}`);
        await tab.evaluate(
          (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
          signedInStorage(page.token, tracker),
        );
        await context.addCookies(signedInCookies(page.token, tracker, hostname));
      }
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 96_000,
      });
      await browser.startTracing(tab, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
        ],
      });
      await tab.goto(page.url, { waitUntil: 'load' });
      // The page's own work after load: hydration, its data, the footer's hours.
      await tab.waitForTimeout(5000);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const load = longTasks(traceEvents, sourceOf);
      blocking.push(load.blockingMs);
      if (!values.quiet)
        console.log(`${name}, run ${run + 1}: first paint ${ms(load.fcpMs ?? NaN)} ms, blocking ${ms(load.blockingMs)} ms`);
      for (const task of load.tasks) {
        const top = task.sources.slice(0, 6).map(([source, time]) => `${source} ${ms(time)}`);
        if (!values.quiet)
          console.log(`  at ${ms(task.startMs)} ms, ${ms(task.durationMs)} ms (blocking ${ms(task.blockingMs)}): ${top.join(' | ')}`);
        for (const [source, time] of task.sources) if (task.blockingMs > 0) bySource.set(source, (bySource.get(source) ?? 0) + time);
      }
    }
    const sorted = [...blocking].sort((a, b) => a - b);
    const runs = blocking.length;
    console.log(`\n${name}: blocking time ${blocking.map(ms).join(', ')} ms (median ${ms(sorted[Math.floor(runs / 2)]!)})`);
    const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      `  time in long tasks after the first paint, per run: ${top.map(([source, time]) => `${source} ${ms(time / runs)}`).join(' | ')}\n`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
