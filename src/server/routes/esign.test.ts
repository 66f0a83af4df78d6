// The E-SIGN consent: the sample PDF shows the code that proves the person opened it, the consent
// is kept per person with its version and time and goes on the application, an older version asks
// again, withdrawal is recorded, and nobody reads or changes another person's consent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, helocBody, registerBorrower } from '../testing/borrower';
import { expectClientLimit, freshClient } from '../testing/client-limit';
import { openEsignSample } from '../testing/esign';
import { disclosureVersion } from '../../engine/disclosures/registry';
import { codeMatches, renderSamplePdf, sampleCode } from '../esign';
import { LenderDirectory } from '../lender-directory';
import { pdfTextRuns } from '../testing/pdf-text';
import { APPLICATION_PATH, applicationRoutes, CREATE_HELOC_PATH } from './applications';
import { disclosureRoutes } from './disclosures';
import { ESIGN_CONSENT_PATH, ESIGN_SAMPLE_PATH, esignRoutes } from './esign';
import { identityRoutes } from './identity';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, disclosureRoutes, esignRoutes]);
});
afterAll(() => api?.close());

const VERSION = disclosureVersion('ESIGN_CONSENT')!;
const ESIGN = { type: 'ESIGN', version: VERSION };

/** Opens a new sample as the page does and reads the code off the PDF. */
const openSample = () => openEsignSample(api.app);

const consent = (jwt: string) => api.app.inject({ url: ESIGN_CONSENT_PATH, headers: bearer(jwt) });
const give = (jwt: string, proof: object) =>
  api.app.inject({ method: 'POST', url: ESIGN_CONSENT_PATH, headers: bearer(jwt), payload: proof, remoteAddress: freshClient() });
const withdraw = (jwt: string) => api.app.inject({ method: 'DELETE', url: ESIGN_CONSENT_PATH, headers: bearer(jwt) });
const create = (jwt: string, consentRequests: object[]) =>
  api.app.inject({
    method: 'POST',
    url: CREATE_HELOC_PATH,
    headers: bearer(jwt),
    payload: { ...helocBody(), consentRequests: [...helocBody().consentRequests, ...consentRequests] },
  });

describe('sample code', () => {
  const key = Buffer.from('a key of thirty-two bytes or so!!');
  it('is six characters of an alphabet without look-alikes, the same for the same sample and different across samples', () => {
    const codes = new Set(Array.from({ length: 50 }, (_, i) => sampleCode(key, `sample-${i}`)));
    expect(codes.size).toBeGreaterThan(45);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(sampleCode(key, 'sample-1')).toBe(sampleCode(key, 'sample-1'));
    expect(sampleCode(Buffer.from('another key of thirty-two bytes!'), 'sample-1')).not.toBe(sampleCode(key, 'sample-1'));
  });

  it('matches whatever the case, spaces or dashes, and nothing else', () => {
    const code = sampleCode(key, 's');
    expect(codeMatches(key, 's', code.toLowerCase())).toBe(true);
    expect(codeMatches(key, 's', `${code.slice(0, 3)} - ${code.slice(3)}`)).toBe(true);
    expect(codeMatches(key, 's', code.slice(0, 5))).toBe(false);
    expect(codeMatches(key, 'other', code)).toBe(false);
  });
});

