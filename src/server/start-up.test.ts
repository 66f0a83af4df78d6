// The real server process: where it listens, what it refuses at start-up and what it leaves in its data folder.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess, WARN } from './testing/server-process';
import { TEST_PASSWORD, uniqueEmail } from './testing/borrower';

let work: string;
let dist: string;
const servers: ServerProcess[] = [];

function start(dataDir: string, env: Record<string, string> = {}, user: { uid: number; gid: number } | null = null): ServerProcess {
  const server = new ServerProcess({ DATA_DIR: dataDir, DIST_DIR: dist, ...env }, user);
  servers.push(server);
  return server;
}

/** Paths under `dir` (and `dir` itself) that its group or other users may use. */
async function sharedPaths(dir: string): Promise<string[]> {
  const shared = ((await lstat(dir)).mode & 0o077) === 0 ? [] : [dir];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) shared.push(...(await sharedPaths(entryPath)));
    else if (((await lstat(entryPath)).mode & 0o077) !== 0) shared.push(entryPath);
  }
  return shared;
}

/** A process id that no process has any more. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not run node');
  return pid;
}

/**
 * These processes use the embedded database whatever the stage, so they run once, in the unit stage; the
 * stage on PostgreSQL runs only what starts a server on it.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

const refusedWithoutStack = (server: ServerProcess) => expect(server.stderr).not.toMatch(/^\s+at /m);

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'heloc-start-up-'));
  // Readable by the other user some tests run the server as; each data folder is made private by the server.
  await chmod(work, 0o755);
  dist = path.join(work, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>HELOC</title>');
  await chmod(dist, 0o755);
  await chmod(path.join(dist, 'index.html'), 0o644);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(ON_POSTGRES)('servers that start', () => {
  let dataDir: string;
  let first: ServerProcess;
  let origin: string;

  // One server as `npm start` runs it; the tests below follow on from each other, to start as few as they can.
  beforeAll(async () => {
    dataDir = path.join(work, 'shared-data');
    // What an older version or a crash left behind: files for everyone to read and a lock whose process is gone.
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'pglite'), 0o777);
    await writeFile(path.join(dataDir, 'pglite', 'left-over'), 'old data');
    await chmod(path.join(dataDir, 'pglite', 'left-over'), 0o666);
    await writeFile(path.join(dataDir, 'server.lock'), String(deadPid()));
    first = start(dataDir);
    origin = await first.ready();
  }, 90_000);

  it('takes over a lock left by a process that is gone and holds the folder under its own pid', async () => {
    expect((await readFile(path.join(dataDir, 'server.lock'), 'utf8')).trim()).toBe(String(first.pid));
  });

  it('listens on the loopback interface only, without the exposure warning, by default in sandbox mode', () => {
    const hosts = first.listeningAt().map((url) => new URL(url).hostname);
    expect(hosts.length).toBeGreaterThan(0);
    expect(hosts.every((host) => host === '127.0.0.1' || host === '[::1]')).toBe(true);
    expect(first.logs.filter((line) => line.level >= WARN)).toEqual([]);
  });

  it('prints the outbox page’s link with the key it made in the data folder, which opens the outbox', async () => {
    const printed = new URL(String((await first.waitForLog((line) => line.msg === 'outbox')).url));
    const key = await readFile(path.join(dataDir, 'outbox-key'), 'utf8');
    expect(printed.href).toBe(`http://localhost:${new URL(origin).port}/account/heloc/sandbox/outbox?key=${key}`);
    const opened = await fetch(`${origin}${printed.pathname}${printed.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    const lookUp = (headers: Record<string, string>) => fetch(`${origin}/sandbox/api/v1/outbox?email=someone%40example.com`, { headers });
    expect((await lookUp({})).status).toBe(401);
    expect((await lookUp({ cookie })).status).toBe(200);
    expect((await lookUp({ 'x-outbox-key': key })).status).toBe(200);
  });

  it('keeps the data folder and everything in it private to its user, even started with umask 000', async () => {
    const registration = await fetch(`${origin}/identity/api/v1/registration/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('start-up'), password: TEST_PASSWORD, phoneNumber: '4155550123' }),
    });
    expect(registration.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'token-secret'))).toBe(true);
    expect(await sharedPaths(dataDir)).toEqual([]);
  });

  it('refuses a second server on the same folder, naming the folder and the first server, which keeps serving', async () => {
    // The lock comes before the embedded database opens, so the second never opens it.
    const second = start(dataDir);
    expect(await second.exit()).toBe(1);
    expect(second.stderr).toContain(dataDir);
    expect(second.stderr).toContain(String(first.pid));
    refusedWithoutStack(second);
    expect((await fetch(`${origin}/account/heloc/healthz`)).status).toBe(200);
    expect((await readFile(path.join(dataDir, 'server.lock'), 'utf8')).trim()).toBe(String(first.pid));
  }, 30_000);

  it('removes its lock when stopped', async () => {
    first.signal('SIGTERM');
    expect(await first.exit()).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('starts again on the folder, warning that the sandbox controls are reachable from other machines when HOST opens it', async () => {
    // A fleet's shared key, from the environment, over the one in the folder.
    const open = start(dataDir, { HOST: '0.0.0.0', SANDBOX_OUTBOX_KEY: 'the-fleet-outbox-key-0123' });
    const port = new URL(await open.ready()).port;
    expect((await open.waitForLog((line) => line.msg === 'outbox')).url).toBe(
      `http://localhost:${port}/account/heloc/sandbox/outbox?key=the-fleet-outbox-key-0123`,
    );
    const lookUp = (key: string) =>
      fetch(`http://localhost:${port}/sandbox/api/v1/outbox?email=someone%40example.com`, { headers: { 'x-outbox-key': key } });
    expect((await lookUp('the-fleet-outbox-key-0123')).status).toBe(200);
    expect((await lookUp(await readFile(path.join(dataDir, 'outbox-key'), 'utf8'))).status).toBe(401);
    const warnings = open.logs.filter((line) => line.level === WARN);
    expect(warnings.map((line) => line.msg)).toEqual([expect.stringMatching(/sandbox controls .*other machines/i)]);
    expect(warnings[0]?.addresses).toEqual([expect.stringMatching(/^http:\/\/0\.0\.0\.0:\d+$/)]);
    open.signal('SIGTERM');
    expect(await open.exit()).toBe(0);
  }, 90_000);
});

describe.skipIf(ON_POSTGRES)('outbox key', () => {
  it('refuses a short SANDBOX_OUTBOX_KEY, saying what to do, before opening the database', async () => {
    const dataDir = path.join(work, 'short-outbox-key');
    const refused = start(dataDir, { SANDBOX_OUTBOX_KEY: 'short' });
    expect(await refused.exit()).toBe(1);
    expect(refused.stderr).toMatch(/SANDBOX_OUTBOX_KEY is too short: it must be at least 16 characters/);
    refusedWithoutStack(refused);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 30_000);
});

describe.skipIf(ON_POSTGRES)('token secret', () => {
  it('refuses a short TOKEN_SECRET or an empty token-secret file, saying which and what to do, before opening the database', async () => {
    const fromEnvDir = path.join(work, 'short-env-secret');
    const fromFileDir = path.join(work, 'empty-secret-file');
    await mkdir(fromFileDir);
    await writeFile(path.join(fromFileDir, 'token-secret'), '');

    const fromEnv = start(fromEnvDir, { TOKEN_SECRET: 'a' });
    const fromFile = start(fromFileDir);
    expect(await fromEnv.exit()).toBe(1);
    expect(await fromFile.exit()).toBe(1);

    expect(fromEnv.stderr).toMatch(/TOKEN_SECRET .*at least 32 bytes/);
    expect(fromFile.stderr).toContain(path.join(fromFileDir, 'token-secret'));
    expect(fromFile.stderr).toMatch(/at least 32 bytes.*delete/is);
    refusedWithoutStack(fromEnv);
    refusedWithoutStack(fromFile);
    expect(await readFile(path.join(fromFileDir, 'token-secret'), 'utf8')).toBe('');
    expect(existsSync(path.join(fromEnvDir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(fromFileDir, 'pglite'))).toBe(false);
    // A refusal lets go of the folder.
    expect(existsSync(path.join(fromEnvDir, 'server.lock'))).toBe(false);
  }, 30_000);
});

describe('settings', () => {
  it.skipIf(ON_POSTGRES)(
    'refuses DATABASE_URL without TOKEN_SECRET, saying to set it for every server, before reaching the database',
    async () => {
      const dataDir = path.join(work, 'no-shared-secret');
      const server = start(dataDir, { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/never' });
      expect(await server.exit()).toBe(1);
      expect(server.stderr).toMatch(/TOKEN_SECRET must be set when DATABASE_URL is.*every server/);
      refusedWithoutStack(server);
      expect(existsSync(path.join(dataDir, 'token-secret'))).toBe(false);
    },
    30_000,
  );

  it.skipIf(ON_POSTGRES)(
    'refuses a TRUST_PROXY or DATABASE_POOL_SIZE it cannot read, naming the setting',
    async () => {
      const trustProxy = start(path.join(work, 'bad-trust-proxy'), { TRUST_PROXY: 'the balancer' });
      const poolSize = start(path.join(work, 'bad-pool-size'), { DATABASE_POOL_SIZE: '0' });
      expect(await trustProxy.exit()).toBe(1);
      expect(await poolSize.exit()).toBe(1);
      expect(trustProxy.stderr).toMatch(/^TRUST_PROXY has 'the balancer'/);
      expect(poolSize.stderr).toMatch(/^DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not '0'/);
      refusedWithoutStack(trustProxy);
      refusedWithoutStack(poolSize);
    },
    30_000,
  );

  // A fleet on one machine may share a folder on PostgreSQL: the lock guards the embedded database only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets two servers on PostgreSQL with one TOKEN_SECRET share a data folder, neither locking it',
    async () => {
      const dataDir = path.join(work, 'fleet-data');
      const env = { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', TOKEN_SECRET: 'fleet-secret-'.repeat(4) };
      const [first, second] = [start(dataDir, env), start(dataDir, env)];
      const origins = await Promise.all([first.ready(), second.ready()]);
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      for (const origin of origins) expect((await fetch(`${origin}/account/heloc/healthz`)).status).toBe(200);
      for (const server of [first, second]) server.signal('SIGTERM');
      expect([await first.exit(), await second.exit()]).toEqual([0, 0]);
    },
    90_000,
  );
});

describe.skipIf(ON_POSTGRES)('a data folder the server cannot write', () => {
  // Root writes through permissions, so as root the server runs as nobody, for whom they hold.
  const NOBODY = { uid: 65_534, gid: 65_534 };
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? NOBODY : null;
  /** Makes `dir` the server user's, as it would be had that user made it. */
  const ownByServer = async (dir: string) => {
    if (asRoot) await chown(dir, NOBODY.uid, NOBODY.gid);
  };

  it('refuses a folder it may not write, naming it and saying what to do, without a stack trace', async () => {
    // As root: a folder of root's, which nobody may not write. Otherwise: one to be made in a read-only folder.
    const parent = path.join(work, 'read-only-parent');
    await mkdir(parent, { mode: 0o755 });
    const dataDir = asRoot ? parent : path.join(parent, 'data');
    if (!asRoot) await chmod(parent, 0o500);
    const server = start(dataDir, {}, user);
    expect(await server.exit()).toBe(1);
    expect(server.stderr).toContain(`The data folder ${dataDir} cannot be written by the user this server runs as`);
    expect(server.stderr).toMatch(/chown.*DATA_DIR/);
    refusedWithoutStack(server);
    await chmod(parent, 0o755);
  }, 30_000);

  it('refuses an embedded database it may not write in plain words, and lets go of the folder', async () => {
    const dataDir = path.join(work, 'read-only-database');
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await ownByServer(dataDir);
    await ownByServer(path.join(dataDir, 'pglite'));
    await chmod(dataDir, 0o700);
    await chmod(path.join(dataDir, 'pglite'), 0o500);
    const server = start(dataDir, {}, user);
    expect(await server.exit()).toBe(1);
    expect(server.stderr).toContain(`The data folder ${dataDir} cannot be written by the user this server runs as (EACCES`);
    refusedWithoutStack(server);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
