import { describe, expect, it } from 'vitest';
import { phoneNumberProblem } from './phone-number';

describe('phoneNumberProblem', () => {
  it("follows the spec's phone rules", () => {
    expect(phoneNumberProblem('')).toBe('phoneRequired');
    expect(phoneNumberProblem('14155550123')).toBe('phoneCountryCode');
    expect(phoneNumberProblem('415555012')).toBe('phoneInvalid');
    expect(phoneNumberProblem('0155550123')).toBe('phoneInvalid');
    expect(phoneNumberProblem('4155550123')).toBeNull();
  });
});
