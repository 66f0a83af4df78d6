// When the server draws a signed-in page (src/server/server-render.ts), and with what: a build whose
// renderer is a stand-in that draws the application's loan number, read through the session's API as
// the real renderer reads everything. The real renderer and the browser's hydration: tests/e2e/server-render.spec.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, TRACKER_COOKIE } from '../engine/routing/page-cookies';
import { buildServer, CONTENT_SECURITY_POLICY, API_ROUTES } from './app';
import { bearer, createHeloc, registerBorrower } from './testing/borrower';
import { createTestApi, type TestApi } from './testing/test-api';

const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const TEMPLATE = '<!doctype html><html lang="en"><head></head><body><div id="root"><!--server-render--></div></body></html>';
const TRACKER = '0b6f2d1e-3c4a-4b5d-8e6f-7a8b9c0d1e2f';

/**
 * A renderer like the build's: it reads the application through the session's API and draws its
 * loan number, or nothing when the read fails; `?write` makes it try a write, which it may not. A
 * signer's page it draws with its address.
 */
const STAND_IN = `
export async function renderPage(page) {
  globalThis.renderCalls = (globalThis.renderCalls ?? 0) + 1;
  if (page.at.includes('/heloc-signer/')) return page.template.replace('<!--server-render-->', '<h1>Signer at ' + page.at + '</h1>');
  const uuid = page.at.split('?')[0].split('/')[3];
  const headers = { authorization: page.token, 'x-org': page.pkg.lender.orgCode, accept: 'application/json' };
  if (page.at.includes('write')) await page.fetch('/service-application/api/v1/application/heloc/' + uuid + '/product', { method: 'PUT', headers, body: '{}' });
  const res = await page.fetch('/service-application/api/v1/application/heloc/' + uuid, { headers });
  if (!res.ok) return null;
  const application = await res.json();
  return page.template.replace('<!--server-render-->', '<h1>Loan ' + application.loanNumber + ' for ' + page.trackerId + '</h1>');
}
`;

let dist: string;
let api: TestApi;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'heloc-server-render-'));
  await mkdir(path.join(dist, '.server'), { recursive: true });
  await mkdir(path.join(dist, 'lender-packages'), { recursive: true });
  await writeFile(path.join(dist, '.server', 'render-page.js'), STAND_IN);
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'server-render.html'), TEMPLATE);
  await writeFile(path.join(dist, 'server-render.sandbox.html'), TEMPLATE);
  const index = { defaultOrgCode: 'NORTHSTAR', orgCodes: ['NORTHSTAR'], hosts: {} };
  await writeFile(path.join(dist, 'lender-packages', 'index.json'), JSON.stringify(index));
  const pkg = { lender: { orgCode: 'NORTHSTAR', locales: ['en'], features: {} }, copy: { en: {} }, theme: {} };
  await writeFile(path.join(dist, 'lender-packages', 'NORTHSTAR.json'), JSON.stringify(pkg));
  api = await createTestApi(API_ROUTES, { distDir: dist });
});

