// One borrower through every back-office step after the summary disclosure, to a funded line.
import { PDFDocument } from 'pdf-lib';
import { NOT_PROVIDED, ONLINE_CHANNEL } from '../../engine/start/hmda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower } from '../testing/borrower';
import { multipart, SAMPLE_FILES } from '../testing/multipart';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { bankRoutes } from './bank';
import { closingRoutes } from './closing';
import { conditionRoutes } from './conditions';
import { disclosureRoutes } from './disclosures';
import { identityRoutes } from './identity';
import { verificationRoutes } from './verification';

let api: TestApi;
let time = Date.parse('2026-11-20T18:00:00Z'); // a Friday
const advance = (ms: number) => (time += ms);

let jwt: string;
let uuid: string;
let url: string;

beforeAll(async () => {
  api = await createTestApi(
    [identityRoutes, applicationRoutes, verificationRoutes, bankRoutes, closingRoutes, conditionRoutes, disclosureRoutes],
    {
      now: () => time,
    },
  );
  ({ jwt } = await registerBorrower(api.app));
  uuid = (await createHeloc(api.app, jwt)).json().uuid;
  url = `${APPLICATION_PATH}/${uuid}`;
});
afterAll(() => api?.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = jwt) =>
  api.app.inject({ method, url: `${url}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const upload = (path: string, file: { name: string; type: string; content: Buffer }, fields?: Record<string, string>, token = jwt) => {
  const body = multipart(file, fields);
  return api.app.inject({
    method: 'POST',
    url: path.startsWith('/') ? path : `${url}/${path}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const status = async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json().checklistStatus;

describe('from the summary disclosure to a funded line', () => {
  it('reaches income verification', async () => {
    const offer = (await call('GET', '/offers')).json().offers[0];
    expect(
      (await call('PUT', '/product', { term: offer.term, amount: 60_000, originationFee: offer.originationFee, payType: 'AUTOPAY' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', '/contact', {
          ownership: 'SOLE',
          ssn: '123456789',
          hardCreditConsent: { type: 'HARD_CREDIT', version: '2026-01' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', '/hmda', {
          ethnicity: [NOT_PROVIDED],
          race: [NOT_PROVIDED],
          sex: [NOT_PROVIDED],
          providedThrough: ONLINE_CHANNEL,
        })
      ).statusCode,
    ).toBe(200);
    advance(2_000);
    expect((await call('POST', '/summary-disclosure/accept')).statusCode).toBe(200);
    expect(await status()).toBe('INCOME_VERIFICATION');
  });

  it('asks for two paystubs when a link verifies part of the income, and checks what is uploaded', async () => {
    expect((await call('GET', '/income/providers')).json().map((p: { type: string }) => p.type)).toContain('TRUV_PAYROLL');
    const partial = await call('POST', '/income/link/TRUV_PAYROLL', { outcome: 'PARTIAL' });
    expect(partial.json().result).toBe('PARTIAL');
    const conditions = (
      await api.app.inject({
        url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
        headers: bearer(jwt),
      })
    ).json();
    expect(conditions).toEqual([
      expect.objectContaining({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', actionNeeded: true, xtraData: { numDocsRequired: 2 } }),
    ]);

    const html = await upload('income/paystubs', {
      name: 'paystub.pdf',
      type: 'application/pdf',
      content: Buffer.from('<html>not a pdf</html>'),
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('Please upload a PDF, JPEG or PNG file.');
    const locked = await upload('income/paystubs', { name: 'locked.pdf', type: 'application/pdf', content: SAMPLE_FILES.protectedPdf });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('This PDF is password-protected. Please upload a copy without a password.');
    const huge = await upload('income/paystubs', {
      name: 'big.png',
      type: 'image/png',
      content: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(11 * 1024 * 1024)]),
    });
    expect(huge.statusCode).toBe(413);

    expect((await upload('income/paystubs', { name: 'one.png', type: 'image/png', content: SAMPLE_FILES.png })).statusCode).toBe(201);
    expect(await status()).toBe('INCOME_VERIFICATION');
    const second = await upload('income/paystubs', { name: '../../two.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf });
    expect(second.statusCode).toBe(201);
    expect(second.json().document).toMatchObject({ type: 'USER_UPLOADED_PAYSTUB', filename: 'two.pdf', contentType: 'application/pdf' });
    expect(await status()).toBe('WAITING_FOR_INCOME_VERIFICATION');
    advance(2_000);
    expect(await status()).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('links a bank, sets the disbursement and autopay accounts', async () => {
    const { accounts } = (await call('POST', '/bank/link', { institutionName: 'Sandbox Credit Union' })).json();
    expect(accounts).toHaveLength(2);
    expect(JSON.stringify(accounts)).not.toMatch(/accountNumber/);
    const badRouting = await call('PUT', '/bank/disburse', {
      routingNumber: '123456789',
      accountNumber: '000123456',
      accountType: 'CHECKING',
    });
    expect(badRouting.statusCode).toBe(400);
    expect(badRouting.json().message).toBe('Please enter a valid routing number');
    const disburse = await call('PUT', '/bank/disburse', { accountUuid: accounts[0].uuid });
    expect(disburse.json()).toMatchObject({ disburseAccount: { uuid: accounts[0].uuid }, status: { giactAccountStatus: 'VERIFIED' } });
    expect(await status()).toBe('VERIFIED_AUTOPAY');
    expect((await call('PUT', '/bank/autopay', { sameAsDisburse: true })).json().autopayAccount).toEqual({ uuid: accounts[0].uuid });
    expect(await status()).toBe('IDENTITY_VERIFICATION');
  });

  it('takes an identity document', async () => {
    const noType = await upload('documents/identity', { name: 'id.jpg', type: 'image/jpeg', content: SAMPLE_FILES.jpeg });
    expect(noType.statusCode).toBe(400);
    const res = await upload(
      'documents/identity',
      { name: 'id.jpg', type: 'image/jpeg', content: SAMPLE_FILES.jpeg },
      { idType: 'DRIVERSLICENSEFRONT' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().documents).toEqual([expect.objectContaining({ type: 'DRIVERSLICENSEFRONT' })]);
    advance(2_000);
    expect(await status()).toBe('NOTE_SIGNING');
  });

  it('generates the loan documents as PDFs and takes the signature', async () => {
    const documents = (await call('GET', '/signing/documents')).json();
    expect(documents.map((d: { type: string }) => d.type)).toEqual(['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET']);
    const pdf = await call('GET', '/signing/documents/HELOC_AGREEMENT');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parsed = await PDFDocument.load(pdf.rawPayload);
    expect(parsed.getTitle()).toBe('Home Equity Line of Credit Agreement');
    expect(parsed.getAuthor()).toBe('Northstar Home Credit');

    const missing = await call('POST', '/signing/sign', { acceptedDocuments: ['HELOC_AGREEMENT'], signatureName: 'Ada Lovelace' });
    expect(missing.statusCode).toBe(400);
    const wrongName = await call('POST', '/signing/sign', {
      acceptedDocuments: documents.map((d: { type: string }) => d.type),
      signatureName: 'Someone Else',
    });
    expect(wrongName.statusCode).toBe(400);
    const signed = await call('POST', '/signing/sign', {
      acceptedDocuments: documents.map((d: { type: string }) => d.type),
      signatureName: '  ada   LOVELACE ',
    });
    expect(signed.statusCode).toBe(200);
    expect(await status()).toBe('NOTARY_DISCLOSURE');
    expect((await call('GET', '/signing/documents')).statusCode).toBe(409);
  });

  it('books a notary on a business day and completes the session', async () => {
    expect((await call('POST', '/notary/session/complete')).statusCode).toBe(409);
    const { slots } = (await call('GET', '/notary/slots')).json();
    // Friday's next business days start on Monday.
    expect(slots[0]).toEqual({ date: '2026-11-23', time: '09:00', timeZone: 'America/Los_Angeles' });
    expect(slots.some((s: { date: string }) => s.date === '2026-11-21' || s.date === '2026-11-22')).toBe(false);
    expect((await call('POST', '/notary/appointments', { date: '2026-11-22', time: '09:00' })).statusCode).toBe(400);
    const booked = await call('POST', '/notary/appointments', { date: slots[2].date, time: slots[2].time });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ requestedManualNotaryTime: '2026-11-23T11:00', status: { manualNotary: true } });
    expect(await status()).toBe('MANUAL_DEED_SIGNING');
    // The in-person visit is reported by the back office; the sandbox lets the same call stand for it.
    expect((await call('POST', '/notary/session/complete')).statusCode).toBe(200);
    expect(await status()).toBe('RESCISSION');
    // Signing opens the right to cancel: the borrower is sent their copy of the notice.
    expect((await call('GET', '/disclosure-record')).json().deliveries).toEqual([
      expect.objectContaining({ type: 'RESCISSION_NOTICE', owner: 'BORROWER', sentAt: new Date(time).toISOString() }),
    ]);
  });

  it('funds the line once the insurance declaration is in and the right to cancel has ended', async () => {
    const res = await upload('insurance', { name: 'dec.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf });
    expect(res.statusCode).toBe(201);
    expect(res.json().insurance).toMatchObject({ complete: true });
    // Signed on Friday in Pacific time: Saturday, (Sunday), Monday and Tuesday, until midnight.
    expect(res.json().rescission).toMatchObject({ signedOn: '2026-11-20', lastDay: '2026-11-24', endsAt: '2026-11-25T08:00:00.000Z' });
    expect(await status()).toBe('RESCISSION');
    time = Date.parse('2026-11-25T07:59:59Z');
    expect(await status()).toBe('RESCISSION');
    advance(1_000);
    expect(await status()).toBe('WAITING_FOR_FUNDING');
    advance(2_000);
    expect(await status()).toBe('COMPLETE');
    expect((await call('GET', '')).json().active).toBe(false);
  });

  it('lists the uploaded documents and serves them only to their owner', async () => {
    const documents = (await call('GET', '/documents')).json();
    expect(documents.map((d: { type: string }) => d.type)).toEqual([
      'USER_UPLOADED_PAYSTUB',
      'USER_UPLOADED_PAYSTUB',
      'DRIVERSLICENSEFRONT',
      'INSURANCE_DECLARATION',
    ]);
    const first = await call('GET', `/documents/${documents[0].uuid}`);
    expect(first.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const { jwt: other } = await registerBorrower(api.app);
    expect((await call('GET', `/documents/${documents[0].uuid}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', '/documents', undefined, other)).statusCode).toBe(404);
    expect(
      (await upload('insurance', { name: 'x.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf }, undefined, other)).statusCode,
    ).toBe(404);
  });
});
