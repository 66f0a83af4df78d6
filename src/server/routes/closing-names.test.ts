// Loan documents for borrowers whose names and streets are not in Latin-1: each was a 500 while the
// PDFs were drawn in Helvetica (src/server/back-office/document-fonts.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, helocBody, registerBorrower } from '../testing/borrower';
import { pdfText } from '../testing/pdf-text';
import { APPLICATION_PATH, applicationRoutes } from './applications';
import { closingRoutes } from './closing';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, closingRoutes, sandboxRoutes]);
});
afterAll(() => api?.close());

/** A borrower registered through the API under `name`, at `street`, whose documents are ready to sign. */
async function borrowerNamed(name: { firstName: string; lastName: string }, street1: string) {
  const { jwt, email } = await registerBorrower(api.app);
  const body = helocBody({ email });
  const address = { ...body.propertyRequest.address, street1 };
  const created = await api.app.inject({
    method: 'POST',
    url: '/service-application/api/v3/application/helocs',
    headers: bearer(jwt),
    payload: {
      ...body,
      profileRequest: { ...body.profileRequest, name, assetAddress: address },
      propertyRequest: { ...body.propertyRequest, address },
    },
  });
  const uuid = created.json().uuid as string;
  expect(uuid, created.body).toBeTypeOf('string');
  const set = await api.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/state`,
    headers: bearer(jwt),
    payload: { checklistStatus: 'NOTE_SIGNING' },
  });
  expect(set.statusCode, set.body).toBe(200);
  return (type: string) => api.app.inject({ url: `${APPLICATION_PATH}/${uuid}/signing/documents/${type}`, headers: bearer(jwt) });
}

describe('loan documents for names outside Latin-1', () => {
  it('serves the agreement with the name and street as typed', async () => {
    const document = await borrowerNamed({ firstName: 'Nguyễn Thị', lastName: 'Wróbel-Достоевская' }, 'Οδός Ερμού 42');
    const pdf = await document('HELOC_AGREEMENT');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Borrower: Nguyễn Thị Wróbel-Достоевская');
    expect(text).toContain('Property: Οδός Ερμού 42');
  });

  it('serves each document for a Chinese name and street as typed, once printed as marks', async () => {
    const document = await borrowerNamed({ firstName: '小明', lastName: '欧阳' }, '建国路 88 号');
    for (const type of ['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET']) {
      const pdf = await document(type);
      expect(pdf.statusCode, `${type}: ${pdf.body}`).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Borrower: 小明 欧阳');
      expect(text).toContain('Property: 建国路 88 号');
    }
  });

  it('serves each document for a name no font draws, with a mark for each missing letter', async () => {
    // Korean Hangul, and a Han letter beyond Noto Sans SC's (𠮷, outside the Basic Multilingual Plane).
    const document = await borrowerNamed({ firstName: '민준', lastName: '김 𠮷' }, '1-2-3 銀座');
    for (const type of ['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET']) {
      const pdf = await document(type);
      expect(pdf.statusCode, `${type}: ${pdf.body}`).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain('Borrower: \uFFFD\uFFFD \uFFFD \uFFFD');
    }
  });
});
