// The conditions routes: who may read and answer a condition, what an upload or a saved phone
// number does to it, and the sandbox control that raises one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { writeApplicationFields } from '../testing/application-fields';
import { multipart, SAMPLE_FILES } from '../testing/multipart';
import { applicationRoutes } from './applications';
import { conditionRoutes } from './conditions';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
let time = Date.parse('2026-11-20T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, conditionRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

const CONDITIONS = '/service-conditions/external/api/v1/applications';
const pdf = { name: 'statement.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf };

async function borrower() {
  const { jwt } = await registerBorrower(api.app);
  const uuid: string = (await createHeloc(api.app, jwt)).json().uuid;
  return {
    jwt,
    uuid,
    raise: (body: object, token = jwt) => sandboxControl(api.app, token, uuid, 'conditions', body),
    list: (token = jwt) => api.app.inject({ url: `${CONDITIONS}/${uuid}/conditions/external-applicants`, headers: bearer(token) }),
    upload: (conditionUuid: string, token = jwt) => {
      const body = multipart(pdf);
      return api.app.inject({
        method: 'POST',
        url: `${CONDITIONS}/${uuid}/conditions/${conditionUuid}/documents`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    },
    complete: (conditionUuid: string, token = jwt) =>
      api.app.inject({ method: 'POST', url: `${CONDITIONS}/${uuid}/conditions/${conditionUuid}/complete`, headers: bearer(token) }),
  };
}

describe('the sandbox control', () => {
  it('raises a condition the borrower then reads, known categories only, oldest first', async () => {
    const b = await borrower();
    const trust = await b.raise({ categoryEnum: 'REVIEW_TRUST_REQUIREMENTS', commentsToBorrower: 'The trust named on title.' });
    expect(trust.statusCode).toBe(201);
    expect(trust.json()).toMatchObject({
      categoryEnum: 'REVIEW_TRUST_REQUIREMENTS',
      actionNeeded: true,
      created: new Date(time).toISOString(),
    });
    time -= 60_000;
    await b.raise({ categoryEnum: 'SOMETHING_THE_APP_DOES_NOT_KNOW' });
    const phone = await b.raise({ categoryEnum: 'MISSING_PHONE_NUMBER' });
    time += 120_000;
    const list = await b.list();
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { uuid: string }) => c.uuid)).toEqual([phone.json().uuid, trust.json().uuid]);
    expect(list.json()[1].commentsToBorrower).toBe('The trust named on title.');
  });

  it('refuses a body that is not a condition, and a missing application', async () => {
    const b = await borrower();
    expect((await b.raise({ categoryEnum: 'lowercase' })).statusCode).toBe(400);
    expect((await b.raise({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', numDocsRequired: 0 })).statusCode).toBe(400);
    const missing = await sandboxControl(api.app, b.jwt, '00000000-0000-4000-8000-000000000000', 'conditions', {
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    });
    expect(missing.statusCode).toBe(404);
    // Another borrower's application is as missing as one that does not exist.
    const other = await borrower();
    expect((await b.raise({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }, other.jwt)).statusCode).toBe(404);
  });
});

describe('uploads', () => {
  it('clear a condition once it has the documents it asks for, filed under its document type', async () => {
    const b = await borrower();
    const condition = (await b.raise({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', numDocsRequired: 2 })).json();
    const first = await b.upload(condition.uuid);
    expect(first.statusCode).toBe(201);
    expect(first.json().document.type).toBe('BANK_STATEMENT');
    expect(first.json().condition.actionNeeded).toBe(true);
    const second = await b.upload(condition.uuid);
    expect(second.json().condition.actionNeeded).toBe(false);
    expect((await b.list()).json()[0].actionNeeded).toBe(false);
    const third = await b.upload(condition.uuid);
    expect(third.statusCode).toBe(409);
  });

  it('to two requests at the same moment both land: neither write undoes the other', async () => {
    // Each upload reads the application, closes its request and writes the application back.
    for (let trial = 0; trial < 6; trial += 1) {
      const b = await borrower();
      const requests = [
        (await b.raise({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })).json(),
        (await b.raise({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })).json(),
      ];
      const uploads = await Promise.all(requests.map((r: { uuid: string }) => b.upload(r.uuid)));
      expect(uploads.map((u) => u.statusCode)).toEqual([201, 201]);
      expect((await b.list()).json().map((c: { actionNeeded: boolean }) => c.actionNeeded)).toEqual([false, false]);
    }
  });

  it('are refused for a phone number request and an unknown condition', async () => {
    const b = await borrower();
    const phone = (await b.raise({ categoryEnum: 'MISSING_PHONE_NUMBER' })).json();
    expect((await b.upload(phone.uuid)).statusCode).toBe(409);
    expect((await b.upload('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('a phone number request', () => {
  it('closes once the caller has a phone number, and only that kind closes this way', async () => {
    const b = await borrower();
    const phone = (await b.raise({ categoryEnum: 'MISSING_PHONE_NUMBER' })).json();
    const generic = (await b.raise({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })).json();
    expect((await b.complete(generic.uuid)).statusCode).toBe(409);
    const identity = (await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(b.jwt) })).json();
    await api.context.db.updateTable('identities').set({ phone_number: null }).where('uuid', '=', identity.uuid).execute();
    const refused = await b.complete(phone.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Please add your phone number first');
    const alias = await api.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: bearer(b.jwt),
      payload: { type: 'Phone', value: '4155550188' },
    });
    expect(alias.statusCode).toBe(200);
    const done = await b.complete(phone.uuid);
    expect(done.statusCode).toBe(200);
    expect(done.json().actionNeeded).toBe(false);
  });
});

describe('ownership', () => {
  it("another borrower can neither read nor answer someone's conditions", async () => {
    const owner = await borrower();
    const other = await borrower();
    const condition = (await owner.raise({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })).json();
    const read = await owner.list(other.jwt);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Application not found');
    expect((await owner.upload(condition.uuid, other.jwt)).statusCode).toBe(404);
    expect((await owner.complete(condition.uuid, other.jwt)).statusCode).toBe(404);
    expect((await owner.list()).json()[0].actionNeeded).toBe(true);
  });

  it('needs a session', async () => {
    const owner = await borrower();
    const res = await api.app.inject({ url: `${CONDITIONS}/${owner.uuid}/conditions/external-applicants` });
    expect(res.statusCode).toBe(401);
  });

  it("lets the application's additional signer (a co-deeder) read and answer them", async () => {
    const owner = await borrower();
    const signer = await registerBorrower(api.app);
    const signerIdentity = (await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(signer.jwt) })).json();
    // Only a co-deeder listed on this application: being one elsewhere opens nothing.
    await api.context.db.updateTable('identities').set({ type: 'CO_DEEDER' }).where('uuid', '=', signerIdentity.uuid).execute();
    expect((await owner.list(signer.jwt)).statusCode).toBe(404);
    await writeApplicationFields(api.context.db, owner.uuid, {
      coDeeders: [{ firstName: 'Sam', lastName: 'Lovelace', email: signer.email, identityUuid: signerIdentity.uuid }],
    });
    const condition = (await owner.raise({ categoryEnum: 'ID_VERIFICATION_FAILURE' })).json();
    expect((await owner.list(signer.jwt)).json().map((c: { uuid: string }) => c.uuid)).toEqual([condition.uuid]);
    const upload = await owner.upload(condition.uuid, signer.jwt);
    expect(upload.statusCode).toBe(201);
    expect(upload.json().document.type).toBe('IDENTITY_DOCUMENT');
    expect(upload.json().condition.actionNeeded).toBe(false);
  });
});
