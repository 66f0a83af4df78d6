import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  type ApiContext,
  type ApiRoutePlugin,
} from './app';

const BASE = '/account/heloc';
// Large enough to pass @fastify/compress's 1 KiB threshold.
const INDEX_HTML = `<!doctype html><html><head><title>test</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ASSET_JS = `export const value = ${JSON.stringify('x'.repeat(4000))};\n`;
const LENDER_PACKAGE = JSON.stringify({ packageVersion: 1, lender: { orgCode: 'TEST_ORG' } });

let root: string;
let app: FastifyInstance;

const failingRoute: ApiRoutePlugin = async (instance) => {
  instance.get('/service-test/boom', async () => {
    throw new Error('secret database detail at /srv/db.sqlite');
  });
  instance.get('/service-test/bad', async () => {
    throw Object.assign(new Error('field x is required'), { statusCode: 400 });
  });
  instance.post('/service-test/echo/:id', async (request) => request.body);
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'heloc-server-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'lender-packages', 'TEST_ORG'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), ASSET_JS);
  await writeFile(path.join(dist, 'lender-packages', 'TEST_ORG.json'), LENDER_PACKAGE);
  await writeFile(path.join(dist, 'lender-packages', 'TEST_ORG', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'secret.txt'), 'outside the build');
  app = await buildServer({ distDir: dist, api: { sandbox: true } as ApiContext, apiRoutes: [failingRoute] });
});

afterAll(async () => {
  await app?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('static app', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ url: `${BASE}/assets/index-AbC123.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(ASSET_JS);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing hashed asset with 404, not the HTML', async () => {
    const res = await app.inject({ url: `${BASE}/assets/index-Gone99.js` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).not.toContain('<html');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a missing lender package or file-like path with 404', async () => {
    for (const url of [`${BASE}/lender-packages/NOPE.json`, `${BASE}/favicon.ico`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html');
    }
  });

  it('serves lender packages and logos revalidated on every visit', async () => {
    const res = await app.inject({ url: `${BASE}/lender-packages/TEST_ORG.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual(JSON.parse(LENDER_PACKAGE));
    expect(res.headers.etag).toBeDefined();

    const logo = await app.inject({ url: `${BASE}/lender-packages/TEST_ORG/logo.svg` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers client routes with index.html, no-cache and security headers', async () => {
    for (const url of [`${BASE}/register-v2?org=TEST_ORG`, `${BASE}/`, `${BASE}/3f2c/review-app/signdocs`, `${BASE}/index.html`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends a strict Content-Security-Policy with the HTML', async () => {
    const res = await app.inject({ url: `${BASE}/register-v2` });
    const csp = res.headers['content-security-policy'];
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
        "font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('redirects the root and the bare base path to registration, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/', `${BASE}/register-v2`],
      ['/?org=TEST_ORG', `${BASE}/register-v2?org=TEST_ORG`],
      [BASE, `${BASE}/register-v2`],
      [`${BASE}?org=TEST_ORG&referrer=abc`, `${BASE}/register-v2?org=TEST_ORG&referrer=abc`],
    ];
    for (const [url, location] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('compresses with brotli when the browser accepts it', async () => {
    const res = await app.inject({ url: `${BASE}/assets/index-AbC123.js`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET_JS);

    const html = await app.inject({ url: `${BASE}/register-v2`, headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('falls back to gzip', async () => {
    const res = await app.inject({ url: `${BASE}/register-v2`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('never serves files outside the build', async () => {
    for (const url of [`${BASE}/..%2fsecret.txt`, `${BASE}/%2e%2e/secret.txt`, `${BASE}/assets/..%2f..%2fsecret.txt`]) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('outside the build');
    }
  });
});

describe('server', () => {
  it('reports health', async () => {
    const res = await app.inject({ url: `${BASE}/healthz` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown paths outside the app with a JSON 404', async () => {
    const res = await app.inject({ url: '/service-nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });

  it('mounts API routes and hides server error details', async () => {
    const res = await app.inject({ url: '/service-test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    expect(res.body).not.toMatch(/secret|sqlite|at .*\.ts/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the message of a client error', async () => {
    const res = await app.inject({ url: '/service-test/bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'field x is required' });
  });

  it('serves the API alone without a build', async () => {
    const apiOnly = await buildServer({ distDir: null, api: null });
    try {
      expect((await apiOnly.inject({ url: `${BASE}/healthz` })).json()).toEqual({ ok: true });
      expect((await apiOnly.inject({ url: `${BASE}/register-v2` })).statusCode).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (res: { headers: Record<string, unknown> }, label: string) => {
    expect(res.headers['x-content-type-options'], label).toBe('nosniff');
    expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy'], label).toBe(PERMISSIONS_POLICY);
  };

  /** An answer down each path through Fastify. */
  const ANSWERS: Array<[string, InjectOptions, number]> = [
    ['page', { url: `${BASE}/register-v2` }, 200],
    ['asset', { url: `${BASE}/assets/index-AbC123.js` }, 200],
    ['api', { method: 'POST', url: '/service-test/echo/1', payload: { a: 1 } }, 200],
    ['not found', { url: '/service-nothing/here' }, 404],
    ['server error', { url: '/service-test/boom' }, 500],
    ['bad percent-encoding', { url: '/%E0%A4%A' }, 400],
    ['bad percent-encoding in the app', { url: `${BASE}/%E0%A4%A` }, 400],
    ['bad percent-encoding in a param', { method: 'POST', url: '/service-test/echo/%E0%A4%A', payload: {} }, 400],
    ['param too long', { method: 'POST', url: `/service-test/echo/${'x'.repeat(200)}`, payload: {} }, 414],
    ['body too large', { method: 'POST', url: '/service-test/echo/1', payload: { a: 'x'.repeat(70 * 1024) } }, 413],
    ['unsupported type', { method: 'POST', url: '/service-test/echo/1', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }, 415],
    ['malformed JSON', { method: 'POST', url: '/service-test/echo/1', headers: { 'content-type': 'application/json' }, payload: '{' }, 400],
  ];

  it('come with every answer, framework errors included', async () => {
    for (const [label, request, status] of ANSWERS) {
      const res = await app.inject(request);
      expect(res.statusCode, label).toBe(status);
      expectSecurityHeaders(res, label);
      if (status >= 400) {
        expect(res.headers['cache-control'], label).toBe('no-store');
        expect(res.json(), label).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
      }
    }
  });

  it('ask browsers for HTTPS only in production, on every answer, and never in sandbox or development', async () => {
    const production = await buildServer({
      distDir: path.join(root, 'dist'),
      api: { sandbox: false } as ApiContext,
      apiRoutes: [failingRoute],
      production: true,
    });
    try {
      for (const [label, request, status] of ANSWERS) {
        const res = await production.inject(request);
        expect(res.statusCode, label).toBe(status);
        expect(res.headers['strict-transport-security'], label).toBe(STRICT_TRANSPORT_SECURITY);
        expect((await app.inject(request)).headers['strict-transport-security'], label).toBeUndefined();
      }
    } finally {
      await production.close();
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000');
  });

  it('answer a bad address in plain words, without echoing it', async () => {
    const res = await app.inject({ url: '/%E0%A4%A' });
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This address is not valid. Check the link and try again.',
    });
  });

  it('deny the browser features the app never uses', () => {
    const denied = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=')));
    for (const feature of ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
      expect(denied[feature], feature).toBe('()');
    }
    // Asked for before e-signing, by the app's own pages and nothing they embed.
    expect(denied.geolocation).toBe('(self)');
  });
});
