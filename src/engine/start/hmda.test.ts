import { describe, expect, it } from 'vitest';
import { hmdaProblem, hmdaProblems, NOT_PROVIDED, toggleAnswer } from './hmda';

describe('HMDA answers', () => {
  it('declining clears the other answers, and any answer clears the decline', () => {
    expect(toggleAnswer('race', ['WHITE', 'ASIAN'], NOT_PROVIDED, true)).toEqual([NOT_PROVIDED]);
    expect(toggleAnswer('race', [NOT_PROVIDED], 'WHITE', true)).toEqual(['WHITE']);
  });

  it('a sub-category brings its category; unticking the category drops its sub-categories', () => {
    expect(toggleAnswer('ethnicity', [], 'CUBAN', true)).toEqual(['HISPANIC_OR_LATINO', 'CUBAN']);
    expect(toggleAnswer('race', ['ASIAN', 'KOREAN', 'WHITE'], 'ASIAN', false)).toEqual(['WHITE']);
    expect(toggleAnswer('race', ['ASIAN', 'KOREAN'], 'KOREAN', false)).toEqual(['ASIAN']);
  });

  it('checks each question', () => {
    expect(hmdaProblem('sex', [])).toBe('required');
    expect(hmdaProblem('sex', ['FEMALE', NOT_PROVIDED])).toBe('notProvidedAlone');
    expect(hmdaProblem('sex', ['CUBAN'])).toBe('unknown');
    expect(hmdaProblem('ethnicity', ['MEXICAN'])).toBe('detailWithoutCategory');
    expect(hmdaProblem('race', ['ASIAN', 'CHINESE', 'WHITE'])).toBeNull();
    expect(hmdaProblems({ ethnicity: [NOT_PROVIDED], race: [], sex: ['MALE'] })).toEqual({ race: 'required' });
  });
});