afterAll(async () => {
  await api?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** A borrower with an application, and its loan number. */
async function borrowerWithApplication() {
  const { jwt } = await registerBorrower(api.app, 'NORTHSTAR');
  const created = await createHeloc(api.app, jwt);
  expect(created.statusCode).toBe(201);
  const { uuid, loanNumber } = created.json() as { uuid: string; loanNumber: string };
  return { jwt, uuid, loanNumber: String(loanNumber) };
}

const cookies = (jwt: string | null, tracker: string | null = TRACKER) =>
  [jwt && `${SESSION_COOKIE}=${jwt}`, tracker && `${TRACKER_COOKIE}=${tracker}`, 'other=1'].filter(Boolean).join('; ');

const page = (uuid: string, cookie: string, query = '?org=NORTHSTAR') =>
  api.app.inject({ url: `/account/heloc/${uuid}/product/select${query}`, headers: { cookie } });

const calls = () => (globalThis as { renderCalls?: number }).renderCalls ?? 0;

describe('a signed-in page drawn on the server', () => {
  it("is drawn for the session's own application with what its API answers, never stored, under the content security policy", async () => {
    const { jwt, uuid, loanNumber } = await borrowerWithApplication();
    const res = await page(uuid, cookies(jwt));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>Loan ${loanNumber} for ${TRACKER}</h1>`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.link).toContain('/account/heloc/lender-packages/NORTHSTAR.json');
    // The application's home is drawn too (the app then shows the status's page).
    expect((await api.app.inject({ url: `/account/heloc/${uuid}?org=NORTHSTAR`, headers: { cookie: cookies(jwt) } })).body).toContain(
      loanNumber,
    );
  });

  it("is not drawn with another borrower's session: their API answers 404, and the plain page goes out", async () => {
    const owner = await borrowerWithApplication();
    const other = await registerBorrower(api.app, 'NORTHSTAR');
    const res = await page(owner.uuid, cookies(other.jwt));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.body).not.toContain(owner.loanNumber);
  });

  it('is not drawn without a session that verifies: none, a forged one, or one logged out', async () => {
    const { jwt, uuid } = await borrowerWithApplication();
    const before = calls();
    expect((await page(uuid, cookies(null))).body).toBe(INDEX);
    expect((await page(uuid, cookies(`${jwt.slice(0, -4)}AAAA`))).body).toBe(INDEX);
    const logout = await api.app.inject({ method: 'POST', url: '/identity/secure/api/v1/logout', headers: bearer(jwt) });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await page(uuid, cookies(jwt))).body).toBe(INDEX);
    expect(calls(), 'the renderer is not even asked').toBe(before);
  });

  it('is not drawn where it would differ from what the browser draws: no tracker id, or a lender the address does not settle', async () => {
    const { jwt, uuid } = await borrowerWithApplication();
    expect((await page(uuid, cookies(jwt, null))).body).toBe(INDEX);
    expect((await page(uuid, cookies(jwt, 'not-a-uuid'))).body).toBe(INDEX);
    expect((await page(uuid, cookies(jwt), '')).body).toBe(INDEX);
  });

  it('reads only: a renderer that tries to write gets nothing drawn, and the application is unchanged', async () => {
    const { jwt, uuid, loanNumber } = await borrowerWithApplication();
    const before = (await api.app.inject({ url: `/service-application/api/v1/application/heloc/${uuid}`, headers: bearer(jwt) })).body;
    const res = await page(uuid, cookies(jwt), '?org=NORTHSTAR&write=1');
    expect(res.body).toBe(INDEX);
    expect(res.body).not.toContain(loanNumber);
    expect((await api.app.inject({ url: `/service-application/api/v1/application/heloc/${uuid}`, headers: bearer(jwt) })).body).toBe(
      before,
    );
  });

  it("draws an additional signer's signed-in pages, and none of the signer area's public ones", async () => {
    const { jwt } = await borrowerWithApplication();
    for (const signed of ['intro', 'identity/', 'conditions/upload-document']) {
      const url = `/account/heloc/heloc-signer/${signed}?org=NORTHSTAR`;
      expect((await api.app.inject({ url, headers: { cookie: cookies(jwt) } })).body, url).toContain(`<h1>Signer at ${url}</h1>`);
    }
    for (const open of ['', 'login', 'resume', 'cancelled', 'error', 'login/']) {
      const url = `/account/heloc/heloc-signer/${open}?org=NORTHSTAR`;
      expect((await api.app.inject({ url, headers: { cookie: cookies(jwt) } })).body, url).not.toContain('Signer at');
    }
  });

  it('leaves every other address alone: pages outside an application, and files', async () => {
    const { jwt } = await borrowerWithApplication();
    for (const url of ['/account/heloc/register-v2?org=NORTHSTAR', '/account/heloc/electronic-records?org=NORTHSTAR']) {
      const res = await api.app.inject({ url, headers: { cookie: cookies(jwt) } });
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('is not drawn by a server told not to (SERVER_RENDER=0)', async () => {
    const { jwt, uuid } = await borrowerWithApplication();
    const plain = await buildServer({ distDir: dist, api: api.context, serverRender: false });
    try {
      const res = await plain.inject({ url: `/account/heloc/${uuid}/product/select?org=NORTHSTAR`, headers: { cookie: cookies(jwt) } });
      expect(res.body).toBe(INDEX);
    } finally {
      await plain.close();
    }
  });
});
