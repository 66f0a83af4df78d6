import { describe, expect, it } from 'vitest';
import { formatSsn, ssnDigits, ssnProblem } from './ssn';

describe('SSN', () => {
  it('formats digits as they are typed, dropping anything else', () => {
    expect(formatSsn('12')).toBe('12');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123 45 6789 99')).toBe('123-45-6789');
    expect(ssnDigits('123-45-6789')).toBe('123456789');
  });

  it('names what is wrong', () => {
    expect(ssnProblem('')).toBe('required');
    expect(ssnProblem('123-45-678')).toBe('length');
    expect(ssnProblem('000-12-3456')).toBe('invalid');
    expect(ssnProblem('666-12-3456')).toBe('invalid');
    expect(ssnProblem('912-12-3456')).toBe('invalid');
    expect(ssnProblem('123-00-3456')).toBe('invalid');
    expect(ssnProblem('123-45-0000')).toBe('invalid');
    expect(ssnProblem('123-45-6789')).toBeNull();
  });
});
