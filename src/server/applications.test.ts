// Writes of one application from two servers (or any stale read): the later write is refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { anyApplication, saveApplication, StaleApplicationError } from './applications';
import { applicationRoutes } from './routes/applications';
import { identityRoutes } from './routes/identity';
import { createHeloc, registerBorrower } from './testing/borrower';
import { createTestApi, type TestApi } from './testing/test-api';

let api: TestApi;
beforeAll(async () => (api = await createTestApi([identityRoutes, applicationRoutes])));
afterAll(() => api?.close());

it('refuses a write based on a read another write has overtaken, keeping the first', async () => {
  const { jwt } = await registerBorrower(api.app);
  const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
  const first = (await anyApplication(api.context.db, uuid))!;
  const second = (await anyApplication(api.context.db, uuid))!;
  first.document.note = 'first';
  await saveApplication(api.context.db, first);
  second.document.note = 'second';
  const refused = await saveApplication(api.context.db, second).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(StaleApplicationError);
  expect((refused as StaleApplicationError).statusCode).toBe(409);
  expect((await anyApplication(api.context.db, uuid))!.document.note).toBe('first');
  // A copy read after the write saves as usual.
  const fresh = (await anyApplication(api.context.db, uuid))!;
  fresh.document.note = 'third';
  await saveApplication(api.context.db, fresh);
  expect((await anyApplication(api.context.db, uuid))!.document.note).toBe('third');
});
