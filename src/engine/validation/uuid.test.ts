import { expect, it } from 'vitest';
import { isUuid } from './uuid';

it('accepts 8-4-4-4-12 hexadecimal digits only', () => {
  expect(isUuid('3f2b8c1e-8d1a-4c2e-9f00-1234567890AB')).toBe(true);
  expect(isUuid('3f2b8c1e-8d1a-4c2e-9f00-1234567890a')).toBe(false);
  expect(isUuid('no-such-page')).toBe(false);
  expect(isUuid(undefined)).toBe(false);
});
