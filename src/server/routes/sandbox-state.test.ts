// The sandbox state control's writes: the same write again leaves the application as it was, and a
// write that would take the stored document past MAX_APPLICATION_BYTES is refused, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyApplication } from '../applications';
import { MAX_APPLICATION_BYTES } from '../application-size';
import { createTestApi, type TestApi } from '../testing/test-api';
import { createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { applicationRoutes } from './applications';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, sandboxRoutes]);
});
afterAll(() => api?.close());

async function newApplication() {
  const { jwt } = await registerBorrower(api.app);
  return { jwt, uuid: (await createHeloc(api.app, jwt)).json().uuid as string };
}
const stored = async (uuid: string) => (await anyApplication(api.context.db, uuid))!;
const storedBytes = async (uuid: string) => Buffer.byteLength(JSON.stringify((await stored(uuid)).document));

describe('the sandbox state control', () => {
  it('leaves the document the same size after 200 identical writes', async () => {
    const { jwt, uuid } = await newApplication();
    const body = {
      checklistStatus: 'CREDIT_NO_MATCH',
      status: { waitingOnFloodCert: true },
      property: { state: 'TX' },
      notes: { list: ['a', 'b'], text: 'x'.repeat(1000) },
    };
    expect((await sandboxControl(api.app, jwt, uuid, 'state', body)).statusCode).toBe(200);
    const once = await storedBytes(uuid);
    for (let write = 1; write < 200; write++) {
      expect((await sandboxControl(api.app, jwt, uuid, 'state', body)).statusCode).toBe(200);
    }
    expect(await storedBytes(uuid)).toBe(once);
  }, 60_000);

  it('refuses a write past the size limit with a 413 in plain words, leaving the application as it was', async () => {
    const { jwt, uuid } = await newApplication();
    // Each body is under the 64 KiB request limit; new fields are kept, so four of them fit and a fifth does not.
    const write = (n: number) => sandboxControl(api.app, jwt, uuid, 'state', { notes: { [`note${n}`]: 'x'.repeat(60_000) } });
    for (let n = 1; n <= 4; n++) expect((await write(n)).statusCode).toBe(200);
    const before = await stored(uuid);
    expect(await storedBytes(uuid)).toBeLessThanOrEqual(MAX_APPLICATION_BYTES);

    const refused = await write(5);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'This change would make the application larger than 256 KiB, far more than an application needs, so it was not saved. Send less.',
    );
    const after = await stored(uuid);
    expect(after.version).toBe(before.version);
    expect(after.document).toEqual(before.document);

    // A write that keeps it under the limit still lands, and reads go on answering.
    expect((await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'CREDIT_NO_MATCH' })).statusCode).toBe(200);
    expect((await stored(uuid)).document.status.checklistStatus).toBe('CREDIT_NO_MATCH');
  });
});
