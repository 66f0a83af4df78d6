// A fleet as a lender would run one: several server processes (src/server/main.ts), each with its own
// data folder, on one fresh PostgreSQL database, with one token secret and one outbox key, behind
// nginx round robin. Used by the fleet stage (tests/fleet/) and `npm run bench:api -- --processes N`.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { startNginx, type NginxBalancer } from './nginx-balancer';
import { ServerProcess } from './server-process';

export interface FleetOptions {
  /** A PostgreSQL URL whose role may create databases; the fleet gets a database of its own on that server. */
  adminUrl: string;
  processes: number;
  /** The web build the servers serve (main.ts refuses to start without one). */
  distDir: string;
  /** More environment for every process (PASSWORD_HASH_COST, CLIENT_LIMIT_SCALE, …). */
  env?: Record<string, string>;
}

export interface Fleet {
  /** nginx's address: every request of a fleet test goes through it. */
  url: string;
  /** Each process's own address (host:port), as X-Upstream names it. */
  upstreams: string[];
  processes: ServerProcess[];
  nginx: NginxBalancer;
  /** The key every process accepts for the sandbox outbox (X-Outbox-Key). */
  outboxKey: string;
  databaseUrl: string;
  stop(): Promise<void>;
  /** Kills what is left, for an exit handler. */
  stopSync(): void;
}

/** The same server, another database. */
const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

export async function startFleet({ adminUrl, processes: count, distDir, env = {} }: FleetOptions): Promise<Fleet> {
  const name = `fleet_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(adminUrl, name);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'heloc-fleet-'));
  // Migrated once before the processes start, as a deployment migrates before it rolls out.
  const db = await openDatabase({ databaseUrl, dataDir: folder });
  await db.destroy();

  const outboxKey = randomBytes(24).toString('base64url');
  const shared = {
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: randomBytes(48).toString('base64'),
    SANDBOX_OUTBOX_KEY: outboxKey,
    // nginx and the tests are on loopback: the balancer's X-Forwarded-For is believed, a stranger's would not be.
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
    SERVER_RENDER: '0',
    ...env,
  };
  const processes = Array.from(
    { length: count },
    (_, i) => new ServerProcess({ ...shared, DATA_DIR: path.join(folder, `process-${i + 1}`) }),
  );
  let nginx: NginxBalancer | undefined;
  const stopSync = () => {
    nginx?.stopSync();
    for (const server of processes) server.signal('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  const stop = async () => {
    await nginx?.stop();
    for (const server of processes) server.signal('SIGTERM');
    await Promise.all(processes.map((server) => server.exit().catch(() => server.kill())));
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const addresses = await Promise.all(processes.map((server) => server.ready(90_000)));
    const upstreams = addresses.map((address) => new URL(address).host);
    nginx = await startNginx(upstreams);
    return { url: nginx.url, upstreams, processes, nginx, outboxKey, databaseUrl, stop, stopSync };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
