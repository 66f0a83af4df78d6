// The adverse action notice: a decline at the create call stores its reasons and the credit report
// used; the application serves them; the PDF route is the borrower's only and holds the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower } from '../testing/borrower';
import { pdfText } from '../testing/pdf-text';
import { serverCopy } from '../server-copy';
import { MAX_KEY_FACTORS, MAX_PRINCIPAL_REASONS, REASON_CODES, FACTOR_CODES } from '../../engine/adverse-action/adverse-action';
import { APPLICATION_PATH, applicationRoutes } from './applications';
import { adverseActionRoutes } from './adverse-action';
import { identityRoutes } from './identity';

let api: TestApi;
const time = Date.parse('2026-11-24T18:00:00Z');
const copy = serverCopy<{ reasons: Record<string, string>; factors: Record<string, string> }>('adverse-action');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, adverseActionRoutes], { now: () => time });
});
afterAll(() => api?.close());

async function declined() {
  const { jwt } = await registerBorrower(api.app);
  const created = await createHeloc(api.app, jwt, { lastName: 'Declined', state: 'CA' });
  expect(created.statusCode).toBe(201);
  return { jwt, uuid: created.json().uuid as string };
}
const notice = (uuid: string, jwt: string) =>
  api.app.inject({ url: `${APPLICATION_PATH}/${uuid}/adverse-action-notice`, headers: bearer(jwt) });

describe('the adverse action notice', () => {
  it('has words for every reason and key factor code', () => {
    for (const code of REASON_CODES) expect(copy.reasons[code], code).toBeTruthy();
    for (const code of FACTOR_CODES) expect(copy.factors[code], code).toBeTruthy();
  });

  it('stores the decline reasons and the credit report used at the create call, and serves them', async () => {
    const { jwt, uuid } = await declined();
    const application = (await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}`, headers: bearer(jwt) })).json();
    expect(application.status.checklistStatus).toBe('DECLINED');
    const { adverseAction } = application;
    expect(adverseAction).toMatchObject({ action: 'DECLINED', decidedAt: new Date(time).toISOString() });
    expect(adverseAction.reasons.length).toBeGreaterThan(0);
    expect(adverseAction.reasons.length).toBeLessThanOrEqual(MAX_PRINCIPAL_REASONS);
    expect(adverseAction.reasons.every((code: string) => (REASON_CODES as readonly string[]).includes(code))).toBe(true);
    const report = adverseAction.creditReport;
    expect(report.score).toBeGreaterThanOrEqual(report.range.min);
    expect(report.score).toBeLessThanOrEqual(report.range.max);
    expect(report.keyFactors.length).toBeLessThanOrEqual(MAX_KEY_FACTORS + 1);
    expect(report.bureau).toMatchObject({ name: expect.any(String), phone: expect.stringMatching(/^\d{10}$/) });
  });

  it('is a PDF with the action, reasons, score, bureau, regulator and the ECOA statement', async () => {
    const { jwt, uuid } = await declined();
    const { adverseAction } = (await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}`, headers: bearer(jwt) })).json();
    const res = await notice(uuid, jwt);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Northstar Home Credit, 1200 Polaris Way, Suite 400, Alder Point, CA 94960');
    expect(text).toContain('Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552');
    expect(text).toContain('November 24, 2026');
    for (const code of adverseAction.reasons) expect(text).toContain(copy.reasons[code]);
    for (const code of adverseAction.creditReport.keyFactors) expect(text).toContain(copy.factors[code]);
    expect(text).toContain(`Your credit score: ${adverseAction.creditReport.score}`);
    expect(text).toContain('Scores range from a low of 300 to a high of 850.');
    expect(text).toContain('Equifax Information Services LLC, P.O. Box 740241, Atlanta, GA 30374. Toll-free: (866) 349-5191');
    expect(text).toContain('no later than 60 days');
    expect(text).toContain('The Federal Equal Credit Opportunity Act prohibits creditors from discriminating');
  });

  it('answers 404 for an application not declined and for another borrower', async () => {
    const { jwt, uuid } = await declined();
    const other = await registerBorrower(api.app);
    expect((await notice(uuid, other.jwt)).statusCode).toBe(404);
    const approved = (await createHeloc(api.app, other.jwt)).json().uuid as string;
    expect((await notice(approved, other.jwt)).statusCode).toBe(404);
    expect((await notice(uuid, jwt)).statusCode).toBe(200);
  });
});
