import { mirrorCookie, SESSION_COOKIE } from '@/engine/routing/page-cookies';
import { errorMessage, errorTexts } from '@/engine/errors/error-message';

/** The spec's request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 for a network failure or timeout. */
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The copy a refusal's message was made from, when the server names it (a key of the refusals namespace, and its values). */
  get words(): { key: string; values: Record<string, string | number> } | undefined {
    const { messageKey, messageValues } = (typeof this.body === 'object' && this.body !== null ? this.body : {}) as Record<string, unknown>;
    if (typeof messageKey !== 'string') return undefined;
    const values = typeof messageValues === 'object' && messageValues !== null ? (messageValues as Record<string, string | number>) : {};
    return { key: messageKey, values };
  }
}

export interface TokenStore {
  /** The stored value, 'Bearer <jwt>'. */
  get(): string | null;
  set(value: string): void;
  clear(): void;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Array values are repeated (?a=1&a=2); null and undefined are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  parse?: 'json' | 'text' | 'blob';
  /**
   * Whether a 401 here means the session is over (the default). Registration answers 401 when the
   * account already exists, which ends nothing.
   */
  authFailureEndsSession?: boolean;
  /** This call's timeout, when it may run longer than the client's (a process the person waits on). */
  timeoutMs?: number;
}

export interface ApiClientOptions {
  orgCode: string;
  tokens: TokenStore;
  /** Called after a 401 (or a 403 saying the session is not valid) once the session is cleared. */
  onUnauthenticated?: (error: ApiError) => void;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export function buildQuery(query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** 401, or 403 whose message says the token is not valid: the spec clears the session and goes to login. */
export function isSessionInvalid(status: number, messages: string[]): boolean {
  return status === 401 || (status === 403 && messages.some((m) => /^(unauthenticated|invalid signature)$/i.test(m.trim())));
}

async function readBody(response: Response, parse: RequestOptions['parse'], url: string): Promise<unknown> {
  if (parse === 'blob') return response.blob();
  const text = await response.text();
  if (parse === 'text') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(`Response was not convertible to json for ${url}`, response.status, response.statusText, text);
  }
}

/**
 * The only way the app speaks HTTP: JSON bodies, credentials, the stored bearer token, the lender's
 * organisation code on every call, a 30 s timeout, and errors mapped as the spec says.
 */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return async function request<T>(
    path: string,
    { method = 'GET', query, body, headers, signal, parse = 'json', authFailureEndsSession = true, ...call }: RequestOptions = {},
  ) {
    const url = `${options.baseUrl ?? ''}${path}${buildQuery(query)}`;
    const token = options.tokens.get();
    const timeout = AbortSignal.timeout(call.timeoutMs ?? timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'x-org': options.orgCode,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: token } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const timedOut = timeout.aborted;
      throw new ApiError(
        timedOut ? 'The request timed out. Please try again.' : 'Error fetching',
        0,
        timedOut ? 'Timeout' : 'Network error',
        undefined,
      );
    }

    const issued = response.headers.get('authorization');
    if (issued && /^Bearer\s+\S+$/i.test(issued)) options.tokens.set(issued);

    const data = await readBody(response, response.ok ? parse : 'json', url).catch((error) => {
      if (response.ok) throw error;
      return undefined;
    });
    if (response.ok) return data as T;

    const messages = errorTexts(data);
    const error = new ApiError(errorMessage(messages), response.status, response.statusText, data);
    if (authFailureEndsSession && isSessionInvalid(response.status, messages)) {
      options.tokens.clear();
      options.onUnauthenticated?.(error);
    }
    throw error;
  };
}

/**
 * Mirrors the stored token in the cookie the server reads to draw a signed-in page's first paint
 * (src/engine/routing/page-cookies.ts), for the browser session; null deletes it. The server
 * checks the token's expiry itself.
 */
export const mirrorSession = (stored: string | null): void => writePageCookie(SESSION_COOKIE, stored && stored.replace(/^Bearer\s+/i, ''));

/**
 * Keeps `value` under `name` in a cookie sent with the app's pages only (mirrorCookie), for the
 * browser session or `maxAgeSeconds`; null deletes it. Nothing where there is no document (a server drawing a page).
 */
export function writePageCookie(
  name: string,
  value: string | null,
  maxAgeSeconds?: number,
  page: Document | undefined = globalThis.document,
): void {
  if (!page) return;
  page.cookie = mirrorCookie(name, value, { path: import.meta.env.BASE_URL, secure: page.location.protocol === 'https:', maxAgeSeconds });
}

/** Keeps the jwt in local storage with its 'Bearer ' prefix, as the spec says, mirrored for the server (mirrorSession). */
export function localTokenStore(key = 'heloc.jwt', storage: Storage = localStorage): TokenStore {
  return {
    get: () => storage.getItem(key),
    set: (value) => {
      storage.setItem(key, value);
      mirrorSession(value);
    },
    clear: () => {
      storage.removeItem(key);
      mirrorSession(null);
    },
  };
}
