// The outbox key (outbox-key.ts): where it comes from, the weak ones refused, how it is compared and
// the link the server prints with it.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOutboxKey, loadOutboxKey, OUTBOX_KEY_FILE, outboxLink } from './outbox-key';
import { StartUpError } from './start-up-error';

let dataDir: string;
const keyFile = () => path.join(dataDir, OUTBOX_KEY_FILE);

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-outbox-key-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadOutboxKey', () => {
  it('takes SANDBOX_OUTBOX_KEY over the data folder, writing nothing there', async () => {
    await writeFile(keyFile(), 'the-key-in-the-data-folder');
    expect(await loadOutboxKey(dataDir, 'the-key-from-the-environment')).toBe('the-key-from-the-environment');
    const empty = await mkdtemp(path.join(os.tmpdir(), 'heloc-outbox-key-env-'));
    try {
      expect(await loadOutboxKey(empty, 'the-key-from-the-environment')).toBe('the-key-from-the-environment');
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('makes a random base64url key of 256 bits, readable by its user only, once, and reads the same one back', async () => {
    const made = await loadOutboxKey(dataDir, '');
    expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(made, 'base64url')).toHaveLength(32);
    expect((await stat(keyFile())).mode & 0o777).toBe(0o600);
    expect(await readFile(keyFile(), 'utf8')).toBe(made);
    expect(await loadOutboxKey(dataDir, '')).toBe(made);
    expect(await loadOutboxKey(dataDir, undefined)).toBe(made);
    // Another folder, another key; no draft left behind.
    const other = await mkdtemp(path.join(os.tmpdir(), 'heloc-outbox-key-other-'));
    try {
      expect(await loadOutboxKey(other, '')).not.toBe(made);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
    expect(await readdir(dataDir)).toEqual([OUTBOX_KEY_FILE]);
  });

  it('gives processes starting together on one folder the same key', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadOutboxKey(dataDir, '')));
    expect(new Set(keys).size).toBe(1);
    expect(await readFile(keyFile(), 'utf8')).toBe(keys[0]);
    expect(await readdir(dataDir)).toEqual([OUTBOX_KEY_FILE]);
  });

  it('refuses a SANDBOX_OUTBOX_KEY under 16 characters or with characters a header or cookie cannot carry', async () => {
    for (const [key, reason] of [
      ['short-key', /SANDBOX_OUTBOX_KEY is too short: it must be at least 16 characters/],
      ['a key with spaces in it', /SANDBOX_OUTBOX_KEY may hold only letters, digits/],
      ['semicolons;are;not;allowed', /may hold only/],
    ] as const) {
      const load = loadOutboxKey(dataDir, key);
      await expect(load).rejects.toBeInstanceOf(StartUpError);
      await expect(load).rejects.toThrow(reason);
    }
    expect(await loadOutboxKey(dataDir, 'x'.repeat(16))).toBe('x'.repeat(16));
  });

  it('refuses a short outbox-key file, naming it and what to do, and leaves it as it was', async () => {
    for (const stored of ['', 'short\n']) {
      await writeFile(keyFile(), stored);
      const load = loadOutboxKey(dataDir, '');
      await expect(load).rejects.toBeInstanceOf(StartUpError);
      await expect(load).rejects.toThrow(new RegExp(`${keyFile()} is too short.*[Dd]elete that file`));
      expect(await readFile(keyFile(), 'utf8')).toBe(stored);
    }
  });

  it('passes on an error reading the file rather than writing a new key in its place', async () => {
    await mkdir(keyFile());
    await expect(loadOutboxKey(dataDir, '')).rejects.toMatchObject({ code: 'EISDIR', syscall: 'read' });
  });
});

describe('isOutboxKey', () => {
  const key = 'the-outbox-key-0123456789';
  it('accepts the key alone: not a prefix, a longer one, another type, or anything when the server has none', () => {
    expect(isOutboxKey(key, key)).toBe(true);
    for (const given of [key.slice(0, -1), `${key}0`, '', undefined, [key], key.toUpperCase()]) expect(isOutboxKey(given, key)).toBe(false);
    expect(isOutboxKey(key, undefined)).toBe(false);
  });
});

describe('outboxLink', () => {
  const key = 'a+b/c=d_e-f0123456789';
  const page = `/account/heloc/sandbox/outbox?key=${encodeURIComponent(key)}`;
  it('names the host the server was told when it is a name, with the port it listens at', () => {
    expect(outboxLink('localhost', { address: '127.0.0.1', port: 8080 }, key)).toBe(`http://localhost:8080${page}`);
    expect(outboxLink('sandbox.example', { address: '10.0.0.5', port: 41234 }, key)).toBe(`http://sandbox.example:41234${page}`);
  });

  it('names the address it listens at otherwise, bracketed for IPv6, and localhost for every interface', () => {
    expect(outboxLink('10.0.0.5', { address: '10.0.0.5', port: 8080 }, key)).toBe(`http://10.0.0.5:8080${page}`);
    expect(outboxLink('::1', { address: '::1', port: 8080 }, key)).toBe(`http://[::1]:8080${page}`);
    expect(outboxLink('0.0.0.0', { address: '0.0.0.0', port: 8080 }, key)).toBe(`http://localhost:8080${page}`);
    expect(outboxLink('::', { address: '::', port: 8080 }, key)).toBe(`http://localhost:8080${page}`);
  });

  it('carries the key so that the page reads it back unchanged', () => {
    const url = new URL(outboxLink('localhost', { address: '127.0.0.1', port: 8080 }, key));
    expect(url.searchParams.get('key')).toBe(key);
  });
});
