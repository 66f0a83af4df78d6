// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// has signed in to an account carries a signed cookie saying so, and its failed sign-ins are counted
// against that browser alone. A stranger's failures then lock out only browsers the account has
// never used, never the owner's own. The cookie names no one: it is a random id and a signature.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'heloc_device';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export class DeviceCookies {
  constructor(
    /** Signs the cookies; derived from the token secret, so they survive a restart as tokens do. */
    private readonly key: Buffer,
    /** The only path the browser sends the cookie to: the sign-in. */
    private readonly path: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A Set-Cookie value marking this browser as one `account` signed in from; Secure when the request came over HTTPS. */
  issue(account: string, secure: boolean): string {
    const device = randomBytes(16).toString('base64url');
    const expires = Math.floor(this.now() / 1000) + LIFETIME_SECONDS;
    const value = `${device}.${expires}.${this.signature(account, device, expires)}`;
    const attributes = [`Path=${this.path}`, `Max-Age=${LIFETIME_SECONDS}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
    return [`${DEVICE_COOKIE}=${value}`, ...attributes].join('; ');
  }

  /** The browser's device id when its cookie was issued for `account` and has not expired; null otherwise. */
  deviceOf(cookieHeader: string | undefined, account: string): string | null {
    const parts = readCookie(cookieHeader, DEVICE_COOKIE)?.split('.') ?? [];
    const [device, expires, signature] = parts;
    if (parts.length !== 3 || !device || !signature || !/^\d{1,12}$/.test(expires ?? '')) return null;
    if (Number(expires) * 1000 <= this.now()) return null;
    const expected = Buffer.from(this.signature(account, device, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
  }

  private signature(account: string, device: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(JSON.stringify([account, device, expires]))
      .digest('base64url');
  }
}
