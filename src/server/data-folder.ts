// The server's data folder (DATA_DIR): private to the server's user, and one server's at a time. Two servers on
// one PGlite folder each lose the other's writes, and the folder holds the token secret whatever the database.
import { readFileSync, unlinkSync } from 'node:fs';
import { chmod, lstat, mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { StartUpError } from './start-up-error';

const LOCK_FILE = 'server.lock';

export interface DataFolder {
  /**
   * Takes group and other permissions off everything in the folder again. PGlite sets the modes of the files it
   * unpacks itself (0666), whatever the umask: call this once the database is open.
   */
  makePrivate(): Promise<void>;
  /** Removes the lock if it is still this process's; safe to call twice, and from an 'exit' handler. */
  release(): void;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Creates the folder (or tightens an existing one) for the server's user only and locks it with a file holding
 * this process's id. Refuses, with a StartUpError, a folder that a live process holds.
 */
export async function claimDataFolder(dir: string): Promise<DataFolder> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const lockFile = path.join(dir, LOCK_FILE);
  await lock(dir, lockFile);
  await makePrivate(dir);
  return { makePrivate: () => makePrivate(dir), release: () => release(lockFile) };
}

async function lock(dir: string, lockFile: string): Promise<void> {
  // A second pass follows the removal of a stale lock; a third, a holder that let go while we looked.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      try {
        await handle.writeFile(String(process.pid));
      } finally {
        await handle.close();
      }
      return;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const holder = await readHolder(lockFile);
    if (holder === 'gone') continue;
    if (holder === null) {
      throw new StartUpError(
        `The data folder ${dir} is locked by ${lockFile}, which names no process. If no server is using this folder, delete that file and start again.`,
      );
    }
    if (isAlive(holder)) {
      throw new StartUpError(
        `The data folder ${dir} is in use by another server (process ${holder}). Stop that server first, or give this one its own folder with DATA_DIR. If process ${holder} is not a server, delete ${lockFile} and start again.`,
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new StartUpError(
    `Could not lock the data folder ${dir}: another server keeps taking it. Stop the other servers using it and start again.`,
  );
}

/** The holder's process id; null when the file names none; 'gone' when the holder removed it meanwhile. */
async function readHolder(lockFile: string): Promise<number | null | 'gone'> {
  try {
    const text = (await readFile(lockFile, 'utf8')).trim();
    return /^[1-9]\d*$/.test(text) ? Number(text) : null;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'gone';
    throw error;
  }
}

function isAlive(pid: number): boolean {
  // Our own id in the lock is a previous life of this server: a restarted container starts with the same pid.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    if (errorCode(error) === 'EPERM') return true;
    if (errorCode(error) === 'ESRCH') return false;
    throw error;
  }
}

/** Takes group and other permissions off everything in dir. Links are skipped: chmod would follow them out. */
async function makePrivate(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const entryPath = path.join(dir, entry.name);
    const { mode } = await lstat(entryPath);
    if (mode & 0o077) await chmod(entryPath, mode & 0o700);
    if (entry.isDirectory()) await makePrivate(entryPath);
  }
}

function release(lockFile: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}
