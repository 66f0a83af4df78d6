// The fleet stage's global setup: three server processes on one fresh PostgreSQL database behind
// nginx (src/server/testing/fleet.ts). PostgreSQL is POSTGRES_TEST_URL's (npm test starts one), or
// one started here when the fleet suite runs on its own.
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT } from '../../src/server/config';
import { startFleet, type Fleet } from '../../src/server/testing/fleet';
import { startPostgres, type PostgresServer } from '../../src/server/testing/postgres-server';

export const FLEET_PROCESSES = 3;

declare module 'vitest' {
  export interface ProvidedContext {
    /** nginx's address. */
    fleetUrl: string;
    /** Each process's address (host:port) as nginx's X-Upstream names it. */
    fleetUpstreams: string[];
    fleetOutboxKey: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let postgres: PostgresServer | undefined;
  let fleet: Fleet | undefined;
  // Ctrl-C or a crash of the runner: nothing of the fleet may outlive it.
  const onExit = () => {
    fleet?.stopSync();
    postgres?.stopSync();
  };
  process.once('exit', onExit);
  const started = Date.now();
  try {
    const adminUrl = process.env.POSTGRES_TEST_URL ?? (postgres = await startPostgres()).url;
    fleet = await startFleet({
      adminUrl,
      processes: FLEET_PROCESSES,
      distDir: path.resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist'),
      // Fast scrypt, as the unit tests use (src/server/auth/passwords.ts); every limit at its real value.
      env: { PASSWORD_HASH_COST: '10' },
    });
  } catch (error) {
    onExit();
    throw error;
  }
  console.log(`fleet: ${FLEET_PROCESSES} processes behind ${fleet.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('fleetUrl', fleet.url);
  project.provide('fleetUpstreams', fleet.upstreams);
  project.provide('fleetOutboxKey', fleet.outboxKey);
  return async () => {
    await fleet?.stop();
    await postgres?.stop();
    process.off('exit', onExit);
  };
}
