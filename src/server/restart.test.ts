// Data and sessions survive a restart: the same data folder, a new server process's objects.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES, buildServer, type ApiContext } from './app';
import { loadTokenSecret, TokenSigner } from './auth/tokens';
import { openDatabase } from './db/database';
import { LenderDirectory } from './lender-directory';
import { bearer, createHeloc, registerBorrower, TEST_PASSWORD, uniqueEmail } from './testing/borrower';

let dataDir: string;
let lenders: LenderDirectory;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-restart-'));
  lenders = await LenderDirectory.load();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** What main.ts does on start, minus listening. */
async function start() {
  const db = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
  const context: ApiContext = { db, lenders, tokens: new TokenSigner(await loadTokenSecret(dataDir, '')), sandbox: true };
  const app = await buildServer({ distDir: null, api: context, apiRoutes: API_ROUTES });
  return { app, stop: async () => (await app.close(), await db.destroy()) };
}

// Two servers opened one after the other on an on-disk embedded database: about 15 s on a busy 2-core machine.
it('lets a borrower sign in again, with the same token and application, after a restart', async () => {
  const email = uniqueEmail('restart');
  const first = await start();
  const { jwt } = await registerBorrower(first.app, 'LAKESHORE', email);
  const uuid = (await createHeloc(first.app, jwt, { state: 'MI', zip: '48201' })).json().uuid;
  expect(uuid).toBeDefined();
  await first.stop();

  const second = await start();
  try {
    const login = await second.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login?organization=LAKESHORE',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const application = await second.app.inject({ url: `/service-application/api/v1/application/heloc/${uuid}`, headers: bearer(jwt) });
    expect(application.statusCode).toBe(200);
    expect(application.json().uuid).toBe(uuid);
  } finally {
    await second.stop();
  }
}, 60_000);
