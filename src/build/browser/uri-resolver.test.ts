import { describe, expect, it } from 'vitest';
import { equal, resolve } from './uri-resolver';

describe('the fast-uri stand-in', () => {
  it('resolves references against an absolute base as RFC 3986 does', () => {
    expect(resolve('https://example.com/schemas/step.json', 'defs.json#/address')).toBe('https://example.com/schemas/defs.json#/address');
    expect(resolve('https://example.com/a/b.json', '#/definitions/x')).toBe('https://example.com/a/b.json#/definitions/x');
    expect(resolve('https://example.com/a/b.json', '../c.json')).toBe('https://example.com/c.json');
  });

  it('leaves a reference as written when there is no absolute base', () => {
    expect(resolve(undefined, '#/definitions/x')).toBe('#/definitions/x');
    expect(resolve('step.json', '#/definitions/x')).toBe('#/definitions/x');
  });

  it('compares URIs in their normalised forms', () => {
    expect(equal('HTTPS://Example.com/a.json', 'https://example.com/a.json')).toBe(true);
    expect(equal('https://example.com/a.json', 'https://example.com/b.json')).toBe(false);
    expect(equal('#/a', '#/a')).toBe(true);
  });
});
