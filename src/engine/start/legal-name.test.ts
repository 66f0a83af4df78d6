import { describe, expect, it } from 'vitest';
import { nameProblem } from './legal-name';

describe('nameProblem', () => {
  it('follows the spec’s name rules', () => {
    expect(nameProblem('  ')).toBe('required');
    expect(nameProblem('A')).toBe('short');
    expect(nameProblem('Ada3')).toBe('unsupported');
    expect(nameProblem('Mary-Jane Ann')).toBeNull();
  });
});
