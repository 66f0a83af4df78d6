import { describe, expect, it } from 'vitest';
import { isUnderMaintenance } from './maintenance';

describe('isUnderMaintenance', () => {
  it('blocks nothing while the flag is off', () => {
    expect(isUnderMaintenance(false, ['*'], '/register-v2')).toBe(false);
  });

  it('blocks every page when the flag is on with no list', () => {
    expect(isUnderMaintenance(true, [], '/register-v2')).toBe(true);
    expect(isUnderMaintenance(true, undefined, '/')).toBe(true);
  });

  it('blocks a listed page only, or a listed page and everything under it', () => {
    expect(isUnderMaintenance(true, ['register-v2'], '/register-v2')).toBe(true);
    expect(isUnderMaintenance(true, ['register-v2'], '/register-v2/birthdate')).toBe(false);
    expect(isUnderMaintenance(true, ['/register-v2/*'], '/register-v2/birthdate')).toBe(true);
    expect(isUnderMaintenance(true, ['register-v2/*'], '/register-v2')).toBe(true);
    expect(isUnderMaintenance(true, ['register-v2/*'], '/register-v2x')).toBe(false);
    expect(isUnderMaintenance(true, ['register-v2/*', 'heloc-signer/*'], '/heloc-signer/sign')).toBe(true);
    expect(isUnderMaintenance(true, ['*'], '/0d6f0a7e-0000-4000-8000-000000000000/income/review')).toBe(true);
  });

  it('ignores entries that are not text', () => {
    expect(isUnderMaintenance(true, [42, null], '/register-v2')).toBe(false);
  });
});
