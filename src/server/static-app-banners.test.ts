// The build writes each HTML page for both modes, with that mode's banners in it
// (src/build/banners-html.ts); the server sends its own mode's, so the strip is painted with the page.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, CONTENT_SECURITY_POLICY, type ApiContext } from './app';

const page = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;
const PAGES = ['index.html', 'index.sandbox.html', 'first-step.html', 'first-step.sandbox.html'];
const URLS = {
  firstStep: '/account/heloc/register-v2?org=NORTHSTAR',
  register: '/account/heloc/register',
  application: '/account/heloc/3f2c/product/select',
  base: '/account/heloc/',
  login: '/auth/login',
};

let dist: string;
let onlyProduction: string;
const servers: FastifyInstance[] = [];

async function server(distDir: string, sandbox: boolean | null): Promise<FastifyInstance> {
  const api = sandbox === null ? null : ({ sandbox } as ApiContext);
  const app = await buildServer({ distDir, api, apiRoutes: [] });
  servers.push(app);
  return app;
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'heloc-mode-pages-'));
  await Promise.all(PAGES.map((name) => writeFile(path.join(dist, name), page(name))));
  onlyProduction = await mkdtemp(path.join(tmpdir(), 'heloc-mode-pages-'));
  await Promise.all(['index.html', 'first-step.html'].map((name) => writeFile(path.join(onlyProduction, name), page(name))));
});

afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await Promise.all([dist, onlyProduction].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the pages of the server’s mode', () => {
  it('the sandbox sends the sandbox’s pages on every HTML route, revalidated and under the CSP', async () => {
    const app = await server(dist, true);
    const expected = { firstStep: 'first-step', register: 'first-step', application: 'index', base: 'index', login: 'index' };
    for (const [route, url] of Object.entries(URLS)) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page(`${expected[route as keyof typeof URLS]}.sandbox.html`));
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('production, and a server without the API, send the production pages', async () => {
    for (const app of [await server(dist, false), await server(dist, null)]) {
      expect((await app.inject({ url: URLS.firstStep })).body).toBe(page('first-step.html'));
      expect((await app.inject({ url: URLS.application })).body).toBe(page('index.html'));
      expect((await app.inject({ url: URLS.base })).body).toBe(page('index.html'));
    }
  });

  it('a build without the sandbox’s pages is served as it is in the sandbox too', async () => {
    const app = await server(onlyProduction, true);
    expect((await app.inject({ url: URLS.firstStep })).body).toBe(page('first-step.html'));
    expect((await app.inject({ url: URLS.login })).body).toBe(page('index.html'));
  });
});
