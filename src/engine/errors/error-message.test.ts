import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorMessage, errorTexts, FALLBACK_ERROR_MESSAGE } from './error-message';

describe('errorMessage', () => {
  it('joins unique messages, each ending with a period', () => {
    expect(errorMessage(['Email is taken', 'Email is taken', 'Phone is invalid.'])).toBe('Email is taken. Phone is invalid.');
  });

  it('falls back to the spec text when there is nothing to say', () => {
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(['', '  ', 3])).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('always ends with punctuation and never repeats a message', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 })), (messages) => {
        const text = errorMessage(messages);
        if (text !== FALLBACK_ERROR_MESSAGE) expect(text).toMatch(/[.!?]$/);
      }),
    );
  });
});

describe('errorTexts', () => {
  it('reads errors lists, error objects and messages', () => {
    expect(errorTexts({ errors: ['a', { message: 'b' }, 7] })).toEqual(['a', 'b']);
    expect(errorTexts({ statusCode: 400, message: 'identity exists' })).toEqual(['identity exists']);
    expect(errorTexts('plain')).toEqual(['plain']);
    expect(errorTexts(null)).toEqual([]);
  });
});
