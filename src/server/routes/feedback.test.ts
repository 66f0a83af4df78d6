import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower } from '../testing/borrower';
import { applicationRoutes } from './applications';
import { FEEDBACK_UNAVAILABLE, feedbackRoutes, SANDBOX_FEEDBACK_FAILURE } from './feedback';
import { identityRoutes } from './identity';

let api: TestApi;
let borrower: { jwt: string; email: string };
let identityUuid: string;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, feedbackRoutes]);
  borrower = await registerBorrower(api.app);
  identityUuid = (await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(borrower.jwt) })).json().uuid;
}, 60_000);
afterAll(() => api?.close());

const FEEDBACK = '/service-profile/api/v1/feedback';

const send = (payload: object, token: string | null = borrower.jwt, url = FEEDBACK) =>
  api.app.inject({
    method: 'POST',
    url,
    payload: { topic: 'IMPROVE', marketingConsent: false, productType: 'HELOC', pathname: '/account/heloc/x', ...payload },
    headers: token ? bearer(token) : {},
  });

const storedFor = (uuid: string) =>
  api.context.db.selectFrom('feedback').select(['org_code', 'entry']).where('identity_uuid', '=', uuid).orderBy('id', 'asc').execute();

describe('feedback', () => {
  it('keeps a signed-in borrower’s feedback, trimmed, with its form', async () => {
    const res = await send({ message: '  Lovely and quick to apply.  ', topic: 'COMPLIMENT', marketingConsent: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ saved: true });
    const co = await send({ message: 'Signing as a co-owner was easy.' }, borrower.jwt, `${FEEDBACK}/ceo`);
    expect(co.statusCode).toBe(201);
    const rows = await storedFor(identityUuid);
    expect(rows.map((r) => r.entry)).toEqual([
      expect.objectContaining({ kind: 'BORROWER', topic: 'COMPLIMENT', message: 'Lovely and quick to apply.', marketingConsent: true }),
      expect.objectContaining({ kind: 'CO_DEED', topic: 'IMPROVE', message: 'Signing as a co-owner was easy.' }),
    ]);
    expect(rows[0]!.org_code).toBe(api.context.lenders.defaultOrgCode);
  });

  it('answers the spec’s messages for a message under 10 or over 1000 characters, and keeps nothing', async () => {
    const before = (await storedFor(identityUuid)).length;
    const short = await send({ message: 'Too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Must be at least 10 characters');
    // Spaces do not count towards the minimum.
    expect((await send({ message: '   short    ' })).json().message).toBe('Must be at least 10 characters');
    const long = await send({ message: 'x'.repeat(1001) }, borrower.jwt, `${FEEDBACK}/ceo`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Must be at most 1000 characters');
    expect((await send({ message: 'x'.repeat(1000) })).statusCode).toBe(201);
    expect(await storedFor(identityUuid)).toHaveLength(before + 1);
  });

  it('needs a session', async () => {
    for (const url of [FEEDBACK, `${FEEDBACK}/ceo`]) {
      const res = await send({ message: 'Without a session.' }, null, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('unauthenticated');
    }
  });

  it('accepts the caller’s own application but not someone else’s', async () => {
    const own = (await createHeloc(api.app, borrower.jwt)).json().uuid;
    expect((await send({ message: 'About my own application', applicationUuid: own })).statusCode).toBe(201);
    const other = await registerBorrower(api.app);
    const theirs = (await createHeloc(api.app, other.jwt)).json().uuid;
    const res = await send({ message: 'About someone else’s application', applicationUuid: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Application not found');
  });

  it('refuses unknown fields and wrong types', async () => {
    expect((await send({ message: 'A perfectly fine message', rating: 5 })).statusCode).toBe(400);
    expect((await send({ message: 'A perfectly fine message', marketingConsent: 'YES' })).statusCode).toBe(400);
    expect((await send({ message: 'A perfectly fine message', topic: 'COMPLAINT' })).statusCode).toBe(400);
    expect((await send({ message: 'A perfectly fine message', productType: 'CRYPTO_HELOC' })).statusCode).toBe(400);
    expect((await send({ message: 'A perfectly fine message', applicationUuid: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('fails on demand in sandbox mode only, keeping nothing', async () => {
    const before = (await storedFor(identityUuid)).length;
    const res = await send({ message: `Please fail this one ${SANDBOX_FEEDBACK_FAILURE}` });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(FEEDBACK_UNAVAILABLE);
    expect(await storedFor(identityUuid)).toHaveLength(before);

    const production = await createTestApi([identityRoutes, feedbackRoutes], { sandbox: false });
    try {
      const someone = await registerBorrower(production.app);
      const kept = await production.app.inject({
        method: 'POST',
        url: FEEDBACK,
        payload: {
          topic: 'IMPROVE',
          marketingConsent: false,
          productType: 'HELOC',
          message: `Not a control here ${SANDBOX_FEEDBACK_FAILURE}`,
        },
        headers: bearer(someone.jwt),
      });
      expect(kept.statusCode).toBe(201);
    } finally {
      await production.close();
    }
  }, 60_000);
});
