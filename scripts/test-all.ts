// `npm test`: every check the project runs, in order, with their output streamed. Ends with a stage
// table and, as the very last line, `N passed, N failed[, N skipped]` (CI reads that line).
// `npm run test:full` (`--full`) runs the end-to-end stage's whole matrix, as before a release: the
// accessibility suite checks every lender in full instead of one per theme and feature variant.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const UNIT_JSON = 'test-results/unit.json';
const E2E_JSON = 'test-results/e2e.json';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Stage {
  name: string;
  command: string[];
  /** Counts from the stage's report; absent for stages counted as one check. */
  report?: string;
  /** Whether the stage adds to the summary line (the build only does when it fails). */
  counted: boolean;
  /** Extra environment; a value of undefined removes the variable. */
  env?: Record<string, string | undefined>;
  /**
   * Stages next to each other with the same group run at the same time, their output held and
   * printed whole as each ends: single-threaded checks share the two cores instead of queueing.
   */
  group?: string;
}

interface Outcome {
  name: string;
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  counts: Counts;
  note?: string;
}

const UNIT_PG_JSON = 'test-results/unit-postgres.json';
const FULL_MATRIX = process.argv.includes('--full');
/** A PostgreSQL server for the server's tests (.ci/run starts one); without it that stage is skipped. */
const POSTGRES_URL = process.env.POSTGRES_TEST_URL;

const STAGES: Stage[] = [
  { name: 'typecheck', command: ['tsc', '-p', 'tsconfig.json', '--noEmit'], counted: true, group: 'static' },
  { name: 'lint', command: ['eslint', '.', '--max-warnings', '0'], counted: true, group: 'static' },
  { name: 'format', command: ['prettier', '--check', '.'], counted: true, group: 'static' },
  { name: 'validate', command: ['tsx', 'scripts/validate.ts'], counted: true, group: 'static' },
  {
    name: 'unit',
    command: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${UNIT_JSON}`],
    report: UNIT_JSON,
    counted: true,
    // The unit stage runs the server's tests on the embedded database.
    env: { TEST_DATABASE_URL: undefined },
  },
  ...(POSTGRES_URL
    ? [
        {
          name: 'server on PostgreSQL',
          command: ['vitest', 'run', 'src/server', '--reporter=default', '--reporter=json', `--outputFile=${UNIT_PG_JSON}`],
          report: UNIT_PG_JSON,
          counted: true,
          env: { TEST_DATABASE_URL: POSTGRES_URL },
        },
      ]
    : []),
  { name: 'build', command: ['vite', 'build'], counted: false },
  { name: 'bundle budget', command: ['tsx', 'scripts/check-bundle.ts'], counted: true },
  {
    name: FULL_MATRIX ? 'e2e (full matrix)' : 'e2e',
    command: ['playwright', 'test'],
    report: E2E_JSON,
    counted: true,
    env: FULL_MATRIX ? { A11Y_FULL: '1' } : {},
  },
];

/** Runs a command; its output streams through, or is collected into `held` when given. */
function run([bin, ...args]: string[], extraEnv: Stage['env'] = {}, held?: Buffer[]): Promise<number> {
  const env = { ...process.env, ...extraEnv };
  for (const [key, value] of Object.entries(extraEnv)) if (value === undefined) delete env[key];
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, bin!), args, { cwd: ROOT, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    child.stdout?.on('data', (chunk: Buffer) => held!.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held!.push(chunk));
    child.on('error', (error) => {
      held?.push(Buffer.from(`test-all: could not start ${bin}: ${error.message}\n`));
      if (!held) console.error(`test-all: could not start ${bin}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Vitest's JSON report (Jest's format). */
function unitCounts(report: Record<string, number>): Counts {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON report: a flaky test passed on a retry. Errors outside tests (web server, config) fail the run. */
function e2eCounts(report: { stats?: Record<string, number>; errors?: unknown[] }): Counts {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ? 1 : 0),
    skipped: stats.skipped ?? 0,
  };
}

