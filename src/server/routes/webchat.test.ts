import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_SESSION_MS } from '../../engine/chat/chat-session';
import { expectClientLimit, freshClient } from '../testing/client-limit';
import { multipart } from '../testing/multipart';
import { secondServer } from '../testing/second-server';
import { createTestApi, type TestApi } from '../testing/test-api';
import {
  AGENT_JOIN_MS,
  AGENT_REPLY_MS,
  CHAT_INFO_LOOKUPS_PER_MINUTE,
  CHAT_STARTS_PER_CLIENT,
  CHAT_TOKEN_MS,
  INVALID_TOKEN,
  MAX_CONVERSATIONS,
  webchatRoutes,
} from './webchat';

let api: TestApi;
let now = Date.UTC(2026, 0, 5, 18);

beforeAll(async () => {
  api = await createTestApi([webchatRoutes], { now: () => now });
}, 30_000);
afterAll(() => api?.close());

interface Started {
  token: string;
  conversationSid: string;
  omniProxyChannelId: string;
  expiration: string;
}

const initWebChat = (app: FastifyInstance, remoteAddress: string, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/webchat/twilio/initWebChat',
    payload: { name: 'Ana Lopez', email: 'ana@example.com', orgCode: 'NORTHSTAR', chatMode: 'twilio', ...(language ? { language } : {}) },
    remoteAddress,
  });

