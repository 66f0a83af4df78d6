// Cookies that mirror what the browser keeps in its storage, so the server can draw the first paint of
// a signed-in page as the app would (src/server/server-render.ts). The server reads them only to draw
// HTML: no API route accepts them, so they add no cross-site request risk. Set and cleared where the
// storage is (src/api/request.ts: the token; src/ui/telemetry/tracker-storage.ts: the tracker id).

/** The stored session token, without its 'Bearer ' prefix. */
export const SESSION_COOKIE = 'heloc_session';
/** The browser's telemetry tracker id, which the feature flags are decided for. */
export const TRACKER_COOKIE = 'heloc_tracker';

/** A cookie's value in a Cookie header; null when absent. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The text for `document.cookie` that keeps `value` under `name` (null deletes it), for the browser
 * session or `maxAgeSeconds`: sent only with requests for the app's pages (`path`, its base; never to
 * the API), with top-level navigations from elsewhere (Lax), and only over HTTPS where the page is on it.
 */
export function mirrorCookie(
  name: string,
  value: string | null,
  { path, secure, maxAgeSeconds }: { path: string; secure: boolean; maxAgeSeconds?: number },
): string {
  const lifetime = value === null ? '; Max-Age=0' : maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  return `${name}=${encodeURIComponent(value ?? '')}; Path=${path}${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
