// Text PostgreSQL cannot store (NUL, lone surrogates) is refused with a 400 naming the field, on
// public routes, before it reaches the database; ordinary non-ASCII text still goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoutePlugin } from './app';
import { chatbotRoutes } from './routes/chatbot';
import { eligibilityRoutes } from './routes/eligibility';
import { identityRoutes } from './routes/identity';
import { unstorableTextMessage } from './storable-text';
import { multipart, SAMPLE_FILES } from './testing/multipart';
import { createTestApi, type TestApi } from './testing/test-api';
import { acceptUploads, readUpload } from './uploads';

const NOT_ALLOWED = 'contains characters that are not allowed';

/** Echoes an upload's form fields, as a route that stores them would receive them. */
const uploadRoute: ApiRoutePlugin = async (app) => {
  await acceptUploads(app);
  app.post('/service-test/upload', async (request) => (await readUpload(request)).fields);
};

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, eligibilityRoutes, chatbotRoutes, uploadRoute]);
}, 30_000);
afterAll(() => api?.close());

/** Posts raw JSON text, so escapes such as \ud800 reach the server as written. */
const postJson = (url: string, json: string) =>
  api.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json });

const login = (email: string) => postJson('/identity/api/v1/login', `{"email":"${email}","password":"Secret!Pass123"}`);

const waitlist = (firstName: string) =>
  postJson(
    '/waitlist/home-equity-loan-plus?organization=HARBOR_CU',
    `{"firstName":"${firstName}","lastName":"Lovelace","email":"ada@example.com","state":"NY","zip":"10001","consent":true}`,
  );

const chat = (message: string) =>
  postJson(
    '/chatbot/chatWithAutobot',
    `{"message":"${message}","organization":"NORTHSTAR","senderId":"visitor-1","senderType":"CUSTOMER"}`,
  );

// JSON escapes as they appear in the raw request text.
const NUL = '\\u0000';
const LONE_SURROGATE = '\\ud800';

describe('text that cannot be stored', () => {
  it('is refused at sign-in with a 400 naming the field', async () => {
    for (const email of [`ada${NUL}@example.com`, `ada${LONE_SURROGATE}@example.com`]) {
      const res = await login(email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message, email).toBe(`email ${NOT_ALLOWED}`);
    }
  });

  it('is refused on the waitlist', async () => {
    for (const name of [`Ada${NUL}`, `Ada${LONE_SURROGATE}`, `${LONE_SURROGATE}Ada`]) {
      const res = await waitlist(name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(`firstName ${NOT_ALLOWED}`);
    }
  });

  it('is refused by the chatbot', async () => {
    for (const message of [`rates${NUL}`, `rates${LONE_SURROGATE}`, `\\udc00rates`]) {
      const res = await chat(message);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(`message ${NOT_ALLOWED}`);
    }
  });

  it('is refused in field names, query strings and route params', async () => {
    const key = await postJson('/waitlist/home-equity-loan-plus', `{"first${NUL}Name":"Ada"}`);
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(`A field name ${NOT_ALLOWED}`);

    const query = await api.app.inject({ method: 'POST', url: '/identity/api/v1/login?organization=NORTH%00STAR', payload: {} });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(`organization ${NOT_ALLOWED}`);

    const param = await api.app.inject({ url: '/chatbot/getChatHistory/abc%00def' });
    expect(param.statusCode).toBe(400);
    expect(param.json().message).toBe(`conversationId ${NOT_ALLOWED}`);
  });

  it('is refused in the text fields of an upload', async () => {
    const form = multipart({ name: 'id.png', type: 'image/png', content: SAMPLE_FILES.png }, { idType: 'PASSPORT\u0000FRONT' });
    const res = await api.app.inject({ method: 'POST', url: '/service-test/upload', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`idType ${NOT_ALLOWED}`);

    const fine = multipart({ name: 'id.png', type: 'image/png', content: SAMPLE_FILES.png }, { idType: 'PASSPORTFRONT' });
    expect((await api.app.inject({ method: 'POST', url: '/service-test/upload', ...fine })).json()).toEqual({ idType: 'PASSPORTFRONT' });
  });

  it('leaves accented letters and emoji alone', async () => {
    const waitlisted = await waitlist('José Nguyễn 😀');
    expect(waitlisted.statusCode).toBe(201);
    const row = await api.context.db.selectFrom('waitlist').select('entry').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.entry).toMatchObject({ firstName: 'José Nguyễn 😀' });

    // The emoji written as its escaped surrogate pair is one proper character.
    expect((await chat('Can I pay early? \\ud83d\\ude00')).statusCode).toBe(200);
    expect((await login('jos\\u00e9@example.com')).statusCode).toBe(401);
  });
});

describe('unstorableTextMessage', () => {
  it('names nested fields with a JSON path', () => {
    expect(unstorableTextMessage({ profileRequest: { name: { lastName: 'A\u0000' } } })).toBe(
      `profileRequest.name.lastName ${NOT_ALLOWED}`,
    );
    expect(unstorableTextMessage({ owners: [{ name: 'ok' }, { name: '\udfff' }] })).toBe(`owners[1].name ${NOT_ALLOWED}`);
    expect(unstorableTextMessage({ owners: [{ ['n\u0000']: 1 }] })).toBe(`A field name in owners[0] ${NOT_ALLOWED}`);
    expect(unstorableTextMessage({ '*': 'assets/\u0000.js' })).toBe(`The address ${NOT_ALLOWED}`);
    expect(unstorableTextMessage('\u0000')).toBe(`The request ${NOT_ALLOWED}`);
  });

  it('accepts well-formed text, numbers, bytes and nothing', () => {
    expect(unstorableTextMessage({ a: 'José 😀', b: [1, true, null], c: { d: 'Nguyễn' } })).toBeUndefined();
    expect(unstorableTextMessage(Buffer.from([0, 0xd8]))).toBeUndefined();
    expect(unstorableTextMessage(undefined)).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(unstorableTextMessage(deep)).toMatch(/^\[0\]\[0\].*contains characters that are not allowed$/);
  });
});
