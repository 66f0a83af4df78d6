import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_SESSION_MS } from '../../engine/chat/chat-session';
import { multipart } from '../testing/multipart';
import { createTestApi, type TestApi } from '../testing/test-api';
import { AGENT_JOIN_MS, AGENT_REPLY_MS, CHAT_TOKEN_MS, INVALID_TOKEN, webchatRoutes } from './webchat';

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

async function start(body: object = {}): Promise<Started> {
  const res = await api.app.inject({
    method: 'POST',
    url: '/webchat/twilio/initWebChat',
    payload: { name: 'Ana Lopez', email: 'ana@example.com', orgCode: 'NORTHSTAR', chatMode: 'twilio', ...body },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const read = (chat: Started, token = chat.token, limit?: number) =>
  api.app.inject({
    url: `/webchat/conversations/${chat.conversationSid}${limit ? `?limit=${limit}` : ''}`,
    headers: { 'x-chat-token': token },
  });
const send = (chat: Started, body: string) =>
  api.app.inject({
    method: 'POST',
    url: `/webchat/conversations/${chat.conversationSid}/messages`,
    headers: { 'x-chat-token': chat.token },
    payload: { body },
  });

describe('the simulated agent', () => {
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
    const ended = await api.app.inject({ method: 'POST', url: `/sandbox/api/v1/webchat/${chat.conversationSid}/end` });
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
