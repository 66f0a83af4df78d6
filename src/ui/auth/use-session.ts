// The signed-in state for the header and the toolbar: the stored token (spec 001 §6: pages are
// enabled when a stored session token exists) and, for a live one, the identity it belongs to.
import { useEffect, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { fetchIdentity, sessionTokens } from '@/api/auth';
import { ApiError } from '@/api/request';
import { hasLiveSession } from '@/engine/auth/session-token';
import { useApi } from '../api/api-context';
import { identityKey } from '../api/query-keys';
import { useServerBrowser } from '../server-render/server-browser';

/** Another tab signing in or out changes the stored token; this tab's own changes show on its next render. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The stored token while it may still open a session, else null (a stable value for React). */
function readLiveToken(): string | null {
  const token = sessionTokens().get();
  return hasLiveSession(token, Date.now()) ? token : null;
}

export function useSession() {
  const request = useApi();
  const server = useServerBrowser();
  // Hydrating a page the server drew, the browser's own token is the one it was drawn for (the cookie mirrors it).
  const token = useSyncExternalStore(subscribe, readLiveToken, () => (server ? server.token : readLiveToken()));
  const { data: identity, error } = useSWR(token ? identityKey(token) : null, () => fetchIdentity(request), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  // The spec: a 401 on the profile removes the stored token; on a public page nobody is sent away.
  const rejected = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (rejected) sessionTokens().clear();
  }, [rejected]);
  return { signedIn: token !== null && !rejected, identity };
}
