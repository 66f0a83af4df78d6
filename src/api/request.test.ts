import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildQuery, createApiClient, type TokenStore } from './request';

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (v: string) => {
      store.value = v;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('buildQuery', () => {
  it('repeats array values and leaves out empty ones', () => {
    expect(buildQuery({ a: [1, 2], b: 'x y', c: undefined, d: null })).toBe('?a=1&a=2&b=x+y');
    expect(buildQuery({})).toBe('');
  });
});

describe('createApiClient', () => {
  it('sends JSON with credentials, the org code and the stored bearer token', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }));
    const request = createApiClient({ orgCode: 'ORG', tokens: memoryTokens('Bearer abc'), fetch });
    await expect(request('/x', { method: 'POST', body: { a: 1 }, query: { state: 'CA' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/x?state=CA');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'x-org': 'ORG', Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it('stores a token returned in the authorization header', async () => {
    const tokens = memoryTokens();
    const request = createApiClient({ orgCode: 'ORG', tokens, fetch: async () => json(200, { jwt: 'j' }, { authorization: 'Bearer j' }) });
    await request('/login', { method: 'POST', body: {} });
    expect(tokens.value).toBe('Bearer j');
  });

  it('maps error bodies to one message, with the fallback when there is none', async () => {
    const tokens = memoryTokens();
    const failing = (body: unknown) => createApiClient({ orgCode: 'O', tokens, fetch: async () => json(400, body) });
    await expect(failing({ errors: ['Bad zip', 'Bad zip', 'Bad city'] })('/x')).rejects.toMatchObject({
      status: 400,
      message: 'Bad zip. Bad city.',
    });
    await expect(failing(undefined)('/x')).rejects.toMatchObject({ message: 'Something unexpected happened' });
  });

  it('clears the session and reports a 401 or a 403 saying the token is invalid', async () => {
    for (const [status, body] of [
      [401, { message: 'unauthenticated' }],
      [403, { message: 'invalid signature' }],
    ] as const) {
      const tokens = memoryTokens('Bearer old');
      const onUnauthenticated = vi.fn();
      const request = createApiClient({ orgCode: 'O', tokens, onUnauthenticated, fetch: async () => json(status, body) });
      await expect(request('/x')).rejects.toBeInstanceOf(ApiError);
      expect(tokens.value).toBeNull();
      expect(onUnauthenticated).toHaveBeenCalledOnce();
    }
  });

  it('keeps the session on a 401 the caller expects (registering an existing account)', async () => {
    const tokens = memoryTokens('Bearer keep');
    const onUnauthenticated = vi.fn();
    const request = createApiClient({
      orgCode: 'O',
      tokens,
      onUnauthenticated,
      fetch: async () => json(401, { message: 'identity exists' }),
    });
    await expect(request('/register', { method: 'POST', body: {}, authFailureEndsSession: false })).rejects.toMatchObject({
      status: 401,
      message: 'identity exists.',
    });
    expect(tokens.value).toBe('Bearer keep');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('keeps the session on a 403 that is about permission, not the token', async () => {
    const tokens = memoryTokens('Bearer keep');
    const onUnauthenticated = vi.fn();
    const request = createApiClient({ orgCode: 'O', tokens, onUnauthenticated, fetch: async () => json(403, { message: 'Forbidden' }) });
    await expect(request('/x')).rejects.toMatchObject({ status: 403 });
    expect(tokens.value).toBe('Bearer keep');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0 and a timeout as its own message', async () => {
    const offline = createApiClient({ orgCode: 'O', tokens: memoryTokens(), fetch: async () => Promise.reject(new TypeError('failed')) });
    await expect(offline('/x')).rejects.toMatchObject({ status: 0, message: 'Error fetching' });

    const hanging = createApiClient({
      orgCode: 'O',
      tokens: memoryTokens(),
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    await expect(hanging('/x')).rejects.toMatchObject({ status: 0, message: 'The request timed out. Please try again.' });
  });

  it('lets one call wait longer than the client’s timeout', async () => {
    let aborted = false;
    const slow = createApiClient({
      orgCode: 'O',
      tokens: memoryTokens(),
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((resolve) => {
          init?.signal?.addEventListener('abort', () => (aborted = true));
          setTimeout(() => resolve(Response.json({ ok: true })), 80);
        }),
    });
    await expect(slow('/x', { timeoutMs: 1000 })).resolves.toEqual({ ok: true });
    expect(aborted).toBe(false);
  });

  it('says which URL answered something that is not JSON', async () => {
    const request = createApiClient({ orgCode: 'O', tokens: memoryTokens(), fetch: async () => new Response('<html>', { status: 200 }) });
    await expect(request('/service/x')).rejects.toThrow('Response was not convertible to json for /service/x');
  });
});
