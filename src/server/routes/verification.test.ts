// The verification routes: simulated income links, paystub and income document uploads, employer
// verification and identity documents, each moving the status the back office's way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { multipart, SAMPLE_FILES } from '../testing/multipart';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';
import { verificationRoutes } from './verification';

let api: TestApi;
let time = Date.parse('2026-11-20T18:00:00Z');
/** Longer than any back-office wait. */
const WAIT = 10_000;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, verificationRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

/** A borrower whose application is at `checklistStatus`. */
async function borrowerAt(checklistStatus: string) {
  const { jwt } = await registerBorrower(api.app);
  const uuid: string = (await createHeloc(api.app, jwt)).json().uuid;
  const set = await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus });
  expect(set.statusCode).toBe(200);
  const url = `${APPLICATION_PATH}/${uuid}`;
  return {
    jwt,
    uuid,
    post: (path: string, payload?: object, token = jwt) =>
      api.app.inject({ method: 'POST', url: `${url}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) }),
    upload: (path: string, file: { name: string; type: string; content: Buffer }, fields?: Record<string, string>, token = jwt) => {
      const body = multipart(file, fields);
      return api.app.inject({
        method: 'POST',
        url: `${url}${path}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    },
    status: async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json().checklistStatus,
    application: async () => (await api.app.inject({ url, headers: bearer(jwt) })).json(),
  };
}

const pdf = { name: 'doc.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf };

describe('income links', () => {
  it('lists the providers', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    const res = await api.app.inject({ url: `${APPLICATION_PATH}/${borrower.uuid}/income/providers`, headers: bearer(borrower.jwt) });
    expect(res.json().map((p: { type: string }) => p.type)).toContain('TRUV_PAYROLL');
  });

  it('a verified link moves on after the back office waits', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    const res = await borrower.post('/income/link/TRUV_PAYROLL', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('VERIFIED');
    expect(await borrower.status()).toBe('WAITING_FOR_INCOME_VERIFICATION');
    time += WAIT;
    expect(await borrower.status()).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('a partial link asks for two paystubs, and the second upload verifies the income', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    const res = await borrower.post('/income/link/PLAID_TRANSACTIONS', { outcome: 'PARTIAL' });
    expect(res.json().result).toBe('PARTIAL');
    const request = res
      .json()
      .application.conditions.find((c: { categoryEnum: string }) => c.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD');
    expect(request).toMatchObject({ actionNeeded: true, xtraData: { numDocsRequired: 2 } });
    expect(res.json().application.status).toMatchObject({ manualPaystubUpload: true, manualPaystubTasksComplete: false });

    expect((await borrower.upload('/income/paystubs', pdf)).statusCode).toBe(201);
    expect(await borrower.status()).toBe('INCOME_VERIFICATION');
    expect((await borrower.upload('/income/paystubs', { ...pdf, content: SAMPLE_FILES.png, type: 'image/png' })).statusCode).toBe(201);
    expect(await borrower.status()).toBe('WAITING_FOR_INCOME_VERIFICATION');
    expect((await borrower.application()).status.manualPaystubTasksComplete).toBe(true);
  });

  it('a failed link keeps the step open', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    expect((await borrower.post('/income/link/POINTSERV_TAX', { outcome: 'FAILED' })).json().result).toBe('FAILED');
    expect(await borrower.status()).toBe('INCOME_VERIFICATION');
  });

  it('refuses an unknown provider, a link at another step and another borrower', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    expect((await borrower.post('/income/link/SOMEONE', {})).statusCode).toBe(400);
    const other = await registerBorrower(api.app);
    expect((await borrower.post('/income/link/TRUV_PAYROLL', {}, `${other.jwt}`)).statusCode).toBe(404);
    const later = await borrowerAt('IDENTITY_VERIFICATION');
    expect((await later.post('/income/link/TRUV_PAYROLL', { outcome: 'PARTIAL' })).statusCode).toBe(409);
  });

  it('refuses paystubs nobody asked for', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    expect((await borrower.upload('/income/paystubs', pdf)).statusCode).toBe(409);
  });
});

