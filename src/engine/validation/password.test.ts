import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordStrength } from './password';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['short', 0],
    ['alllowercaseletters', 1],
    ['MixedCaseLetters', 2],
    ['MixedCase12345', 3],
    ['Mixed!Case1234', 4],
    ['Ab1!', 3],
  ])('%j fills %i segments', (password, segments) => {
    expect(passwordStrength(password)).toBe(segments);
  });

  it('needs every rule', () => {
    expect(isStrongPassword('Mixed!Case1234')).toBe(true);
    expect(isStrongPassword('mixed!case1234')).toBe(false);
    expect(isStrongPassword('MIXED!CASE1234')).toBe(false);
    expect(isStrongPassword('Mixed!CaseNoDigit')).toBe(false);
    expect(isStrongPassword('Mixed?Case1234')).toBe(false);
    expect(isStrongPassword('Mix!Case12')).toBe(false);
  });

  it('never loses strength when characters are appended', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(passwordStrength(a + b)).toBeGreaterThanOrEqual(passwordStrength(a));
      }),
    );
  });
});
