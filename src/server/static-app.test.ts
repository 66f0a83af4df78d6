// The sign-in page outside the base path is answered with the app's HTML (spec 001 §2: /auth/login).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, CONTENT_SECURITY_POLICY, type ApiContext } from './app';
import type { LenderIndex } from '../engine/lender/lender-package';
import { htmlFileFor, lenderOfAddress } from './static-app';

const INDEX_HTML = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'heloc-auth-static-'));
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  app = await buildServer({ distDir: root, api: null });
});

afterAll(async () => {
  await app?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('/auth/login', () => {
  it('answers with the app’s index.html, revalidated, under the content security policy', async () => {
    const res = await app.inject({ url: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2F3f2c&email=a%40example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('keeps the build’s own records to itself: dot folders are not served', async () => {
    await mkdir(path.join(root, '.vite'), { recursive: true });
    await writeFile(path.join(root, '.vite', 'manifest.json'), '{"src/ui/main.tsx":{}}');
    const res = await app.inject({ url: '/account/heloc/.vite/manifest.json' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('src/ui/main.tsx');
  });

  it('answers the password-reset pages beside it with the same HTML', async () => {
    for (const url of ['/auth/forgot-password?email=a%40example.com', '/auth/reset-password?token=abc']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves only the sign-in pages outside the base path', async () => {
    for (const url of ['/auth/other', '/auth/login/extra', '/auth']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('the first registration step', () => {
  let dist: string;
  let server: FastifyInstance;
  const FIRST_STEP = '<!doctype html><html><body><div id="root"><h1>What is your address?</h1></div></body></html>';

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'heloc-first-step-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'first-step.html'), FIRST_STEP);
    server = await buildServer({ distDir: dist, api: null });
  });

  afterAll(async () => {
    await server?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('answers the first step with its prerendered HTML, any other route with index.html', async () => {
    for (const url of ['/account/heloc/register-v2?org=HARBOR_CU', '/account/heloc/register-v2/', '/account/heloc/register']) {
      expect((await server.inject({ url })).body, url).toBe(FIRST_STEP);
    }
    for (const url of ['/account/heloc/register-v2/for-sale', '/account/heloc/3f2c1a9e-1b2c-4d5e-8f90-1234567890ab']) {
      expect((await server.inject({ url })).body, url).toBe(INDEX_HTML);
    }
  });

  it('gives a lender that takes no applications on its register page no prerendered question, by its features', async () => {
    const features = (wholesale: boolean, loanOfficerRequired: boolean) => ({ lender: { features: { wholesale, loanOfficerRequired } } });
    const index: LenderIndex = {
      defaultOrgCode: 'DIRECT',
      orgCodes: ['BROKERS', 'DIRECT', 'REFERRED'],
      hosts: { 'apply.brokers.example': 'BROKERS' },
    };
    // A build folder of its own: the server reads a folder's lender index once.
    const withLenders = await mkdtemp(path.join(tmpdir(), 'heloc-first-step-lenders-'));
    const packages = path.join(withLenders, 'lender-packages');
    await mkdir(packages);
    await writeFile(path.join(withLenders, 'index.html'), INDEX_HTML);
    await writeFile(path.join(withLenders, 'first-step.html'), FIRST_STEP);
    await writeFile(path.join(packages, 'index.json'), JSON.stringify(index));
    await writeFile(path.join(packages, 'BROKERS.json'), JSON.stringify(features(true, false)));
    await writeFile(path.join(packages, 'DIRECT.json'), JSON.stringify(features(false, false)));
    await writeFile(path.join(packages, 'REFERRED.json'), JSON.stringify(features(false, true)));
    const gated = await buildServer({ distDir: withLenders, api: null });
    try {
      const body = async (url: string, host = 'localhost') => (await gated.inject({ url, headers: { host } })).body;
      expect(await body('/account/heloc/register-v2?org=BROKERS')).toBe(INDEX_HTML);
      expect(await body('/account/heloc/register-v2?org=brokers&referrer=3f2c')).toBe(INDEX_HTML);
      expect(await body('/account/heloc/register', 'apply.brokers.example')).toBe(INDEX_HTML);
      expect(await body('/account/heloc/register-v2?org=REFERRED')).toBe(INDEX_HTML);
      expect(await body('/account/heloc/register-v2?org=REFERRED&referrer=3f2c')).toBe(FIRST_STEP);
      expect(await body('/account/heloc/register-v2?org=DIRECT')).toBe(FIRST_STEP);
    } finally {
      await gated.close();
      await rm(withLenders, { recursive: true, force: true });
    }
  });

  it('is sent in the language the visit will be in, among those the lender offers', async () => {
    const FIRST_STEP_ES = FIRST_STEP.replace('<h1>', '<h1 lang="es">');
    const index: LenderIndex = { defaultOrgCode: 'BILINGUAL', orgCodes: ['BILINGUAL', 'ENGLISH'], hosts: {} };
    const withLocales = await mkdtemp(path.join(tmpdir(), 'heloc-first-step-locales-'));
    const packages = path.join(withLocales, 'lender-packages');
    await mkdir(packages);
    await writeFile(path.join(withLocales, 'index.html'), INDEX_HTML);
    await writeFile(path.join(withLocales, 'first-step.html'), FIRST_STEP);
    await writeFile(path.join(withLocales, 'first-step.es.html'), FIRST_STEP_ES);
    await writeFile(path.join(packages, 'index.json'), JSON.stringify(index));
    const lender = (locales: string[]) => ({ lender: { locales, features: { wholesale: false, loanOfficerRequired: false } } });
    await writeFile(path.join(packages, 'BILINGUAL.json'), JSON.stringify(lender(['en', 'es'])));
    await writeFile(path.join(packages, 'ENGLISH.json'), JSON.stringify(lender(['en'])));
    const server = await buildServer({ distDir: withLocales, api: null });
    try {
      const page = (org: string, headers: Record<string, string> = {}, query = '') =>
        server.inject({ url: `/account/heloc/register-v2?org=${org}${query}`, headers });
      // A link's ?lang=, the visit's earlier choice (the app's cookie), then the browser's languages.
      expect((await page('BILINGUAL', {}, '&lang=es')).body).toBe(FIRST_STEP_ES);
      expect((await page('BILINGUAL', { cookie: 'other=1; heloc_locale=es' })).body).toBe(FIRST_STEP_ES);
      expect((await page('BILINGUAL', { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' })).body).toBe(FIRST_STEP_ES);
      expect((await page('BILINGUAL', { 'accept-language': 'es-US', cookie: 'heloc_locale=en' })).body).toBe(FIRST_STEP);
      expect((await page('BILINGUAL', { 'accept-language': 'fr-FR,en;q=0.5' })).body).toBe(FIRST_STEP);
      // A lender without Spanish is in English whatever is asked.
      expect((await page('ENGLISH', { 'accept-language': 'es' }, '&lang=es')).body).toBe(FIRST_STEP);
      // The Spanish copy is preloaded with the page; caches keep the languages apart.
      const spanish = await page('BILINGUAL', {}, '&lang=es');
      expect(spanish.headers.link).toContain('</account/heloc/lender-packages/BILINGUAL.es.json>; rel=preload; as=fetch; crossorigin');
      expect(spanish.headers.vary).toContain('Accept-Language');
    } finally {
      await server.close();
      await rm(withLocales, { recursive: true, force: true });
    }
  });

  it('falls back to index.html for a build without the prerendered step', () => {
    expect(htmlFileFor('register-v2', root)).toBe('index.html');
    expect(htmlFileFor('register-v2', dist)).toBe('first-step.html');
  });

  it('sends sign-in and the signer’s login with their own prerendered headings', async () => {
    const withShells = await mkdtemp(path.join(tmpdir(), 'heloc-shells-'));
    const SIGN_IN = FIRST_STEP.replace('What is your address?', 'Log in');
    const SIGNER_LOGIN = FIRST_STEP.replace('What is your address?', 'Log in to sign');
    await writeFile(path.join(withShells, 'index.html'), INDEX_HTML);
    await writeFile(path.join(withShells, 'sign-in.html'), SIGN_IN);
    await writeFile(path.join(withShells, 'signer-login.html'), SIGNER_LOGIN);
    const server = await buildServer({ distDir: withShells, api: null });
    try {
      expect((await server.inject({ url: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fx' })).body).toBe(SIGN_IN);
      expect((await server.inject({ url: '/account/heloc/heloc-signer/login' })).body).toBe(SIGNER_LOGIN);
      for (const url of ['/auth/forgot-password', '/account/heloc/heloc-signer/intro', '/account/heloc/register-v2']) {
        expect((await server.inject({ url })).body, url).toBe(INDEX_HTML);
      }
    } finally {
      await server.close();
      await rm(withShells, { recursive: true, force: true });
    }
  });
});

describe('precompressed files', () => {
  const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(2048))};`;
  const PRECOMPRESSED = `export const app = ${JSON.stringify('y'.repeat(2048))};`;
  let dist: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'heloc-precompressed-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets/app-1a2b.js'), SCRIPT);
    // A different text in the .br copy proves which file was sent.
    await writeFile(path.join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(PRECOMPRESSED));
    server = await buildServer({ distDir: dist, api: null });
  });

  afterAll(async () => {
    await server?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy as it is to a browser that accepts brotli', async () => {
    const res = await server.inject({ url: '/account/heloc/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PRECOMPRESSED);
  });

  it('sends the plain file to a browser that accepts no encoding', async () => {
    const res = await server.inject({ url: '/account/heloc/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});

describe('the lender package preloaded with the HTML', () => {
  const INDEX: LenderIndex = {
    defaultOrgCode: 'NORTHSTAR',
    orgCodes: ['NORTHSTAR', 'HARBOR_CU'],
    hosts: { 'heloc.harborfcu.example': 'HARBOR_CU' },
  };
  let dist: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'heloc-package-preload-'));
    await mkdir(path.join(dist, 'lender-packages'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'lender-packages', 'index.json'), JSON.stringify(INDEX));
    server = await buildServer({ distDir: dist, api: null });
  });

  afterAll(async () => {
    await server?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('is the org query’s lender, else the host’s; nothing when only the tab could know', () => {
    expect(lenderOfAddress(INDEX, 'harbor_cu', 'localhost')).toBe('HARBOR_CU');
    expect(lenderOfAddress(INDEX, 'NORTHSTAR', 'heloc.harborfcu.example')).toBe('NORTHSTAR');
    expect(lenderOfAddress(INDEX, undefined, 'HELOC.harborfcu.example')).toBe('HARBOR_CU');
    // An unknown org and an unmapped host: the tab may remember a lender, so the server does not guess.
    expect(lenderOfAddress(INDEX, 'NOPE', 'localhost')).toBeNull();
    expect(lenderOfAddress(INDEX, undefined, 'localhost')).toBeNull();
  });

  it('goes out as a Link header on every page the app answers', async () => {
    const link = '</account/heloc/lender-packages/HARBOR_CU.json>; rel=preload; as=fetch; crossorigin';
    for (const url of [
      '/account/heloc/register-v2?org=HARBOR_CU',
      '/account/heloc/3f2c/product/select?org=harbor_cu',
      '/auth/login?org=HARBOR_CU',
    ]) {
      expect((await server.inject({ url })).headers.link, url).toBe(link);
    }
    for (const host of ['heloc.harborfcu.example', 'heloc.harborfcu.example:8443']) {
      expect((await server.inject({ url: '/account/heloc/', headers: { host } })).headers.link, host).toBe(link);
    }
    expect((await server.inject({ url: '/account/heloc/register-v2' })).headers.link).toBeUndefined();
  });

  it('reads a repeated org, lang or referrer by its first value, as the browser does, not with a 500', async () => {
    const link = '</account/heloc/lender-packages/HARBOR_CU.json>; rel=preload; as=fetch; crossorigin';
    for (const url of [
      '/account/heloc/heloc-signer/resume?token=a.b&org=HARBOR_CU&org=NORTHSTAR',
      '/account/heloc/register-v2?org=HARBOR_CU&org=HARBOR_CU&lang=es&lang=en&referrer=a&referrer=b',
    ]) {
      const res = await server.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBe(link);
    }
  });
});

describe('/dashboard and the other host site’s pages the app links to', () => {
  let dist: string;
  const servers: FastifyInstance[] = [];
  const serve = async (sandbox: boolean | null) => {
    const api = sandbox === null ? null : ({ sandbox } as ApiContext);
    const server = await buildServer({ distDir: dist, api, apiRoutes: [] });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'heloc-dashboard-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('is the app’s page in the sandbox, revalidated, under the CSP', async () => {
    const server = await serve(true);
    const res = await server.inject({ url: '/dashboard', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('serves every host page the header can link to, and only their exact paths', async () => {
    const server = await serve(true);
    for (const url of ['/dashboard/settings', '/contact', '/pay', '/universal-marketplace']) {
      expect((await server.inject({ url })).body, url).toBe(INDEX_HTML);
    }
    for (const url of ['/dashboard/x.js', '/dashboards', '/contact/us', '/payments']) {
      expect((await server.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('is left to the host site outside the sandbox', async () => {
    for (const server of [await serve(false), await serve(null)]) {
      for (const url of ['/dashboard', '/contact']) {
        const res = await server.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toBe(INDEX_HTML);
      }
    }
  });
});

describe('the preview area', () => {
  let dist: string;
  const servers: FastifyInstance[] = [];
  const serve = async (sandbox: boolean, previewArea?: boolean) => {
    const server = await buildServer({ distDir: dist, api: { sandbox } as ApiContext, apiRoutes: [], previewArea });
    servers.push(server);
    return server;
  };
  const PAGES = [
    '/account/heloc/preview',
    '/account/heloc/preview/',
    '/account/heloc/preview/lenders',
    '/account/heloc/preview/try?lender=X',
  ];

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'heloc-preview-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('is served in the sandbox', async () => {
    const server = await serve(true);
    for (const url of PAGES) expect((await server.inject({ url })).body, url).toBe(INDEX_HTML);
  });

  it('answers 404 outside the sandbox, unless the deployment turns it on; the app’s other pages stay', async () => {
    const off = await serve(false);
    for (const url of PAGES) expect((await off.inject({ url })).statusCode, url).toBe(404);
    // Only the area's own addresses: a page whose name merely begins with the word is the app's.
    expect((await off.inject({ url: '/account/heloc/previews' })).body).toBe(INDEX_HTML);
    expect((await off.inject({ url: '/account/heloc/register-v2' })).body).toBe(INDEX_HTML);
    const on = await serve(false, true);
    for (const url of PAGES) expect((await on.inject({ url })).body, url).toBe(INDEX_HTML);
    const refused = await serve(true, false);
    expect((await refused.inject({ url: '/account/heloc/preview/lenders' })).statusCode).toBe(404);
  });
});