/** A conversation started by a client of its own, so these tests never meet the per-client limit. */
async function start(app = api.app, language?: string): Promise<Started> {
  const res = await initWebChat(app, freshClient(), language);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const read = (chat: Started, token = chat.token, limit?: number, app = api.app) =>
  app.inject({
    url: `/webchat/conversations/${chat.conversationSid}${limit ? `?limit=${limit}` : ''}`,
    headers: { 'x-chat-token': token },
  });
const send = (chat: Started, body: string, app = api.app) =>
  app.inject({
    method: 'POST',
    url: `/webchat/conversations/${chat.conversationSid}/messages`,
    headers: { 'x-chat-token': chat.token },
    payload: { body },
  });

describe('the simulated agent', () => {
  it('speaks the page’s language when the lender offers it, and English when it does not', async () => {
    const greetingIn = async (language: string) => {
      const chat = await start(api.app, language);
      expect((await send(chat, '¿Cuál es la tasa de interés?')).statusCode).toBe(200);
      now += AGENT_JOIN_MS + AGENT_REPLY_MS;
      return (await read(chat))
        .json()
        .messages.filter((m: { author: string }) => m.author === 'agent')
        .map((m: { body: string }) => m.body);
    };
    // Northstar offers Spanish: the agent speaks it.
    const [greeting, answer] = await greetingIn('es');
    expect(greeting).toBe('Hola, Ana. Soy Jordan, del equipo de Northstar Home Credit. ¿En qué puedo ayudarle hoy?');
    expect(answer).toMatch(/tasa/);
    const northstar = api.context.lenders.get('NORTHSTAR')!;
    const offered = northstar.locales;
    northstar.locales = ['en'];
    try {
      expect((await greetingIn('es'))[0]).toMatch(/^Hi Ana, I'm Jordan/);
    } finally {
      northstar.locales = offered;
    }
  });

  it('joins after a short wait, greets the visitor by first name and answers from the FAQ', async () => {
    const chat = await start();
    expect((await read(chat)).json()).toMatchObject({ state: 'WAITING', agentName: null, messages: [] });
    expect((await send(chat, 'Will this hurt my credit score?')).statusCode).toBe(200);

    now += AGENT_JOIN_MS;
    const joined = (await read(chat)).json();
    expect(joined.state).toBe('ACTIVE');
    expect(joined.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'agent']);
    expect(joined.messages[1].body).toMatch(/^Hi Ana, I'm Jordan with the Northstar Home Credit team/);

    now += AGENT_REPLY_MS;
    const answered = (await read(chat)).json();
    expect(answered.messages.at(-1)).toMatchObject({ author: 'agent', body: expect.stringMatching(/soft credit pull/) });
    // Replies are stamped with the time they were due, so the order never depends on when the app polled.
    const times = answered.messages.map((m: { timestamp: string }) => Date.parse(m.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('gives the latest messages up to the limit, with the total', async () => {
    const chat = await start();
    for (let i = 0; i < 3; i++) await send(chat, `message ${i}`);
    const page = (await read(chat, chat.token, 2)).json();
    expect(page.total).toBe(3);
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['message 1', 'message 2']);
  });

  it('ends the chat by the representative through the sandbox control, after which nothing can be sent', async () => {
    const chat = await start();
    const url = `/sandbox/api/v1/webchat/${chat.conversationSid}/end`;
    // Only whoever holds the conversation's chat token may end it.
    expect((await api.app.inject({ method: 'POST', url })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'POST', url, headers: { 'x-chat-token': 'someone-elses' } })).statusCode).toBe(403);
    expect((await read(chat)).json().state).not.toBe('CLOSED');
    const ended = await api.app.inject({ method: 'POST', url, headers: { 'x-chat-token': chat.token } });
    expect(ended.json()).toMatchObject({ state: 'CLOSED', endedBy: 'AGENT' });
    expect((await read(chat)).json()).toMatchObject({ state: 'CLOSED', endedBy: 'AGENT' });
    expect((await send(chat, 'hello?')).statusCode).toBe(409);
  });

  it('lets the visitor end the chat', async () => {
    const chat = await start();
    const res = await api.app.inject({
      method: 'POST',
      url: `/webchat/conversations/${chat.conversationSid}/end`,
      headers: { 'x-chat-token': chat.token },
    });
    expect(res.json()).toMatchObject({ state: 'CLOSED', endedBy: 'CUSTOMER' });
  });

  it('closes a conversation six hours after it started, even with its token kept fresh', async () => {
    const chat = await start();
    const started = now;
    let token = chat.token;
    // The app refreshes the token shortly before it runs out; do the same until the six hours are up.
    while (now < started + AGENT_SESSION_MS) {
      now = Math.min(now + CHAT_TOKEN_MS - 60_000, started + AGENT_SESSION_MS - 1);
      expect((await read(chat, token)).json().state).not.toBe('CLOSED');
      const refreshed = await api.app.inject({
        method: 'POST',
        url: '/webchat/twilio/refreshToken',
        payload: { token, conversationSid: chat.conversationSid },
      });
      token = refreshed.json().token;
      if (now === started + AGENT_SESSION_MS - 1) now += 1;
    }
    expect((await read(chat, token)).json()).toMatchObject({ state: 'CLOSED', endedBy: 'EXPIRED' });
  });
});

describe('two servers on one database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await secondServer(api, [webchatRoutes]);
  }, 30_000);
  afterAll(() => other?.close());

  const authors = (res: { json(): { messages: Array<{ author: string }> } }) => res.json().messages.map((m) => m.author);

  it('answers every call of a conversation started on the other one', async () => {
    const chat = await start(api.app);
    expect((await send(chat, 'Will this hurt my credit score?', other)).statusCode).toBe(200);
    now += AGENT_JOIN_MS + AGENT_REPLY_MS;
    const onOther = await read(chat, chat.token, undefined, other);
    expect(onOther.json()).toMatchObject({ state: 'ACTIVE', agentName: 'Jordan', total: 3 });
    expect(authors(onOther)).toEqual(['customer', 'agent', 'agent']);
    expect(authors(await read(chat))).toEqual(['customer', 'agent', 'agent']);

    const info = await other.inject({
      method: 'POST',
      url: '/webchat/twilio/web-chat-info',
      payload: { omniProxyChannelId: chat.omniProxyChannelId },
    });
    expect(info.statusCode).toBe(200);
    const refreshed = await other.inject({
      method: 'POST',
      url: '/webchat/twilio/refreshToken',
      payload: { token: chat.token, conversationSid: chat.conversationSid },
    });
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json().token as string;
    // The token the other server replaced opens nothing on this one either.
    expect((await read(chat)).statusCode).toBe(403);

    const url = `/sandbox/api/v1/webchat/${chat.conversationSid}/end`;
    expect((await other.inject({ method: 'POST', url, headers: { 'x-chat-token': chat.token } })).statusCode).toBe(403);
    const ended = await other.inject({ method: 'POST', url, headers: { 'x-chat-token': token } });
    expect(ended.json()).toMatchObject({ state: 'CLOSED', endedBy: 'AGENT' });
    expect((await read(chat, token)).json()).toMatchObject({ state: 'CLOSED', endedBy: 'AGENT' });
    expect((await send({ ...chat, token }, 'hello?')).statusCode).toBe(409);

    const second = await start(other);
    const byVisitor = await api.app.inject({
      method: 'POST',
      url: `/webchat/conversations/${second.conversationSid}/end`,
      headers: { 'x-chat-token': second.token },
    });
    expect(byVisitor.json()).toMatchObject({ state: 'CLOSED', endedBy: 'CUSTOMER' });
    expect((await read(second, second.token, undefined, other)).json()).toMatchObject({ state: 'CLOSED', endedBy: 'CUSTOMER' });
  });

  it('adds the greeting and each answer once when both read as they fall due', async () => {
    const chat = await start();
    expect((await send(chat, 'Will this hurt my credit score?')).statusCode).toBe(200);
    const readAtOnce = () => Promise.all([api.app, other, api.app, other].map((app) => read(chat, chat.token, undefined, app)));
    now += AGENT_JOIN_MS;
    expect((await readAtOnce()).map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(authors(await read(chat))).toEqual(['customer', 'agent']);
    now += AGENT_REPLY_MS;
    expect((await readAtOnce()).map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const settled = await read(chat, chat.token, undefined, other);
    expect(authors(settled)).toEqual(['customer', 'agent', 'agent']);
    expect(settled.json().total).toBe(3);
  });
});

describe('the chat token', () => {
  it('is needed for every read and write of the conversation', async () => {
    const chat = await start();
    const other = await start();
    for (const res of [await read(chat, other.token), await read(chat, 'x'), await read(chat, '')]) {
      expect([400, 403]).toContain(res.statusCode);
      if (res.statusCode === 403) expect(res.json().message).toBe(INVALID_TOKEN);
    }
    const missing = await api.app.inject({ url: `/webchat/conversations/${crypto.randomUUID()}`, headers: { 'x-chat-token': chat.token } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Webchat session data not found');
  });

  it('expires after an hour unless refreshed, and a refresh replaces it', async () => {
    const chat = await start();
    const refreshed = await api.app.inject({
      method: 'POST',
      url: '/webchat/twilio/refreshToken',
      payload: { token: chat.token, conversationSid: chat.conversationSid },
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json() as { token: string; expiration: string };
    expect(fresh.token).not.toBe(chat.token);
    expect((await read(chat)).statusCode).toBe(403);
    expect((await read(chat, fresh.token)).statusCode).toBe(200);
    now += CHAT_TOKEN_MS;
    expect((await read(chat, fresh.token)).json().message).toBe(INVALID_TOKEN);
  });

  it('answers the interaction id for the survey, and the spec message for an unknown channel', async () => {
    const chat = await start();
    const info = await api.app.inject({
      method: 'POST',
      url: '/webchat/twilio/web-chat-info',
      payload: { omniProxyChannelId: chat.omniProxyChannelId },
    });
    expect(info.json().contactId).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/webchat/twilio/web-chat-info',
      payload: { omniProxyChannelId: crypto.randomUUID() },
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Omni Proxy value not available' });
  });
});

describe('attachments', () => {
  const upload = (chat: Started, name: string, content = Buffer.from('hello')) => {
    const { payload, headers } = multipart({ name, type: 'application/octet-stream', content }, { token: chat.token, body: 'my paystub' });
    return api.app.inject({
      method: 'POST',
      url: `/webchat/conversations/${chat.conversationSid}/media`,
      headers,
      payload,
    });
  };

  it("accepts the spec's types and keeps the name and size", async () => {
    const chat = await start();
    const res = await upload(chat, 'stub.PDF');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ author: 'customer', body: 'my paystub', media: { filename: 'stub.PDF', size: 5 } });
  });

  it('needs the chat token in the form', async () => {
    const chat = await start();
    const other = await start();
    expect((await upload({ ...chat, token: other.token }, 'stub.pdf')).statusCode).toBe(403);
  });

  it('refuses any other type', async () => {
    const chat = await start();
    expect((await upload(chat, 'run.exe')).statusCode).toBe(415);
    expect((await upload(chat, 'page.html')).statusCode).toBe(415);
  });
});

describe('starting a conversation', () => {
  it('is limited per client, so a flood of starts leaves a live conversation working', async () => {
    const live = await start();
    await expectClientLimit((remoteAddress) => initWebChat(api.app, remoteAddress), CHAT_STARTS_PER_CLIENT);
    expect((await send(live, 'Are you still there?')).statusCode).toBe(200);
    expect((await read(live)).json().messages.at(-1)).toMatchObject({ author: 'customer', body: 'Are you still there?' });
  });

  it('answers whose interaction a channel is for only a few times a minute per client', async () => {
    const chat = await start();
    await expectClientLimit(
      (remoteAddress) =>
        api.app.inject({
          method: 'POST',
          url: '/webchat/twilio/web-chat-info',
          payload: { omniProxyChannelId: chat.omniProxyChannelId },
          remoteAddress,
        }),
      CHAT_INFO_LOOKUPS_PER_MINUTE,
    );
  });
});

describe('a full conversation store', () => {
  let full: TestApi;
  let clock = Date.UTC(2026, 0, 6, 18);
  beforeAll(async () => {
    full = await createTestApi([webchatRoutes], { now: () => clock });
  }, 30_000);
  afterAll(() => full?.close());

  it('makes room by forgetting ended and expired conversations, never a live one', async () => {
    const live = await start(full.app);
    const ended = await start(full.app);
    await full.app.inject({
      method: 'POST',
      url: `/webchat/conversations/${ended.conversationSid}/end`,
      headers: { 'x-chat-token': ended.token },
    });
    expect((await initWebChat(full.app, freshClient())).statusCode).toBe(200);
    // Other people's waiting conversations fill the rest, written as a start writes one (two thousand
    // starts through the route took 18 s of the unit stage).
    const at = new Date(clock);
    await full.context.db
      .insertInto('live_chats')
      .values(
        Array.from({ length: MAX_CONVERSATIONS - 3 }, () => ({
          sid: randomUUID(),
          omni_proxy_channel_id: randomUUID(),
          contact_id: randomUUID(),
          org_code: 'NORTHSTAR',
          language: 'en',
          placeholders: JSON.stringify({}),
          token_hash: randomUUID(),
          token_expires_at: new Date(clock + CHAT_TOKEN_MS),
          started_at: at,
          agent_joins_at: at,
          state: 'WAITING',
          ended_by: null,
        })),
      )
      .execute();

    // Full: the ended conversation is forgotten to make room for one more.
    await start(full.app);
    expect((await read(ended, ended.token, undefined, full.app)).statusCode).toBe(404);

    // Every conversation is live now: a new one is refused, in words a person can act on.
    const refused = await initWebChat(full.app, freshClient());
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('Our chat is busy right now. Please try again in a few minutes, or call us at (800) 555-0142.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(live, 'Still there?', full.app)).statusCode).toBe(200);

    // An hour on, the conversations whose tokens nobody refreshed are over and make room; the live one carries on.
    clock += CHAT_TOKEN_MS - 60_000;
    const refreshed = await full.app.inject({
      method: 'POST',
      url: '/webchat/twilio/refreshToken',
      payload: { token: live.token, conversationSid: live.conversationSid },
    });
    expect(refreshed.statusCode).toBe(200);
    clock += 60_000;
    await start(full.app);
    const after = await read({ ...live, token: refreshed.json().token }, refreshed.json().token, undefined, full.app);
    expect(after.statusCode).toBe(200);
    expect(after.json().messages.map((m: { body: string }) => m.body)).toContain('Still there?');
  }, 120_000);
});

describe('outside sandbox mode', () => {
  it('has no control that ends a chat', async () => {
    const production = await createTestApi([webchatRoutes], { sandbox: false });
    try {
      const res = await production.app.inject({ method: 'POST', url: `/sandbox/api/v1/webchat/${crypto.randomUUID()}/end` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).not.toBe('Webchat session data not found');
    } finally {
      await production.close();
    }
  });
});
