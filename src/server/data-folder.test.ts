import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDataFolder, dataFolderError } from './data-folder';
import { StartUpError } from './start-up-error';

let work: string;
let dataDir: string;
const lockFile = () => path.join(dataDir, 'server.lock');
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** A process id that no process has any more. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not run node');
  return pid;
}

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'heloc-data-folder-'));
  dataDir = path.join(work, 'data');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(work, { recursive: true, force: true });
});

describe('claimDataFolder', () => {
  it('goes on when a file it listed is gone before it is made private, as another process of a fleet renames its own', async () => {
    await mkdir(dataDir, { recursive: true });
    const names = Array.from({ length: 2000 }, (_, index) => `outbox-key.${index}`);
    await Promise.all(names.map((name) => writeFile(path.join(dataDir, name), '', { mode: 0o666 })));
    const order = await readdir(dataDir);
    const claim = claimDataFolder(dataDir, { exclusive: false });
    // Once the first file it listed is private it has read the folder: the last files go while it works.
    while ((await modeOf(path.join(dataDir, order[0]!))) !== 0o600) await new Promise(setImmediate);
    await Promise.all(order.slice(1000).map((name) => rm(path.join(dataDir, name), { force: true })));
    await expect(claim).resolves.toBeDefined();
    expect(await modeOf(path.join(dataDir, order[999]!))).toBe(0o600);
  });

  it('creates the folder for its user only and locks it with this process id', async () => {
    dataDir = path.join(dataDir, 'nested');
    const folder = await claimDataFolder(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(await modeOf(lockFile())).toBe(0o600);
    folder.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes group and other permissions off what an older version left, without following links out of the folder', async () => {
    const outside = path.join(work, 'outside.txt');
    await writeFile(outside, 'not ours');
    await chmod(outside, 0o644);
    await mkdir(path.join(dataDir, 'pglite', 'base'), { recursive: true });
    await writeFile(path.join(dataDir, 'token-secret'), 'x'.repeat(43));
    await writeFile(path.join(dataDir, 'pglite', 'base', 'table'), 'rows');
    await symlink(outside, path.join(dataDir, 'pglite', 'link'));
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'pglite'), 0o777);
    await chmod(path.join(dataDir, 'pglite', 'base'), 0o755);
    await chmod(path.join(dataDir, 'token-secret'), 0o644);
    await chmod(path.join(dataDir, 'pglite', 'base', 'table'), 0o666);

    const folder = await claimDataFolder(dataDir);
    folder.release();

    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'pglite', 'base'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'token-secret'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'pglite', 'base', 'table'))).toBe(0o600);
    expect(await modeOf(outside)).toBe(0o644);
  });

  it('takes group and other permissions off again when asked, for files given their mode after the claim', async () => {
    const folder = await claimDataFolder(dataDir);
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17');
    await chmod(path.join(dataDir, 'PG_VERSION'), 0o666);
    await folder.makePrivate();
    folder.release();
    expect(await modeOf(path.join(dataDir, 'PG_VERSION'))).toBe(0o600);
  });

  it('refuses a folder another live process holds, naming the folder and that process, and leaves its lock alone', async () => {
    await mkdir(dataDir);
    await writeFile(lockFile(), String(process.ppid));
    const claim = claimDataFolder(dataDir);
    await expect(claim).rejects.toBeInstanceOf(StartUpError);
    await expect(claim).rejects.toThrow(dataDir);
    await expect(claim).rejects.toThrow(`process ${process.ppid}`);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('counts a process it may not signal (EPERM) as alive', async () => {
    await mkdir(dataDir);
    await writeFile(lockFile(), '4242');
    vi.spyOn(process, 'kill').mockImplementation(() => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    });
    await expect(claimDataFolder(dataDir)).rejects.toThrow('process 4242');
  });

  it('refuses a lock it cannot read a process from, naming the lock file to delete', async () => {
    await mkdir(dataDir);
    await writeFile(lockFile(), '');
    await expect(claimDataFolder(dataDir)).rejects.toThrow(new RegExp(`${lockFile()}.*delete`));
  });

  it('takes over a lock whose process is gone, or that names this very process (a restarted container)', async () => {
    await mkdir(dataDir);
    for (const stale of [deadPid(), process.pid]) {
      await writeFile(lockFile(), String(stale));
      const folder = await claimDataFolder(dataDir);
      expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
      folder.release();
    }
  });

  it('releases only its own lock', async () => {
    const folder = await claimDataFolder(dataDir);
    await writeFile(lockFile(), String(process.ppid));
    folder.release();
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.ppid));
  });
});

