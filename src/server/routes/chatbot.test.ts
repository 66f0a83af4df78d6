import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientLimit, freshClient } from '../testing/client-limit';
import { createTestApi, type TestApi } from '../testing/test-api';
import { BOT_AUTHOR, CHATBOT_CALLS_PER_MINUTE, chatbotRoutes, loadFaq } from './chatbot';
import { matchFaq } from '../../engine/chat/chatbot-answer';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([chatbotRoutes]);
}, 30_000);
afterAll(() => api?.close());

/** Each call from a client of its own, so these tests never meet the per-client limit. */
const post = (url: string, payload: object, remoteAddress = freshClient()) =>
  api.app.inject({ method: 'POST', url, payload, remoteAddress });

const ask = async (message: string, organization = 'NORTHSTAR', conversationId?: string, language?: string) => {
  const res = await post('/chatbot/chatWithAutobot', {
    message,
    organization,
    ...(language ? { language } : {}),
    senderId: 'visitor-1',
    senderType: 'CUSTOMER',
    pageUrl: 'https://northstar.example/account/heloc/register-v2',
    ...(conversationId ? { conversationId } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const history = (conversationId: string, remoteAddress = freshClient()) =>
  api.app.inject({ url: `/chatbot/getChatHistory/${conversationId}`, remoteAddress });

const feedback = (payload: object, remoteAddress = freshClient()) =>
  post(
    '/chatbot/setChatReplyUsedWithFeedback',
    { rating: 0, senderType: 'CUSTOMER', senderEmail: 'a@example.com', nonce: 'n', ...payload },
    remoteAddress,
  );

describe('the FAQ copy', () => {
  it('is in Spanish too, and matches a Spanish question written with its accents', () => {
    const spanish = loadFaq('es');
    expect(spanish.entries.map((entry) => entry.id)).toEqual(loadFaq().entries.map((entry) => entry.id));
    expect(matchFaq('¿Cuál es la tasa de interés?', spanish.entries)?.id).toBe('rates');
  });

  it('answers in English for a lender that does not offer the page’s language', async () => {
    // Lakeshore offers English only (lenders/LAKESHORE/lender.json has no locales).
    const answer = await ask('¿Cuál es la APR?', 'LAKESHORE', undefined, 'es');
    expect(answer.matched).toBe('rates');
    const english = loadFaq().entries.find((entry) => entry.id === 'rates')!.answer;
    expect(answer.responseStr.slice(0, 30)).toBe(english.slice(0, 30));
  });

  it('has about ten questions, each with keywords and an answer', () => {
    const { entries, fallback } = loadFaq();
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const entry of entries) {
      expect(entry.keywords.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
    expect(fallback).toContain('{{phone}}');
  });
});

describe('chatWithAutobot', () => {
  it('answers from the FAQ and starts a conversation', async () => {
    const answer = await ask('Will checking my rate hurt my credit score?');
    expect(answer).toMatchObject({
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      questionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      matched: 'creditScore',
      questionStr: 'Will checking my rate hurt my credit score?',
    });
    expect(answer.response).toMatch(/soft credit pull/);
    expect(answer.responseStr).toBe(answer.response);
  });

  it('fills answers with the lender’s name and support contacts', async () => {
    const harbor = api.context.lenders.get('HARBOR_CU')!.company;
    const answer = await ask('What is a HELOC?', 'HARBOR_CU');
    expect(answer.matched).toBe('whatIsHeloc');
    expect(answer.response).toContain(harbor.companyName);
    const contact = await ask('How do I contact support by phone?', 'HARBOR_CU');
    expect(contact.matched).toBe('hours');
    expect(contact.response).toContain('(888) 555-0117');
    expect(contact.response).toContain(harbor.supportEmail);
  });

  it('falls back to the support phone and email when nothing matches', async () => {
    const answer = await ask('Tell me a joke, please');
    expect(answer.matched).toBeNull();
    expect(answer.response).toContain('(800) 555-0142');
    expect(answer.response).toContain(api.context.lenders.get('NORTHSTAR')!.company.supportEmail);
    expect(answer.response).not.toContain('{{');
  });

  it('keeps both sides of the conversation, in order', async () => {
    const first = await ask('How long until I am funded?');
    const second = await ask('Do I need a notary?', 'NORTHSTAR', first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    const res = await history(first.conversationId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { author: 'CUSTOMER', body: 'How long until I am funded?', timestamp: expect.any(String), questionId: first.questionId },
      { author: BOT_AUTHOR, body: first.response, timestamp: expect.any(String), questionId: first.questionId },
      { author: 'CUSTOMER', body: 'Do I need a notary?', timestamp: expect.any(String), questionId: second.questionId },
      { author: BOT_AUTHOR, body: second.response, timestamp: expect.any(String), questionId: second.questionId },
    ]);
    expect(Number.isNaN(Date.parse(res.json()[0].timestamp))).toBe(false);
  });

  it('keeps a conversation with the lender it started with', async () => {
    const first = await ask('What are your rates?', 'NORTHSTAR');
    const res = await post('/chatbot/chatWithAutobot', {
      message: 'And fees?',
      organization: 'HARBOR_CU',
      senderId: 'visitor-1',
      senderType: 'CUSTOMER',
      conversationId: first.conversationId,
    });
    expect(res.statusCode).toBe(404);
    expect((await history(first.conversationId)).json()).toHaveLength(2);
  });

  it('refuses a blank message, unknown fields, and a sender posing as the bot', async () => {
    const base = { message: 'Hello there', organization: 'NORTHSTAR', senderId: 'v', senderType: 'CUSTOMER' };
    expect((await post('/chatbot/chatWithAutobot', { ...base, message: '   ' })).statusCode).toBe(400);
    expect((await post('/chatbot/chatWithAutobot', { ...base, extra: 1 })).statusCode).toBe(400);
    expect((await post('/chatbot/chatWithAutobot', { ...base, senderType: BOT_AUTHOR })).statusCode).toBe(400);
    expect((await post('/chatbot/chatWithAutobot', { ...base, conversationId: 'abc' })).statusCode).toBe(400);
    const { organization: _org, ...noOrganization } = base;
    expect((await post('/chatbot/chatWithAutobot', noOrganization)).statusCode).toBe(400);
  });
});

describe('history', () => {
  it('answers 404 for an unknown conversation and 400 for a malformed id', async () => {
    const unknown = await history(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Conversation not found');
    expect((await history('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('feedback on an answer', () => {
  it('keeps the reason the form asks for, and refuses one it does not offer', async () => {
    const answer = await ask('How fast can I be funded?');
    const ids = { questionId: answer.questionId, conversationId: answer.conversationId };
    expect((await feedback({ ...ids, reason: 'NOT_WHAT_I_ASKED', feedbackMessage: '' })).statusCode).toBe(200);
    const row = await api.context.db
      .selectFrom('chat_messages')
      .select('feedback')
      .where('question_id', '=', answer.questionId)
      .where('author', '=', BOT_AUTHOR)
      .executeTakeFirstOrThrow();
    expect(row.feedback).toMatchObject({ reason: 'NOT_WHAT_I_ASKED', rating: 0 });
    expect((await feedback({ ...ids, reason: 'BECAUSE' })).statusCode).toBe(400);
  });

  it('stores the feedback on the bot’s answer', async () => {
    const answer = await ask('What fees do you charge?');
    const res = await feedback({
      questionId: answer.questionId,
      conversationId: answer.conversationId,
      feedbackMessage: 'Answer too vague',
      responseToCustomer: answer.response,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: true });
    const rows = await api.context.db
      .selectFrom('chat_messages')
      .select(['author', 'feedback'])
      .where('question_id', '=', answer.questionId)
      .orderBy('id', 'asc')
      .execute();
    expect(rows).toEqual([
      { author: 'CUSTOMER', feedback: null },
      { author: BOT_AUTHOR, feedback: expect.objectContaining({ feedbackMessage: 'Answer too vague', rating: 0 }) },
    ]);
  });

  it('answers the spec’s message beyond 140 characters, and changes nothing', async () => {
    const answer = await ask('What documents do I need?');
    const long = await feedback({ questionId: answer.questionId, conversationId: answer.conversationId, feedbackMessage: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please restrict your response to 140 characters.');
    const stored = await api.context.db
      .selectFrom('chat_messages')
      .select('feedback')
      .where('question_id', '=', answer.questionId)
      .execute();
    expect(stored.every((row) => row.feedback === null)).toBe(true);
    const exact = await feedback({
      questionId: answer.questionId,
      conversationId: answer.conversationId,
      feedbackMessage: 'x'.repeat(140),
    });
    expect(exact.statusCode).toBe(200);
  });

  it('answers 404 for an answer that is not in the conversation', async () => {
    const answer = await ask('Is my application status ready?');
    const res = await feedback({
      questionId: answer.questionId,
      conversationId: randomUUID(),
      feedbackMessage: 'Not what I was asking about',
    });
    expect(res.statusCode).toBe(404);
    expect((await feedback({ questionId: randomUUID(), conversationId: answer.conversationId })).statusCode).toBe(404);
    expect((await feedback({ questionId: answer.questionId, conversationId: answer.conversationId, rating: 'bad' })).statusCode).toBe(400);
  });
});

describe('per client', () => {
  it('limits questions, so a flood cannot fill the conversation store', async () => {
    const question = { message: 'What are your rates?', organization: 'NORTHSTAR', senderId: 'v', senderType: 'CUSTOMER' };
    await expectClientLimit((remoteAddress) => post('/chatbot/chatWithAutobot', question, remoteAddress), CHATBOT_CALLS_PER_MINUTE);
  });

  it('limits history look-ups and feedback, which say whether a conversation exists', async () => {
    await expectClientLimit((remoteAddress) => history(randomUUID(), remoteAddress), CHATBOT_CALLS_PER_MINUTE);
    await expectClientLimit(
      (remoteAddress) => feedback({ questionId: randomUUID(), conversationId: randomUUID() }, remoteAddress),
      CHATBOT_CALLS_PER_MINUTE,
    );
  });
});
