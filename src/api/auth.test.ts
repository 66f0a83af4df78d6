import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_PATH, logOut } from './auth';
import type { TokenStore } from './request';

function memoryTokens(value: string | null): TokenStore & { value: string | null } {
  const store = {
    value,
    get: () => store.value,
    set: (next: string) => {
      store.value = next;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

describe('logOut', () => {
  it('clears the stored token and asks the server to revoke it, without waiting for the answer', () => {
    const tokens = memoryTokens('Bearer a.b.c');
    const send = vi.fn(() => new Promise<Response>(() => undefined));
    logOut(tokens, send);
    expect(tokens.value).toBeNull();
    expect(send).toHaveBeenCalledWith(LOGOUT_PATH, {
      method: 'POST',
      headers: { Authorization: 'Bearer a.b.c' },
      credentials: 'include',
      keepalive: true,
    });
  });

  it('lets the person leave when the call fails, leaving no unhandled rejection behind', async () => {
    const tokens = memoryTokens('Bearer a.b.c');
    let calls = 0;
    // Not a vi.fn: its record of results would handle the rejection for us.
    const send = () => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    expect(() => logOut(tokens, send)).not.toThrow();
    expect(calls).toBe(1);
    expect(tokens.value).toBeNull();
    // Long enough for Node to report a rejection nobody handled, which fails the run.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('calls nothing when no one is signed in', () => {
    const send = vi.fn();
    logOut(memoryTokens(null), send);
    expect(send).not.toHaveBeenCalled();
  });
});
