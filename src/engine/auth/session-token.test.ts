import { describe, expect, it } from 'vitest';
import { bearerToken, hasLiveSession, tokenExpiresAt } from './session-token';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.c2lnbmF0dXJl`;
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('bearerToken', () => {
  it('stores a pasted jwt with the Bearer prefix, whether or not it had one', () => {
    const token = jwt({ sub: 'a' });
    expect(bearerToken(` ${token}\n`)).toBe(`Bearer ${token}`);
    expect(bearerToken(`bearer ${token}`)).toBe(`Bearer ${token}`);
  });

  it('refuses text that is not a jwt', () => {
    expect(bearerToken('')).toBeNull();
    expect(bearerToken('hello')).toBeNull();
    expect(bearerToken('a.b')).toBeNull();
    expect(bearerToken('a.b.c d')).toBeNull();
  });
});

describe('tokenExpiresAt and hasLiveSession', () => {
  it('reads the expiry claim in milliseconds', () => {
    expect(tokenExpiresAt(`Bearer ${jwt({ exp: NOW / 1000 + 60 })}`)).toBe(NOW + 60_000);
  });

  it('knows no expiry for an unreadable payload', () => {
    expect(tokenExpiresAt('Bearer a.%%%.c')).toBeNull();
    expect(tokenExpiresAt(`Bearer ${jwt({ sub: 'a' })}`)).toBeNull();
    expect(tokenExpiresAt(null)).toBeNull();
  });

  it('counts a token as a session until it expires', () => {
    expect(hasLiveSession(`Bearer ${jwt({ exp: NOW / 1000 + 1 })}`, NOW)).toBe(true);
    expect(hasLiveSession(`Bearer ${jwt({ exp: NOW / 1000 })}`, NOW)).toBe(false);
    expect(hasLiveSession(`Bearer ${jwt({ sub: 'a' })}`, NOW)).toBe(true);
    expect(hasLiveSession(null, NOW)).toBe(false);
    expect(hasLiveSession('garbage', NOW)).toBe(false);
  });
});
