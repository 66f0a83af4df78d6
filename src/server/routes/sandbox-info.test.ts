import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { SANDBOX_INFO_PATH, sandboxInfoRoutes } from './sandbox-info';

let sandbox: TestApi;
let production: TestApi;

beforeAll(async () => {
  [sandbox, production] = await Promise.all([createTestApi([sandboxInfoRoutes]), createTestApi([sandboxInfoRoutes], { sandbox: false })]);
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
  await production?.close();
});

it('tells the app it is the sandbox, without a session', async () => {
  const res = await sandbox.app.inject({ url: SANDBOX_INFO_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ sandbox: true });
});

it('does not exist outside sandbox mode, so the developer toolbar stays closed', async () => {
  expect((await production.app.inject({ url: SANDBOX_INFO_PATH })).statusCode).toBe(404);
});
