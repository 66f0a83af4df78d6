import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieValue, mirrorCookie, SESSION_COOKIE } from './page-cookies';

describe('page cookies', () => {
  it('reads a cookie by its exact name among others, decoded', () => {
    const header = `heloc_session_old=x; ${SESSION_COOKIE}=a.b%2Bc; other=1`;
    expect(cookieValue(header, SESSION_COOKIE)).toBe('a.b+c');
    expect(cookieValue(header, 'missing')).toBeNull();
    expect(cookieValue(undefined, SESSION_COOKIE)).toBeNull();
    expect(cookieValue(`${SESSION_COOKIE}=%E0%A4%A`, SESSION_COOKIE)).toBeNull();
  });

  it('reads back any value it writes', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const pair = mirrorCookie(SESSION_COOKIE, value, { path: '/account/heloc/', secure: false }).split(';')[0]!;
        expect(cookieValue(`a=1; ${pair}`, SESSION_COOKIE)).toBe(value);
      }),
    );
  });

  it('keeps it to the app’s pages, Lax, Secure over HTTPS, for the browser session or a lifetime, and deletes it', () => {
    const base = { path: '/account/heloc/', secure: true };
    expect(mirrorCookie(SESSION_COOKIE, 'v', base)).toBe(`${SESSION_COOKIE}=v; Path=/account/heloc/; SameSite=Lax; Secure`);
    expect(mirrorCookie(SESSION_COOKIE, 'v', { ...base, maxAgeSeconds: 90.7 })).toBe(
      `${SESSION_COOKIE}=v; Path=/account/heloc/; Max-Age=90; SameSite=Lax; Secure`,
    );
    expect(mirrorCookie(SESSION_COOKIE, null, { ...base, secure: false })).toBe(
      `${SESSION_COOKIE}=; Path=/account/heloc/; Max-Age=0; SameSite=Lax`,
    );
  });
});
