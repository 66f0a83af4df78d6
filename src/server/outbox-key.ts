// The sandbox outbox's key: the outbox shows reset and invitation links, so it answers only a caller
// holding this key (header X-Outbox-Key, or the cookie its page sets). Like a notebook server's token,
// the server prints the outbox page's link with the key at start; a fleet shares one SANDBOX_OUTBOX_KEY.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { BASE_PATH } from './config';
import { StartUpError } from './start-up-error';

export const OUTBOX_KEY_HEADER = 'x-outbox-key';
/** Set by the server when the outbox page is opened with the right `?key=` (src/server/routes/outbox.ts). */
export const OUTBOX_KEY_COOKIE = 'heloc_outbox_key';
export const OUTBOX_PAGE_PATH = `${BASE_PATH}sandbox/outbox`;
export const OUTBOX_KEY_FILE = 'outbox-key';

/** 16 characters of base64 are 96 bits: anything shorter can be guessed; the generated key has 256. */
const MIN_KEY_CHARS = 16;
/** Characters that travel unchanged in a header, a cookie and (encoded) a URL: base64, base64url, hex. */
const KEY_CHARACTERS = /^[A-Za-z0-9+/=_.~-]+$/;

function usable(key: string, where: string, fix: string): string {
  if (key.length < MIN_KEY_CHARS)
    throw new StartUpError(`${where} is too short: it must be at least ${MIN_KEY_CHARS} characters, and it is ${key.length}. ${fix}`);
  if (!KEY_CHARACTERS.test(key)) throw new StartUpError(`${where} may hold only letters, digits and the characters + / = _ . ~ -. ${fix}`);
  return key;
}

/**
 * SANDBOX_OUTBOX_KEY from the environment (empty counts as unset), else the key kept in the data
 * folder, made once (256 random bits, base64url, readable by its user only). Two processes starting
 * together on one folder end with the same key: the key is written whole to a file of its own and
 * linked into place, which only one of them can do; the other reads the winner's.
 */
export async function loadOutboxKey(dataDir: string, fromEnv = process.env.SANDBOX_OUTBOX_KEY): Promise<string> {
  if (fromEnv)
    return usable(
      fromEnv,
      'SANDBOX_OUTBOX_KEY',
      'Set it to a long random value (for example from `openssl rand -base64 24`), or unset it to use the key kept in the data folder.',
    );
  const file = path.join(dataDir, OUTBOX_KEY_FILE);
  const stored = (await readIfThere(file)) ?? (await create(file));
  return usable(
    stored.trim(),
    `The outbox key in ${file}`,
    'Delete that file and start again to have a new one made, or set SANDBOX_OUTBOX_KEY.',
  );
}

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Makes the key file unless another process just did; either way, the key now in it. */
async function create(file: string): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, key, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(file, 'utf8');
  } finally {
    await rm(draft, { force: true });
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the key, compared in constant time (over digests, so the length leaks nothing either). */
export function isOutboxKey(given: unknown, key: string | undefined): boolean {
  return typeof given === 'string' && key !== undefined && timingSafeEqual(digest(given), digest(key));
}

/**
 * The outbox page's address with the key, as the server prints it at start: on the host the server
 * was told to listen on when that is a name ('localhost' by default, which also keeps the cookie on
 * the host the app is opened at), else the address it listens at ('localhost' for every interface).
 */
export function outboxLink(host: string, address: { address: string; port: number }, key: string): string {
  const listening = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  const name = isIP(host) === 0 ? host : listening;
  const authority = isIP(name) === 6 ? `[${name}]` : name;
  return `http://${authority}:${address.port}${OUTBOX_PAGE_PATH}?${new URLSearchParams({ key }).toString()}`;
}
