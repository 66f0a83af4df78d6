// loadTokenSecret (tokens.ts): where the HMAC key comes from, and the weak keys it refuses.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartUpError } from '../start-up-error';
import { loadTokenSecret } from './tokens';

let dataDir: string;
const secretFile = () => path.join(dataDir, 'token-secret');

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadTokenSecret', () => {
  it('makes a 32-byte secret, readable by its user only, where none exists, and reads the same one back', async () => {
    const made = await loadTokenSecret(dataDir, '');
    expect(made).toHaveLength(32);
    expect((await stat(secretFile())).mode & 0o777).toBe(0o600);
    expect(await loadTokenSecret(dataDir, '')).toEqual(made);
  });

  it('refuses an empty or short token-secret file, naming it, and leaves it as it was', async () => {
    for (const stored of ['', 'c2hvcnQ']) {
      await writeFile(secretFile(), stored);
      const load = loadTokenSecret(dataDir, '');
      await expect(load).rejects.toBeInstanceOf(StartUpError);
      await expect(load).rejects.toThrow(new RegExp(`${secretFile()}.*at least 32 bytes.*[Dd]elete`));
      expect(await readFile(secretFile(), 'utf8')).toBe(stored);
    }
  });

  it('refuses a TOKEN_SECRET under 32 bytes, saying so, and takes one of 32', async () => {
    const load = loadTokenSecret(dataDir, 'a');
    await expect(load).rejects.toBeInstanceOf(StartUpError);
    await expect(load).rejects.toThrow(/TOKEN_SECRET .*at least 32 bytes/);
    expect(await loadTokenSecret(dataDir, 'x'.repeat(32))).toEqual(Buffer.from('x'.repeat(32)));
  });

  it('refuses to make a secret of its own on a shared database (DATABASE_URL), saying to set TOKEN_SECRET, and writes none', async () => {
    const load = loadTokenSecret(dataDir, '', true);
    await expect(load).rejects.toBeInstanceOf(StartUpError);
    await expect(load).rejects.toThrow(/TOKEN_SECRET must be set when DATABASE_URL is/);
    expect(existsSync(secretFile())).toBe(false);
    // An old secret in the folder is no help either: the other processes have their own.
    await writeFile(secretFile(), 'x'.repeat(43));
    await expect(loadTokenSecret(dataDir, '', true)).rejects.toThrow(/TOKEN_SECRET must be set/);
    expect(await loadTokenSecret(dataDir, 'y'.repeat(32), true)).toEqual(Buffer.from('y'.repeat(32)));
  });

  it('passes on an error reading the file rather than writing a new secret in its place', async () => {
    await mkdir(secretFile());
    await expect(loadTokenSecret(dataDir, '')).rejects.toMatchObject({ code: 'EISDIR', syscall: 'read' });
  });
});
