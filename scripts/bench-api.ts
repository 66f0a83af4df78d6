// `npm run bench:api`: measures the sandbox API over real HTTP (a server listening on 127.0.0.1,
// driven with Node's fetch) for three scenarios at 1, 10 and 50 concurrent clients: registration,
// create-HELOC (one fresh borrower per request, registered beforehand) and status polling.
// It prints requests per second and p50/p99 latency per scenario; figures are printed, never
// asserted. It runs on the embedded database, and also on PostgreSQL when DATABASE_URL or
// --database-url is given. Any non-2xx answer is an error: reported, and the exit code is 1.
// `--processes N` measures a fleet instead: 1 and N server processes on PostgreSQL behind nginx, with
// CPU milliseconds per request (scripts/bench/fleet-bench.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server/app';
import { TokenSigner } from '../src/server/auth/tokens';
import { openDatabase, type Database } from '../src/server/db/database';
import { LenderDirectory } from '../src/server/lender-directory';
import { CREATE_HELOC_PATH, STATUS_PATH } from '../src/server/routes/applications';
import { bearer, helocBody, registerBorrower, TEST_PASSWORD } from '../src/server/testing/borrower';
import { benchFleet, printFleetTable } from './bench/fleet-bench';
import { driveRequests } from './bench/drive-requests';

const ORG = 'NORTHSTAR';
const CONCURRENCY = [1, 10, 50];
/** Requests per run, by concurrency: registration is scrypt-bound, so it gets the fewest. */
const REQUESTS = {
  registration: { 1: 40, 10: 80, 50: 150 },
  'create-HELOC': { 1: 40, 10: 80, 50: 150 },
  'status polling': { 1: 2000, 10: 4000, 50: 5000 },
} as const;
type Scenario = keyof typeof REQUESTS;

interface Result {
  scenario: Scenario;
  concurrency: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  firstError?: string;
}

/** Sends the scenario's requests, at most `concurrency` at a time. */
async function run(scenario: Scenario, concurrency: number, request: (i: number) => Promise<Response>): Promise<Result> {
  const count: number = REQUESTS[scenario][concurrency as 1 | 10 | 50];
  const { latencies, seconds, errors, firstError } = await driveRequests(count, concurrency, request);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(count - 1, Math.ceil((p / 100) * count) - 1)]!;
  return { scenario, concurrency, requests: count, rps: count / seconds, p50: percentile(50), p99: percentile(99), errors, firstError };
}

/** Runs every scenario against a server on a fresh data dir (or the given PostgreSQL database). */
async function benchmark(databaseUrl: string | undefined): Promise<Result[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-bench-'));
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    db = await openDatabase({ dataDir, databaseUrl });
    // Every bench client shares one loopback address: per-client limits are raised as for the end-to-end server.
    const api = {
      db,
      lenders: await LenderDirectory.load(),
      tokens: new TokenSigner(randomBytes(32)),
      sandbox: true,
      clientLimitScale: 1000,
    };
    app = await buildServer({ distDir: null, api });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const register = () =>
      post(`/identity/api/v1/registration/register?organization=${ORG}`, {
        email: `bench.${randomUUID()}@example.com`,
        password: TEST_PASSWORD,
        phoneNumber: '4155550123',
      });
    const createHeloc = (jwt: string) => post(CREATE_HELOC_PATH, helocBody(), { ...bearer(jwt), 'idempotency-key': randomUUID() });

    const results: Result[] = [];
    for (const concurrency of CONCURRENCY) results.push(await run('registration', concurrency, register));

    // Untimed: one fresh borrower per create-HELOC request (a borrower may have one active application).
    const applications: { jwt: string; uuid: string }[] = [];
    for (const concurrency of CONCURRENCY) {
      const borrowers = await inBatches(REQUESTS['create-HELOC'][concurrency as 1 | 10 | 50], () => registerBorrower(app!, ORG));
      results.push(
        await run('create-HELOC', concurrency, async (i) => {
          const res = await createHeloc(borrowers[i]!.jwt);
          if (res.status === 201)
            applications.push({ jwt: borrowers[i]!.jwt, uuid: ((await res.clone().json()) as { uuid: string }).uuid });
          return res;
        }),
      );
    }
    // The create-HELOC errors are already counted; with no application there is nothing to poll.
    if (applications.length === 0) console.error('No application was created: status polling skipped.');
    for (const concurrency of applications.length > 0 ? CONCURRENCY : []) {
      results.push(
        await run('status polling', concurrency, (i) => {
          const { jwt, uuid } = applications[i % applications.length]!;
          return fetch(`${base}${STATUS_PATH}/${uuid}/status`, { headers: bearer(jwt) });
        }),
      );
    }
    return results;
  } finally {
    await app?.close();
    await db?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `count` calls of `task`, a few at a time (scrypt runs on libuv's four threads). */
async function inBatches<T>(count: number, task: () => Promise<T>, size = 4): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, task))));
  return out;
}

function printTable(title: string, results: Result[]): void {
  const header = ['scenario', 'concurrency', 'requests', 'rps', 'p50 ms', 'p99 ms', 'errors'];
  const rows = results.map((r) =>
    [r.scenario, r.concurrency, r.requests, r.rps.toFixed(1), r.p50.toFixed(1), r.p99.toFixed(1), r.errors].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.firstError) console.log(`  ${r.scenario} @ ${r.concurrency}: ${r.errors} errors, first: ${r.firstError}`);
}

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, processes: { type: 'string' } } });
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;

console.log(`Sandbox API benchmark: Node ${process.version}, ${os.availableParallelism()} CPUs`);
let failed = false;
if (values.processes !== undefined) {
  const processes = Number(values.processes);
  if (!Number.isInteger(processes) || processes < 1 || processes > 16)
    throw new Error(`--processes takes a whole number from 1 to 16, not '${values.processes}'`);
  // The database URL, when given, must allow CREATE DATABASE: each fleet gets a fresh one.
  const results = await benchFleet(processes, values['database-url']);
  printFleetTable(results);
  failed = results.some((r) => r.errors > 0);
} else {
  const targets: [string, string | undefined][] = [['Embedded database (PGlite)', undefined]];
  if (databaseUrl) targets.push([`PostgreSQL (${new URL(databaseUrl).host})`, databaseUrl]);
  for (const [title, url] of targets) {
    const results = await benchmark(url);
    printTable(title, results);
    failed ||= results.some((r) => r.errors > 0);
  }
}
process.exitCode = failed ? 1 : 0;
