// The server's data folder (DATA_DIR): private to the server's user, and, for the embedded database, one server's
// at a time: two servers on one PGlite folder each lose the other's writes. On PostgreSQL the folder holds only
// what processes may share (docs/decisions.md, 'The data folder of a fleet'), so it is not locked.
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

/** PGlite's file system reports WASI error numbers (errno, no code) for what Node names EACCES and so on. */
const WASI_ERRORS: Readonly<Record<number, string>> = { 2: 'EACCES', 19: 'EDQUOT', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS' };

/** Node's error code; for PGlite's ErrnoError (an object that is no Error), the code its errno stands for. */
function systemErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errno, name } = error as NodeJS.ErrnoException;
  if (typeof code === 'string') return code;
  return name === 'ErrnoError' && typeof errno === 'number' ? WASI_ERRORS[errno] : undefined;
}

/**
 * A folder the server cannot write, or a full disk, as a StartUpError saying which folder, what is wrong and what
 * to do; any other error as it was. For errors met writing in the data folder `dir`.
 */
export function dataFolderError(error: unknown, dir: string): unknown {
  const code = systemErrorCode(error);
  const where = (error as NodeJS.ErrnoException).path;
  const detail = `(${code}${where && where !== dir ? ` at ${where}` : ''})`;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return new StartUpError(
        `The data folder ${dir} cannot be written by the user this server runs as ${detail}. Give the folder to that user (chown), or point DATA_DIR at a folder it may write.`,
      );
    case 'EROFS':
      return new StartUpError(
        `The data folder ${dir} is on a read-only file system ${detail}. Point DATA_DIR at a writable folder (in a container, a volume).`,
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return new StartUpError(
        `The disk holding the data folder ${dir} is full ${detail}. Free some space, or point DATA_DIR at a folder on another disk.`,
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return new StartUpError(
        `The data folder ${dir} is not a folder ${detail}. Point DATA_DIR at a folder, or at a path where one may be made.`,
      );
    default:
      return error;
  }
}

export interface ClaimOptions {
  /**
   * Lock the folder against a second server: it holds the embedded database. On PostgreSQL (DATABASE_URL) a fleet's
   * processes may share it.
   */
  exclusive: boolean;
}

/**
 * Creates the folder (or tightens an existing one) for the server's user only and, when exclusive, locks it with a
 * file holding this process's id. Refuses, with a StartUpError, a folder that a live process holds, and one it
 * cannot write or whose disk is full.
 */
export async function claimDataFolder(dir: string, { exclusive }: ClaimOptions = { exclusive: true }): Promise<DataFolder> {
  const lockFile = path.join(dir, LOCK_FILE);
  let locked = false;
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    if (exclusive) await lock(dir, lockFile);
    locked = exclusive;
    await makePrivate(dir);
  } catch (error) {
    if (locked) release(lockFile);
    throw dataFolderError(error, dir);
  }
  return { makePrivate: () => makePrivate(dir), release: () => (exclusive ? release(lockFile) : undefined) };
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

/**
 * Takes group and other permissions off everything in dir. Links are skipped: chmod would follow them
 * out. An entry gone since the folder was read is skipped too: a fleet's processes share the folder on
 * PostgreSQL, and another may have just renamed its temporary file into place (the outbox key).
 */
async function makePrivate(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const entryPath = path.join(dir, entry.name);
    try {
      const { mode } = await lstat(entryPath);
      if (mode & 0o077) await chmod(entryPath, mode & 0o700);
      if (entry.isDirectory()) await makePrivate(entryPath);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
}

function release(lockFile: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}
