// A throwaway PostgreSQL server from Debian's package (/usr/lib/postgresql/<version>/bin), for the
// test stages that need one and the fleet bench: a temp folder, a free port on loopback, trust auth.
// As root the server runs as the `postgres` user (PostgreSQL refuses to run as root), as .ci/run did.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';
/** The role initdb creates: a superuser, so a run may create and drop databases of its own. */
const ROLE = 'heloc';

export interface PostgresServer {
  /** postgres://heloc@127.0.0.1:PORT/postgres */
  url: string;
  /** The postmaster's process id (its backends are its children). */
  pid: number;
  stop(): Promise<void>;
  /** For an exit handler, where nothing asynchronous runs any more. */
  stopSync(): void;
}

/** The newest Debian PostgreSQL's bin folder, or undefined when the package is not installed. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest && path.join(DEBIAN_ROOT, newest, 'bin');
}

const asRoot = () => process.getuid?.() === 0;
/** The command line that runs a PostgreSQL tool as the user that may run it. */
const asPostgres = (bin: string, args: string[]): [string, string[]] =>
  asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`PostgreSQL is not installed (no ${DEBIAN_ROOT}/*/bin/pg_ctl): install Debian's package \`postgresql\`.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'heloc-pg-'));
  const data = path.join(folder, 'data');
  if (asRoot()) {
    await run('chown', ['postgres', folder]);
    await chmod(folder, 0o755);
  }
  const port = await freePort();
  const tool = (name: string, args: string[]) => run(...asPostgres(path.join(bin, name), args));
  await tool('initdb', ['-D', data, '-U', ROLE, '--auth=trust', '--no-sync']);
  // fsync off: a test server's data is thrown away, and a 2-core machine's disk is shared.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  try {
    await tool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
  } catch (error) {
    const log = existsSync(path.join(folder, 'log')) ? readFileSync(path.join(folder, 'log'), 'utf8') : '';
    await rm(folder, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }
  const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let stopped = false;
  return {
    url: `postgres://${ROLE}@127.0.0.1:${port}/postgres`,
    pid,
    async stop() {
      if (stopped) return;
      stopped = true;
      await tool('pg_ctl', ['-D', data, '-m', 'fast', 'stop']).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
    stopSync() {
      if (stopped) return;
      stopped = true;
      try {
        execFileSync(...asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
      } catch {
        // Already gone.
      }
      execFileSync('rm', ['-rf', folder]);
    },
  };
}