describe('income documents', () => {
  it('a W-2 verifies the income', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    const res = await borrower.upload('/income/documents/W2', pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json().incomeVerification).toMatchObject({ method: 'OTHER', status: 'VERIFIED' });
    expect(await borrower.status()).toBe('WAITING_FOR_INCOME_VERIFICATION');
  });

  it('refuses unreadable, protected and unknown documents, and other steps', async () => {
    const borrower = await borrowerAt('INCOME_VERIFICATION');
    const text = await borrower.upload('/income/documents/W2', { name: 'a.pdf', type: 'application/pdf', content: Buffer.from('hello') });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please upload a PDF, JPEG or PNG file.');
    const locked = await borrower.upload('/income/documents/TAX_RETURN', { ...pdf, content: SAMPLE_FILES.protectedPdf });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toMatch(/password-protected/);
    expect((await borrower.upload('/income/documents/SELFIE', pdf)).statusCode).toBe(400);
    expect(await borrower.status()).toBe('INCOME_VERIFICATION');
    const later = await borrowerAt('IDENTITY_VERIFICATION');
    expect((await later.upload('/income/documents/W2', pdf)).statusCode).toBe(409);
  });
});

describe('employer verification', () => {
  it('saves the employer and moves on', async () => {
    const borrower = await borrowerAt('EMPLOYMENT_VERIFICATION');
    const res = await borrower.post('/income/employer-verification', {
      employerName: 'Acme Tools',
      employerPhone: '4155550100',
      jobTitle: 'Welder',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().employer).toEqual({ employerName: 'Acme Tools', employerPhone: '4155550100', jobTitle: 'Welder' });
    expect(await borrower.status()).toBe('WAITING_FOR_INCOME_VERIFICATION');
  });

  it('refuses a phone that is not ten US digits', async () => {
    const borrower = await borrowerAt('EMPLOYMENT_VERIFICATION');
    expect((await borrower.post('/income/employer-verification', { employerName: 'Acme', employerPhone: '1155550100' })).statusCode).toBe(
      400,
    );
  });
});

describe('identity documents', () => {
  it('files the ID and waits for its verification', async () => {
    const borrower = await borrowerAt('IDENTITY_VERIFICATION');
    const res = await borrower.upload(
      '/documents/identity',
      { name: 'id.jpg', type: 'image/jpeg', content: SAMPLE_FILES.jpeg },
      { idType: 'PASSPORTFRONT' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().documents).toContainEqual(expect.objectContaining({ type: 'PASSPORTFRONT' }));
    expect(await borrower.status()).toBe('WAITING_FOR_ID_VERIFICATION');
    time += WAIT;
    expect(await borrower.status()).toBe('NOTE_SIGNING');
  });

  it('refuses a missing ID type and a file of the wrong type', async () => {
    const borrower = await borrowerAt('IDENTITY_VERIFICATION');
    expect((await borrower.upload('/documents/identity', pdf)).statusCode).toBe(400);
    const wrong = await borrower.upload(
      '/documents/identity',
      { name: 'id.gif', type: 'image/gif', content: Buffer.from('GIF89a') },
      { idType: 'IDCARDFRONT' },
    );
    expect(wrong.statusCode).toBe(415);
    expect(await borrower.status()).toBe('IDENTITY_VERIFICATION');
  });

  it("keeps the name sent but the extension of what the file is, and reads no stranger's file", async () => {
    const borrower = await borrowerAt('IDENTITY_VERIFICATION');
    const jpeg = { name: 'licence.html', type: 'text/html', content: SAMPLE_FILES.jpeg };
    const stranger = (await registerBorrower(api.app)).jwt;
    // The application is not theirs: refused before the file is read, whatever the file.
    const refused = await borrower.upload(
      '/documents/identity',
      { ...jpeg, content: Buffer.from('not even a picture') },
      { idType: 'PASSPORTFRONT' },
      stranger,
    );
    expect(refused.statusCode).toBe(404);
    expect((await borrower.upload('/documents/identity', jpeg, { idType: 'PASSPORTFRONT' })).statusCode).toBe(201);
    const listed = await api.context.db.selectFrom('documents').select('filename').where('application_uuid', '=', borrower.uuid).execute();
    expect(listed.map((d) => d.filename)).toEqual(['licence.jpg']);
  });
});
