import { describe, expect, it } from 'vitest';
import { isSafeMessageLink, outboxEmailError } from './outbox';

describe('outboxEmailError', () => {
  it('asks for an address, then a well-formed one', () => {
    expect(outboxEmailError('  ')).toBe('emailRequired');
    expect(outboxEmailError('charles')).toBe('emailInvalid');
    expect(outboxEmailError('charles@example')).toBe('emailInvalid');
    expect(outboxEmailError(`${'a'.repeat(120)}@example.com`)).toBe('emailInvalid');
    expect(outboxEmailError(' charles@example.com ')).toBeNull();
  });
});

describe('isSafeMessageLink', () => {
  it('draws links to this site and https addresses only', () => {
    expect(isSafeMessageLink('/account/heloc/heloc-signer/resume?token=abc')).toBe(true);
    expect(isSafeMessageLink('https://example.com/reset')).toBe(true);
    expect(isSafeMessageLink('//evil.example/x')).toBe(false);
    expect(isSafeMessageLink('javascript:alert(1)')).toBe(false);
    expect(isSafeMessageLink('http://example.com')).toBe(false);
  });
});