describe('claimDataFolder for a fleet on PostgreSQL (not exclusive)', () => {
  it('makes the folder private without locking it, so several processes may share it', async () => {
    const first = await claimDataFolder(dataDir, { exclusive: false });
    const second = await claimDataFolder(dataDir, { exclusive: false });
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(existsSync(lockFile())).toBe(false);
    first.release();
    second.release();
  });

  it('does not refuse, nor touch, the lock of a server on the embedded database', async () => {
    await mkdir(dataDir);
    await writeFile(lockFile(), String(process.ppid));
    const folder = await claimDataFolder(dataDir, { exclusive: false });
    folder.release();
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.ppid));
  });
});

describe('a data folder the server cannot use', () => {
  const isRoot = process.getuid?.() === 0;

  it('is refused in plain words when it is a file, or under one', async () => {
    await mkdir(work, { recursive: true });
    const file = path.join(work, 'a-file');
    await writeFile(file, '');
    for (const dir of [file, path.join(file, 'data')]) {
      const claim = claimDataFolder(dir);
      await expect(claim).rejects.toBeInstanceOf(StartUpError);
      await expect(claim).rejects.toThrow(new RegExp(`The data folder ${dir} is not a folder .*Point DATA_DIR at a folder`));
    }
  });

  // Root writes through permissions; start-up.test.ts runs the server as another user for that case.
  it.skipIf(isRoot)('is refused in plain words when it cannot be made in a read-only folder', async () => {
    const readOnly = path.join(work, 'read-only');
    await mkdir(readOnly, { mode: 0o500 });
    const dir = path.join(readOnly, 'data');
    const claim = claimDataFolder(dir);
    await expect(claim).rejects.toBeInstanceOf(StartUpError);
    await expect(claim).rejects.toThrow(
      new RegExp(`The data folder ${dir} cannot be written by the user this server runs as \\(EACCES.*chown`),
    );
    await chmod(readOnly, 0o700);
  });

  it.runIf(existsSync('/sys/kernel'))('is refused in plain words on a file system nobody may write (sysfs), even as root', async () => {
    const dir = `/sys/heloc-data-${process.pid}`;
    await expect(claimDataFolder(dir)).rejects.toThrow(
      new RegExp(`The data folder ${dir} (cannot be written|is on a read-only file system)`),
    );
  });

  it.runIf(existsSync('/dev/full'))('says a full disk is full, and what to do, from the error the system gives', async () => {
    const full = await writeFile('/dev/full', 'x').then(
      () => null,
      (error: unknown) => error,
    );
    expect(full).toMatchObject({ code: 'ENOSPC' });
    const refusal = dataFolderError(full, '/srv/heloc');
    expect(refusal).toBeInstanceOf(StartUpError);
    expect((refusal as Error).message).toMatch(/^The disk holding the data folder \/srv\/heloc is full \(ENOSPC\)\. Free some space/);
    const quota = Object.assign(new Error('EDQUOT: disk quota exceeded'), { code: 'EDQUOT', path: '/srv/heloc/token-secret' });
    expect((dataFolderError(quota, '/srv/heloc') as Error).message).toContain('is full (EDQUOT at /srv/heloc/token-secret)');
  });

  it("reads the embedded database's error numbers (WASI's, with no code) as Node's", () => {
    // As PGlite throws them: no Error, no code.
    const pglite = (errno: number) => ({ name: 'ErrnoError', errno });
    expect((dataFolderError(pglite(2), '/d') as Error).message).toMatch(/^The data folder \/d cannot be written .*\(EACCES\)/);
    expect((dataFolderError(pglite(69), '/d') as Error).message).toMatch(/read-only file system \(EROFS\)/);
    expect((dataFolderError(pglite(51), '/d') as Error).message).toMatch(/is full \(ENOSPC\)/);
  });

  it('passes any other error on as it was', () => {
    const other = Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
    expect(dataFolderError(other, '/d')).toBe(other);
    const refusal = new StartUpError('already plain');
    expect(dataFolderError(refusal, '/d')).toBe(refusal);
    const missing = { name: 'ErrnoError', errno: 44 };
    expect(dataFolderError(missing, '/d')).toBe(missing);
  });
});