describe('E-SIGN consent', () => {
  it('checks the code typed from the sample PDF: the one it shows passes, another is refused', async () => {
    const { sampleId, code } = await openSample();
    const pdf = await api.app.inject({ url: `${ESIGN_SAMPLE_PATH}/${sampleId}`, remoteAddress: freshClient() });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const check = (typed: string) =>
      api.app.inject({
        method: 'POST',
        url: `${ESIGN_SAMPLE_PATH}/${sampleId}/check`,
        payload: { code: typed },
        remoteAddress: freshClient(),
      });
    expect((await check(code.toLowerCase())).statusCode).toBe(204);
    const wrong = await check(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/does not match/);
  });

  it('is stored for the person with its version and time, and the create call puts it on the application', async () => {
    const { jwt } = await registerBorrower(api.app);
    expect((await consent(jwt)).json()).toEqual({ currentVersion: VERSION, current: false, consent: null });
    // Without the consent given, the create call may not claim it.
    expect((await create(jwt, [ESIGN])).statusCode).toBe(400);
    const before = Date.now();
    const given = await give(jwt, await openSample());
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ current: true, consent: { version: VERSION, withdrawnAt: null } });
    expect(Date.parse(given.json().consent.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    // An old version is refused at the create call.
    expect((await create(jwt, [{ type: 'ESIGN', version: '2020-01-01' }])).statusCode).toBe(400);
    const created = await create(jwt, [ESIGN]);
    expect(created.statusCode).toBe(201);
    const record = await api.app.inject({ url: `${APPLICATION_PATH}/${created.json().uuid}/disclosure-record`, headers: bearer(jwt) });
    expect(record.json().consents).toContainEqual({ ...ESIGN, acceptedAt: expect.any(String) });
  });

  it('throttles the code check per client: guessing a code takes millions of tries', async () => {
    const sampleId = randomUUID();
    await expectClientLimit(
      (remoteAddress) =>
        api.app.inject({ method: 'POST', url: `${ESIGN_SAMPLE_PATH}/${sampleId}/check`, payload: { code: 'AAAAAA' }, remoteAddress }),
      30,
    );
  });

  it('refuses a wrong code and keeps nothing', async () => {
    const { jwt } = await registerBorrower(api.app);
    const { sampleId, code } = await openSample();
    const refused = await give(jwt, { sampleId, code: code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ' });
    expect(refused.statusCode).toBe(400);
    expect((await consent(jwt)).json().consent).toBeNull();
  });

  it('asks again when the stored consent is of an older version, and agreeing again stores the current one', async () => {
    const { jwt, email } = await registerBorrower(api.app);
    await give(jwt, await openSample());
    const identity = api.context.db.selectFrom('identities').select('uuid').where('email', '=', email);
    await api.context.db.updateTable('esign_consents').set({ version: '2020-01-01' }).where('identity_uuid', 'in', identity).execute();
    expect((await consent(jwt)).json()).toMatchObject({ current: false, consent: { version: '2020-01-01' } });
    expect((await give(jwt, await openSample())).json()).toMatchObject({ current: true, consent: { version: VERSION } });
  });

  it('withdrawal is kept for the person and on the application in progress; agreeing again records a new consent', async () => {
    const { jwt } = await registerBorrower(api.app);
    await give(jwt, await openSample());
    const { uuid } = (await create(jwt, [ESIGN])).json();
    const withdrawn = await withdraw(jwt);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ current: false, consent: { version: VERSION, withdrawnAt: expect.any(String) } });
    const record = async () =>
      (await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}/disclosure-record`, headers: bearer(jwt) }))
        .json()
        .consents.filter((c: { type: string }) => c.type === 'ESIGN');
    expect(await record()).toEqual([{ ...ESIGN, acceptedAt: expect.any(String), withdrawnAt: withdrawn.json().consent.withdrawnAt }]);
    // A second withdrawal changes nothing.
    expect((await withdraw(jwt)).json().consent.withdrawnAt).toBe(withdrawn.json().consent.withdrawnAt);
    await give(jwt, await openSample());
    expect(await record()).toHaveLength(2);
  });

  it("is each person's own: one person's withdrawal leaves another's consent, and no token reads none", async () => {
    const first = await registerBorrower(api.app);
    const second = await registerBorrower(api.app);
    await give(first.jwt, await openSample());
    await give(second.jwt, await openSample());
    await withdraw(second.jwt);
    expect((await consent(first.jwt)).json().current).toBe(true);
    expect((await consent(second.jwt)).json().current).toBe(false);
    expect((await api.app.inject({ url: ESIGN_CONSENT_PATH })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'DELETE', url: ESIGN_CONSENT_PATH })).statusCode).toBe(401);
  });
});

describe('the sample in the page’s language', () => {
  const textOf = async (pdf: Uint8Array) => (await pdfTextRuns(pdf)).map((run) => run.text).join(' ');

  it('is in Spanish for a lender that offers it, and in English for one that does not', async () => {
    const northstar = (await LenderDirectory.load()).get('NORTHSTAR')!;
    const bilingual = { ...northstar, locales: ['en', 'es'] };
    const spanish = await textOf(await renderSamplePdf(bilingual, 'ABC234', 'es'));
    expect(spanish).toContain('Documento de muestra');
    expect(spanish).toMatch(/de la que vino:\s*ABC234/);
    expect(await textOf(await renderSamplePdf({ ...northstar, locales: ['en'] }, 'ABC234', 'es'))).toMatch(/came from:\s*ABC234/);
    expect(await textOf(await renderSamplePdf(bilingual, 'ABC234', 'fr'))).toContain('Sample document');
  });
});
