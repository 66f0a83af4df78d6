import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDataFolder } from './data-folder';
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
