// The disclosure record: pages record what they show, the create call records what the set-password
// step showed, reloads do not grow it, and nobody reads or writes another borrower's record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, helocBody, registerBorrower } from '../testing/borrower';
import { disclosureVersion } from '../../engine/disclosures/registry';
import { APPLICATION_PATH, applicationRoutes, CREATE_HELOC_PATH } from './applications';
import { disclosureRoutes } from './disclosures';
import { identityRoutes } from './identity';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, disclosureRoutes]);
});
afterAll(() => api?.close());

const EARLY = { type: 'HELOC_EARLY_DISCLOSURE', version: disclosureVersion('HELOC_EARLY_DISCLOSURE')! };
const RESCISSION = { type: 'RESCISSION_NOTICE', version: disclosureVersion('RESCISSION_NOTICE')! };

async function borrowerWithApplication(disclosuresShown?: object[]) {
  const { jwt } = await registerBorrower(api.app);
  const created = await api.app.inject({
    method: 'POST',
    url: CREATE_HELOC_PATH,
    headers: bearer(jwt),
    payload: { ...helocBody(), ...(disclosuresShown ? { disclosuresShown } : {}) },
  });
  expect(created.statusCode).toBe(201);
  const uuid: string = created.json().uuid;
  const url = `${APPLICATION_PATH}/${uuid}/disclosure-record`;
  return {
    jwt,
    record: (token = jwt) => api.app.inject({ url, headers: bearer(token) }),
    show: (shown: object, token = jwt) => api.app.inject({ method: 'POST', url, headers: bearer(token), payload: shown }),
  };
}

describe('disclosure record', () => {
  it('records what the set-password step showed at the create call, with the consents given', async () => {
    const before = Date.now();
    const { record } = await borrowerWithApplication([EARLY]);
    const body = (await record()).json();
    expect(body.disclosures).toEqual([{ ...EARLY, shownAt: expect.any(String) }]);
    expect(Date.parse(body.disclosures[0].shownAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.consents.map((c: { type: string }) => c.type)).toContain('SOFT_CREDIT');
  });

  it('records each version once, whatever the number of times a page shows it', async () => {
    const { record, show } = await borrowerWithApplication();
    expect((await record()).json().disclosures).toEqual([]);
    expect((await show(RESCISSION)).statusCode).toBe(200);
    const first = (await record()).json().disclosures;
    expect((await show(RESCISSION)).json().disclosures).toEqual(first);
    // A page loaded before a copy change records the version it showed, beside the current one.
    const older = { ...RESCISSION, version: '2025-01-01' };
    expect((await show(older)).json().disclosures.map((d: { version: string }) => d.version)).toEqual([RESCISSION.version, '2025-01-01']);
  });

  it('two pages recording at once both land', async () => {
    const { record, show } = await borrowerWithApplication();
    const answers = await Promise.all([show(EARLY), show(RESCISSION)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(
      (await record())
        .json()
        .disclosures.map((d: { type: string }) => d.type)
        .sort(),
    ).toEqual([EARLY.type, RESCISSION.type]);
  });

  it('refuses a type the registry does not list, and another borrower', async () => {
    const { show, record } = await borrowerWithApplication();
    const unknown = await show({ type: 'MADE_UP', version: '2026-01-01' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown disclosure type MADE_UP/);
    const stranger = await registerBorrower(api.app);
    expect((await record(stranger.jwt)).statusCode).toBe(404);
    expect((await show(EARLY, stranger.jwt)).statusCode).toBe(404);
  });
});
