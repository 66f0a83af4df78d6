// The co-deeder invitation look-up and accept are public: each client may try only a few tokens.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/borrower';
import { expectClientLimit } from '../testing/client-limit';
import { createTestApi, type TestApi } from '../testing/test-api';
import { INVITATION_PATH, signerRoutes } from './signer';

let api: TestApi;
beforeAll(async () => (api = await createTestApi([signerRoutes])));
afterAll(() => api?.close());

const UNKNOWN_TOKEN = 'not-an-invitation.0000000000';

describe('invitation look-ups per client', () => {
  it('throttles the look-up', async () => {
    await expectClientLimit(
      (remoteAddress) =>
        api.app.inject({ method: 'POST', url: `${INVITATION_PATH}/lookup`, payload: { token: UNKNOWN_TOKEN }, remoteAddress }),
      20,
    );
  });

  it('throttles accepting', async () => {
    await expectClientLimit(
      (remoteAddress) =>
        api.app.inject({
          method: 'POST',
          url: `${INVITATION_PATH}/accept`,
          payload: { token: UNKNOWN_TOKEN, password: TEST_PASSWORD },
          remoteAddress,
        }),
      10,
    );
  });
});
