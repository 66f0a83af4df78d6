// `npm run bench:api -- --processes N`: the API on PostgreSQL behind nginx with 1 and with N server
// processes (src/server/testing/fleet.ts), for registration, login, create-HELOC and the status poll:
// requests per second, and the servers' CPU milliseconds per request (Node, and PostgreSQL's when the
// bench started it), read from /proc before and after each phase. CPU per request is the figure to
// compare on a shared machine; throughput moves with whatever else runs.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/config';
import { CREATE_HELOC_PATH, STATUS_PATH } from '../../src/server/routes/applications';
import { bearer, helocBody, SET_PASSWORD_DISCLOSURES, TEST_PASSWORD } from '../../src/server/testing/borrower';
import { startFleet, type Fleet } from '../../src/server/testing/fleet';
import { startPostgres, type PostgresServer } from '../../src/server/testing/postgres-server';
import { processCpuMs, processTreeCpuMs } from './cpu-time';
import { driveRequests } from './drive-requests';

const ORG = 'NORTHSTAR';
/** Clients at once: enough to keep every process of a small fleet busy. */
const CONCURRENCY = 16;
/** Requests per phase: registration and login are scrypt-bound (about 200 ms of CPU each), so few. */
const REQUESTS = { registration: 40, login: 40, 'create-HELOC': 40, 'status poll': 2000 } as const;
type Phase = keyof typeof REQUESTS;

export interface FleetResult {
  processes: number;
  phase: Phase;
  requests: number;
  rps: number;
  /** The server processes' CPU per request, ms. */
  nodeCpu: number;
  /** PostgreSQL's (server and backends) per request, ms; undefined when the bench did not start it. */
  postgresCpu?: number;
  errors: number;
  firstError?: string;
}

/** A client address of its own per request, believed from nginx (TRUST_PROXY), so no per-client limit is shared. */
const clientAddress = () => {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
};

async function measure(
  fleet: Fleet,
  postgres: PostgresServer | undefined,
  phase: Phase,
  request: (i: number) => Promise<Response>,
): Promise<FleetResult> {
  const count = REQUESTS[phase];
  const nodeCpu = () => fleet.processes.reduce((sum, server) => sum + processCpuMs(server.pid), 0);
  const postgresCpu = () => (postgres ? processTreeCpuMs(postgres.pid) : 0);
  const [node0, pg0] = [nodeCpu(), postgresCpu()];
  const { seconds, errors, firstError } = await driveRequests(count, CONCURRENCY, request);
  const [node1, pg1] = [nodeCpu(), postgresCpu()];
  return {
    processes: fleet.processes.length,
    phase,
    requests: count,
    rps: count / seconds,
    nodeCpu: (node1 - node0) / count,
    ...(postgres ? { postgresCpu: (pg1 - pg0) / count } : {}),
    errors,
    firstError,
  };
}

async function benchOne(adminUrl: string, postgres: PostgresServer | undefined, processes: number): Promise<FleetResult[]> {
  // Production's password hashing (scrypt 2^15), so login and registration cost what they cost in use.
  // The limits are raised as for the end-to-end server, in case the servers do not believe X-Forwarded-For.
  const fleet = await startFleet({
    adminUrl,
    processes,
    distDir: path.resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist'),
    env: { CLIENT_LIMIT_SCALE: '1000' },
  });
  try {
    const send = (url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      fetch(fleet.url + url, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { 'x-forwarded-for': clientAddress(), 'content-type': 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    const emails = Array.from({ length: REQUESTS.registration }, () => `bench.${randomUUID()}@example.com`);
    const jwts: string[] = [];
    const applications: Array<{ uuid: string; jwt: string }> = [];
    const results: FleetResult[] = [];
    results.push(
      await measure(fleet, postgres, 'registration', async (i) => {
        const res = await send(`/identity/api/v1/registration/register?organization=${ORG}`, {
          body: { email: emails[i], password: TEST_PASSWORD, phoneNumber: '4155550123' },
        });
        if (res.ok) jwts[i] = ((await res.clone().json()) as { jwt: string }).jwt;
        return res;
      }),
    );
    results.push(
      await measure(fleet, postgres, 'login', (i) =>
        send(`/identity/api/v1/login?organization=${ORG}`, { body: { email: emails[i], password: TEST_PASSWORD } }),
      ),
    );
    const registered = jwts.filter(Boolean);
    results.push(
      await measure(fleet, postgres, 'create-HELOC', async (i) => {
        const jwt = registered[i % registered.length]!;
        const res = await send(CREATE_HELOC_PATH, {
          body: { ...helocBody(), disclosuresShown: SET_PASSWORD_DISCLOSURES },
          headers: { ...bearer(jwt), 'idempotency-key': randomUUID() },
        });
        if (res.status === 201) applications.push({ uuid: ((await res.clone().json()) as { uuid: string }).uuid, jwt });
        return res;
      }),
    );
    if (applications.length > 0) {
      // Each application polled by its owner, as the app polls a waiting status.
      results.push(
        await measure(fleet, postgres, 'status poll', (i) => {
          const { uuid, jwt } = applications[i % applications.length]!;
          return send(`${STATUS_PATH}/${uuid}/status`, { headers: bearer(jwt) });
        }),
      );
    } else console.error('No application was created: the status poll is not measured.');
    return results;
  } finally {
    await fleet.stop();
  }
}

/** Runs the phases on a fleet of 1 and of `processes`; PostgreSQL is `adminUrl`'s, else one started for the bench. */
export async function benchFleet(processes: number, adminUrl?: string): Promise<FleetResult[]> {
  const distDir = path.resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No web build in ${distDir}: run \`npm run build\` first.`);
  const postgres = adminUrl ? undefined : await startPostgres();
  const onExit = () => postgres?.stopSync();
  process.once('exit', onExit);
  try {
    const results: FleetResult[] = [];
    for (const count of [...new Set([1, processes])]) results.push(...(await benchOne(adminUrl ?? postgres!.url, postgres, count)));
    return results;
  } finally {
    await postgres?.stop();
    process.off('exit', onExit);
  }
}

export function printFleetTable(results: FleetResult[]): void {
  const header = ['processes', 'phase', 'requests', 'rps', 'node CPU ms/req', 'PostgreSQL CPU ms/req', 'errors'];
  const rows = results.map((r) =>
    [r.processes, r.phase, r.requests, r.rps.toFixed(1), r.nodeCpu.toFixed(2), r.postgresCpu?.toFixed(2) ?? 'n/a', r.errors].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nPostgreSQL behind nginx, ${CONCURRENCY} clients at once\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.firstError) console.log(`  ${r.phase} on ${r.processes}: ${r.errors} errors, first: ${r.firstError}`);
}
