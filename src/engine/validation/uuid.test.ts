import { afterEach, expect, it, vi } from 'vitest';
import { isUuid, randomUuid } from './uuid';

it('accepts 8-4-4-4-12 hexadecimal digits only', () => {
  expect(isUuid('3f2b8c1e-8d1a-4c2e-9f00-1234567890AB')).toBe(true);
  expect(isUuid('3f2b8c1e-8d1a-4c2e-9f00-1234567890a')).toBe(false);
  expect(isUuid('no-such-page')).toBe(false);
  expect(isUuid(undefined)).toBe(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('makes random version 4 UUIDs, also where crypto.randomUUID is missing (plain HTTP)', () => {
  const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  expect(randomUuid()).toMatch(v4);
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array) });
  const made = Array.from({ length: 50 }, () => randomUuid());
  for (const uuid of made) expect(uuid).toMatch(v4);
  expect(new Set(made).size).toBe(made.length);
});
