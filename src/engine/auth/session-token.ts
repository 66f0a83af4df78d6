// The stored session token (spec 001 §7: the jwt is kept with the prefix 'Bearer '). Reading the
// expiry lets the header and the toolbar tell a live session from a stale one without a call; the
// server still decides whether the token is valid.

const JWT = /^[\w-]+\.([\w-]+)\.[\w-]+$/;

/** A pasted token, with or without its 'Bearer ' prefix, in the stored form; null when it is not a jwt. */
export function bearerToken(input: string): string | null {
  const jwt = input.trim().replace(/^Bearer\s+/i, '');
  return JWT.test(jwt) ? `Bearer ${jwt}` : null;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** When the token expires, in epoch milliseconds; null when it carries no readable expiry. */
export function tokenExpiresAt(stored: string | null): number | null {
  const payload = stored ? JWT.exec(stored.replace(/^Bearer\s+/i, ''))?.[1] : undefined;
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(base64UrlDecode(payload)) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Whether a stored token may still open a session: present and not past a readable expiry. */
export function hasLiveSession(stored: string | null, now: number): boolean {
  if (!stored || !bearerToken(stored)) return false;
  const expiresAt = tokenExpiresAt(stored);
  return expiresAt === null || expiresAt > now;
}
