import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, DeviceCookies } from './device-cookies';

const KEY = Buffer.from('device-cookie-key-0123456789abcdef');
/** The cookie as the browser sends it back: its name and value, without the attributes. */
const sent = (setCookie: string) => setCookie.split(';')[0]!;

describe('DeviceCookies', () => {
  it("names the browser's device for the account it was issued for, and for no other", () => {
    const cookies = new DeviceCookies(KEY, '/login');
    const cookie = sent(cookies.issue('ORG:ada@example.com', false));
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+\\.\\d+\\.[\\w-]+$`));
    expect(cookie).not.toContain('ada');
    const device = cookies.deviceOf(`other=1; ${cookie}`, 'ORG:ada@example.com');
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(cookies.deviceOf(cookie, 'ORG:grace@example.com')).toBeNull();
    expect(cookies.deviceOf(cookie, 'OTHER:ada@example.com')).toBeNull();
    expect(
      new DeviceCookies(Buffer.from('another-key-of-enough-length-0000'), '/login').deviceOf(cookie, 'ORG:ada@example.com'),
    ).toBeNull();
    expect(cookies.deviceOf(undefined, 'ORG:ada@example.com')).toBeNull();
  });

  it('refuses a tampered, extended or expired cookie', () => {
    let now = 1_000_000;
    const cookies = new DeviceCookies(KEY, '/login', () => now);
    const cookie = sent(cookies.issue('ORG:ada@example.com', false));
    const [device, expires, signature] = cookie.slice(DEVICE_COOKIE.length + 1).split('.');
    const account = 'ORG:ada@example.com';
    expect(cookies.deviceOf(`${DEVICE_COOKIE}=${device}.${Number(expires) + 1}.${signature}`, account)).toBeNull();
    expect(cookies.deviceOf(`${DEVICE_COOKIE}=x${device}.${expires}.${signature}`, account)).toBeNull();
    expect(cookies.deviceOf(`${cookie}.extra`, account)).toBeNull();
    now += 365 * 24 * 60 * 60 * 1000;
    expect(cookies.deviceOf(cookie, account)).toBeNull();
  });

  it('keeps the cookie from scripts and other sites, on the sign-in path, and Secure over HTTPS', () => {
    const cookies = new DeviceCookies(KEY, '/identity/api/v1/login');
    const attributes = cookies.issue('ORG:ada@example.com', true).split('; ').slice(1);
    expect(attributes).toEqual(['Path=/identity/api/v1/login', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Strict', 'Secure']);
    expect(cookies.issue('ORG:ada@example.com', false)).not.toMatch(/Secure/);
  });
});
