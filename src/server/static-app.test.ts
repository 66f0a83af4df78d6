// The sign-in page outside the base path is answered with the app's HTML (spec 001 §2: /auth/login).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, CONTENT_SECURITY_POLICY } from './app';

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

  it('serves only the login page outside the base path', async () => {
    for (const url of ['/auth/other', '/auth/login/extra', '/auth']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