async function runStage(stage: Stage): Promise<Outcome> {
  const heading = `\n━━━ ${stage.name}: ${stage.command.join(' ')}\n`;
  const held: Buffer[] | undefined = stage.group ? [] : undefined;
  if (!held) console.log(heading);
  const reportFile = stage.report && path.join(ROOT, stage.report);
  // A stale report from an earlier run must never be counted.
  if (reportFile) rmSync(reportFile, { force: true });
  const started = Date.now();
  const code = await run(stage.command, stage.env, held);
  const seconds = (Date.now() - started) / 1000;
  if (held) {
    console.log(heading);
    process.stdout.write(Buffer.concat(held));
  }

  if (!reportFile) {
    const passed = code === 0;
    return {
      name: stage.name,
      status: passed ? 'passed' : 'failed',
      seconds,
      counts: { passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0 },
    };
  }
  if (!existsSync(reportFile)) {
    return { name: stage.name, status: 'failed', seconds, counts: { passed: 0, failed: 1, skipped: 0 }, note: `no ${stage.report}` };
  }
  let counts: Counts;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    counts = stage.name.startsWith('e2e') ? e2eCounts(report) : unitCounts(report);
  } catch (error) {
    return {
      name: stage.name,
      status: 'failed',
      seconds,
      counts: { passed: 0, failed: 1, skipped: 0 },
      note: `unreadable ${stage.report}: ${(error as Error).message}`,
    };
  }
  // A non-zero exit with no failing test (a file that does not load, an unhandled error) still fails.
  if (code !== 0 && counts.failed === 0)
    return { name: stage.name, status: 'failed', seconds, counts: { ...counts, failed: 1 }, note: `exit code ${code}` };
  return { name: stage.name, status: code === 0 && counts.failed === 0 ? 'passed' : 'failed', seconds, counts };
}

const outcomes: Outcome[] = [];
const runStarted = Date.now();
for (let index = 0; index < STAGES.length;) {
  const stage = STAGES[index]!;
  const buildFailed = outcomes.some((o) => o.name === 'build' && o.status !== 'passed');
  if ((stage.name.startsWith('e2e') || stage.name === 'bundle budget') && buildFailed) {
    outcomes.push({ name: stage.name, status: 'not run', seconds: 0, counts: { passed: 0, failed: 0, skipped: 0 }, note: 'build failed' });
    index += 1;
    continue;
  }
  let end = index + 1;
  while (stage.group && STAGES[end]?.group === stage.group) end += 1;
  const batch = STAGES.slice(index, end);
  const results = await Promise.all(batch.map(runStage));
  for (const [i, outcome] of results.entries()) {
    // The build is not a check of its own, but a failed build must not leave the summary green.
    if (!batch[i]!.counted) outcome.counts = { passed: 0, failed: outcome.status === 'failed' ? 1 : 0, skipped: 0 };
    outcomes.push(outcome);
  }
  index = end;
}
const minutes = (Date.now() - runStarted) / 60_000;

const total = outcomes.reduce<Counts>(
  (sum, o) => ({ passed: sum.passed + o.counts.passed, failed: sum.failed + o.counts.failed, skipped: sum.skipped + o.counts.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);

const countsText = (o: Outcome) => {
  const uncounted = STAGES.find((s) => s.name === o.name)?.counted === false && o.status === 'passed';
  const counts =
    uncounted || o.status === 'not run'
      ? []
      : [`${o.counts.passed} passed`, `${o.counts.failed} failed`, o.counts.skipped ? `${o.counts.skipped} skipped` : ''];
  return [counts.filter(Boolean).join(', '), o.note ? `(${o.note})` : ''].filter(Boolean).join(' ');
};
const rows = outcomes.map((o) => [
  `${o.name}${STAGES.find((s) => s.name === o.name)?.group ? ' ‖' : ''}`,
  o.status,
  o.status === 'not run' ? '' : `${o.seconds.toFixed(1)}s`,
  countsText(o),
]);
const header = ['stage', 'result', 'time', 'counts'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`);
console.log(`‖ ran side by side. npm test took ${minutes.toFixed(1)} minutes.\n`);

const anyFailed = total.failed > 0 || outcomes.some((o) => o.status !== 'passed');
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = anyFailed ? 1 : 0;
