// `npm test`: every check the project runs, in order, with their output streamed. Ends with a stage
// table and, as the very last line, `N passed, N failed[, N skipped]` (CI reads that line).
// `npm run test:full` (`--full`) runs the end-to-end stage's whole matrix, as before a release: the
// accessibility suite checks every lender in full instead of one per theme and feature variant.
// The stages on PostgreSQL use POSTGRES_TEST_URL, else a server of Debian's package started here for
// the run (and stopped at its end, also on failure or Ctrl-C).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { NGINX_BIN } from '../src/server/testing/nginx-balancer';
import { postgresBinDir, startPostgres, type PostgresServer } from '../src/server/testing/postgres-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const UNIT_JSON = 'test-results/unit.json';
const E2E_JSON = 'test-results/e2e.json';
const FLEET_JSON = 'test-results/fleet.json';

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
  /** System packages the stage runs on; their absence fails it under CI, and elsewhere leaves it not run. */
  needs?: Array<'postgres' | 'nginx'>;
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
  /** Not run for want of a system package outside CI: shown, but it does not fail the run. */
  optional?: boolean;
}

const UNIT_PG_JSON = 'test-results/unit-postgres.json';
const FULL_MATRIX = process.argv.includes('--full');
const IN_CI = process.env.CI === 'true';
/** A PostgreSQL server given for the run; without one, the run starts its own when the package is installed. */
const GIVEN_POSTGRES_URL = process.env.POSTGRES_TEST_URL;

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
  {
    name: 'server on PostgreSQL',
    command: ['vitest', 'run', 'src/server', '--reporter=default', '--reporter=json', `--outputFile=${UNIT_PG_JSON}`],
    report: UNIT_PG_JSON,
    counted: true,
    needs: ['postgres'],
    // Beside the build: both wait on other processes (PostgreSQL, the bundler's workers) part of the time.
    group: 'server',
  },
  { name: 'build', command: ['vite', 'build'], counted: false, group: 'server' },
  { name: 'bundle budget', command: ['tsx', 'scripts/check-bundle.ts'], counted: true },
  {
    // Three server processes on one PostgreSQL behind nginx (vitest.fleet.config.ts); serves the build.
    name: 'fleet',
    command: ['vitest', 'run', '-c', 'vitest.fleet.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${FLEET_JSON}`],
    report: FLEET_JSON,
    counted: true,
    needs: ['postgres', 'nginx'],
  },
  {
    name: FULL_MATRIX ? 'e2e (full matrix)' : 'e2e',
    command: ['playwright', 'test'],
    report: E2E_JSON,
    counted: true,
    env: FULL_MATRIX ? { A11Y_FULL: '1' } : {},
  },
];

/** The stages' commands running now, ended with the run when it is interrupted. */
const running = new Set<ChildProcess>();

/** Runs a command; its output streams through, or is collected into `held` when given. */
function run([bin, ...args]: string[], extraEnv: Stage['env'] = {}, held?: Buffer[]): Promise<number> {
  const env = { ...process.env, ...extraEnv };
  for (const [key, value] of Object.entries(extraEnv)) if (value === undefined) delete env[key];
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, bin!), args, { cwd: ROOT, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    running.add(child);
    child.stdout?.on('data', (chunk: Buffer) => held!.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held!.push(chunk));
    child.on('error', (error) => {
      held?.push(Buffer.from(`test-all: could not start ${bin}: ${error.message}\n`));
      if (!held) console.error(`test-all: could not start ${bin}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
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

/** What is missing for a stage's needs, in words that name the package to install. */
function missingFor(stage: Stage): string[] {
  const missing: string[] = [];
  if (stage.needs?.includes('postgres') && !GIVEN_POSTGRES_URL && !postgresBinDir())
    missing.push("PostgreSQL is not installed: install Debian's package postgresql (or set POSTGRES_TEST_URL)");
  if (stage.needs?.includes('nginx') && !existsSync(NGINX_BIN))
    missing.push(`nginx is not installed (${NGINX_BIN}): install Debian's package nginx-light`);
  return missing;
}

let postgres: Promise<PostgresServer> | undefined;
/** The server this run started, once it has: stopped synchronously whatever ends the run. */
let startedPostgres: PostgresServer | undefined;
/** The run's PostgreSQL: the one given, else one started at the first stage that needs it. */
async function postgresUrl(): Promise<string> {
  if (GIVEN_POSTGRES_URL) return GIVEN_POSTGRES_URL;
  postgres ??= startPostgres().then((server) => (startedPostgres = server));
  return (await postgres).url;
}
process.once('exit', () => startedPostgres?.stopSync());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\ntest-all: ${signal}, stopping`);
    for (const child of running) child.kill(signal);
    // A server still starting is waited for, then stopped by the 'exit' handler.
    void (postgres ?? Promise.resolve()).catch(() => undefined).finally(() => process.exit(130));
  });

async function runStage(stage: Stage): Promise<Outcome> {
  const missing = missingFor(stage);
  if (missing.length > 0) {
    const note = missing.join('; ');
    console.log(`\n━━━ ${stage.name}: ${IN_CI ? 'failed' : 'not run'}: ${note}\n`);
    // Outside CI a missing system package leaves the stage not run (counted as skipped, not passed); CI must have it.
    return IN_CI
      ? { name: stage.name, status: 'failed', seconds: 0, counts: { passed: 0, failed: 1, skipped: 0 }, note }
      : { name: stage.name, status: 'not run', seconds: 0, counts: { passed: 0, failed: 0, skipped: 1 }, note, optional: true };
  }
  let env = stage.env;
  if (stage.needs?.includes('postgres')) {
    try {
      const url = await postgresUrl();
      // The server's tests read TEST_DATABASE_URL, the fleet's set-up POSTGRES_TEST_URL.
      env = { ...env, TEST_DATABASE_URL: url, POSTGRES_TEST_URL: url };
    } catch (error) {
      const note = `PostgreSQL did not start: ${(error as Error).message.split('\n')[0]}`;
      console.log(`\n━━━ ${stage.name}: failed: ${(error as Error).message}\n`);
      return { name: stage.name, status: 'failed', seconds: 0, counts: { passed: 0, failed: 1, skipped: 0 }, note };
    }
  }
  const heading = `\n━━━ ${stage.name}: ${stage.command.join(' ')}\n`;
  const held: Buffer[] | undefined = stage.group ? [] : undefined;
  if (!held) console.log(heading);
  const reportFile = stage.report && path.join(ROOT, stage.report);
  // A stale report from an earlier run must never be counted.
  if (reportFile) rmSync(reportFile, { force: true });
  const started = Date.now();
  const code = await run(stage.command, env, held);
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
  if ((stage.name.startsWith('e2e') || stage.name === 'bundle budget' || stage.name === 'fleet') && buildFailed) {
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
await startedPostgres?.stop();

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

const anyFailed = total.failed > 0 || outcomes.some((o) => o.status !== 'passed' && !o.optional);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = anyFailed ? 1 : 0;
