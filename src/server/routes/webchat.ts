// The sandbox's live-agent channel (spec 001 §7, twilio/initWebChat and friends). There is no real
// agent desk behind the sandbox, so a simulated agent joins a new conversation AGENT_JOIN_MS after
// it starts and answers each message AGENT_REPLY_MS after it arrives, from the chatbot's FAQ. Like
// the status waits, nothing runs in the background: due events are added when the conversation is
// next read, stamped with the time they were due, so a test's clock decides what has happened.
// Conversations live in memory only (a restart ends them, and the app then offers a new chat); when
// the store is full, ended and expired ones make room, and a start that finds only live ones is refused.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { clientLimit } from '../client-limits';
import { acceptUploads } from '../uploads';
import { fillPlaceholders, matchFaq } from '../../engine/chat/chatbot-answer';
import { AGENT_SESSION_MS } from '../../engine/chat/chat-session';
import { CHAT_ATTACHMENT_MAX_BYTES, isAllowedAttachment } from '../../engine/chat/chat-validation';
import type { ConversationState, ConversationView } from '../../engine/chat/chat-end';
import { formatUsPhone } from '../../engine/format/format';
import { loadFaq, offeredLanguage } from './chatbot';
import { refuse } from '../refusals';

const TAGS = ['chat'];
const WEBCHAT_PATH = '/webchat';
export const AGENT_JOIN_MS = 3_000;
export const AGENT_REPLY_MS = 1_500;
/** A channel token lasts an hour; the app refreshes it shortly before. */
export const CHAT_TOKEN_MS = 60 * 60 * 1000;
/** Conversations kept in memory at most; a start that finds them all live is refused. */
export const MAX_CONVERSATIONS = 2_000;
/** A person starts a chat or two in a visit; a client may start ten in ten minutes. */
export const CHAT_STARTS_PER_CLIENT = 10;
/** The survey asks for a conversation's interaction id once; each answer says whether a channel exists. */
export const CHAT_INFO_LOOKUPS_PER_MINUTE = 30;
/** Seconds a person turned away by a full store is asked to wait (Retry-After). */
const BUSY_RETRY_SECONDS = 300;
const MAX_MESSAGES = 500;

export const AGENT_AUTHOR = 'agent';
export const CUSTOMER_AUTHOR = 'customer';
export const INVALID_TOKEN = 'Token state is invalid.';
const NOT_FOUND = 'Webchat session data not found';

interface Media {
  id: string;
  filename: string;
  size: number;
}

interface Message {
  author: string;
  body: string;
  timestamp: number;
  media?: Media;
}

interface Conversation extends ConversationView {
  sid: string;
  omniProxyChannelId: string;
  contactId: string;
  /** What the agent's lines are filled with: the visitor's first name and the lender's contacts. */
  values: Record<string, string>;
  /** The agent's lines and answers, in the visitor's language when the lender offers it. */
  faq: ReturnType<typeof loadFaq>;
  token: string;
  tokenExpiration: number;
  started: number;
  messages: Message[];
  /** Customer messages the agent has answered, by index. */
  answered: Set<number>;
}

interface InitBody {
  name: string;
  email: string;
  orgCode: string;
  chatMode: string;
  applicationUuid?: string;
  identityUuid?: string;
  pageUrl?: string;
  tag?: string;
  skill?: string;
  welcomeMessage?: string;
  nonce?: string;
  language?: string;
}

const sidParams = ref('webchat', 'ConversationParams');
// Inline rather than a $ref: Fastify lowercases header names only in schemas it can see.
const TOKEN_HEADERS = {
  type: 'object',
  required: ['x-chat-token'],
  properties: { 'x-chat-token': { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** A text field of a multipart form, or undefined. */
function fieldValue(field: unknown): string | undefined {
  const part = (Array.isArray(field) ? field[0] : field) as { type?: string; value?: unknown } | undefined;
  return part?.type === 'field' && typeof part.value === 'string' ? part.value : undefined;
}

export const webchatRoutes: ApiRoutePlugin = async (app, context) => {
  const { lenders, sandbox, now: clock = Date.now } = context;
  const conversations = new Map<string, Conversation>();

  /** Someone may still be in it: not ended, within its six hours, and its token not run out (a refresh needs a live one). */
  const isLive = (conversation: Conversation, now: number) =>
    conversation.state !== 'CLOSED' && now < conversation.started + AGENT_SESSION_MS && conversation.tokenExpiration > now;

  /** Whether a new conversation fits, once ended and expired ones are forgotten; a live one never is. */
  const makeRoom = (now: number) => {
    if (conversations.size < MAX_CONVERSATIONS) return true;
    for (const [sid, conversation] of conversations) if (!isLive(conversation, now)) conversations.delete(sid);
    return conversations.size < MAX_CONVERSATIONS;
  };

  /** Adds whatever the simulated agent has done by `now`, in time order. */
  const advance = (conversation: Conversation, now: number) => {
    if (conversation.state === 'CLOSED') return;
    if (now >= conversation.started + AGENT_SESSION_MS) {
      Object.assign(conversation, { state: 'CLOSED', endedBy: 'EXPIRED' });
      return;
    }
    const joined = conversation.started + AGENT_JOIN_MS;
    if (now < joined) return;
    const { values, faq } = conversation;
    if (conversation.state === 'WAITING') {
      conversation.state = 'ACTIVE';
      conversation.messages.push({ author: AGENT_AUTHOR, body: fillPlaceholders(faq.agent.greeting, values), timestamp: joined });
    }
    conversation.messages.forEach((message, index) => {
      if (message.author !== CUSTOMER_AUTHOR || conversation.answered.has(index)) return;
      const due = Math.max(message.timestamp, joined) + AGENT_REPLY_MS;
      if (now < due) return;
      conversation.answered.add(index);
      const answer = message.body ? matchFaq(message.body, faq.entries)?.answer : undefined;
      conversation.messages.push({ author: AGENT_AUTHOR, body: fillPlaceholders(answer ?? faq.agent.fallback, values), timestamp: due });
    });
    conversation.messages.sort((a, b) => a.timestamp - b.timestamp);
  };

  /** The conversation a chat token opens; anything else is refused. */
  const opened = (conversationSid: string, token: string | undefined): Conversation => {
    const conversation = conversations.get(conversationSid);
    if (!conversation) throw new HttpError(404, NOT_FOUND);
    const given = Buffer.from(token ?? '');
    const expected = Buffer.from(conversation.token);
    const valid = given.length === expected.length && timingSafeEqual(given, expected) && conversation.tokenExpiration > clock();
    // 403, not 401: a chat token says nothing about the borrower's own session.
    if (!valid) throw new HttpError(403, INVALID_TOKEN);
    advance(conversation, clock());
    return conversation;
  };

  const view = (conversation: Conversation, limit: number) => ({
    conversationSid: conversation.sid,
    state: conversation.state,
    endedBy: conversation.endedBy,
    agentName: conversation.state === 'WAITING' ? null : conversation.faq.agent.name,
    total: conversation.messages.length,
    messages: conversation.messages.slice(-limit).map(({ timestamp, ...message }) => ({
      ...message,
      timestamp: new Date(timestamp).toISOString(),
    })),
  });

  const say = (conversation: Conversation, message: Omit<Message, 'author' | 'timestamp'>) => {
    if (conversation.state === 'CLOSED') throw refuse(409, 'chatEnded');
    if (conversation.messages.length >= MAX_MESSAGES) throw refuse(429, 'chatTooLong');
    const sent: Message = { author: CUSTOMER_AUTHOR, timestamp: clock(), ...message };
    conversation.messages.push(sent);
    return { ...sent, timestamp: new Date(sent.timestamp).toISOString() };
  };

  const byHeader = (request: FastifyRequest<{ Params: { conversationSid: string } }>) =>
    opened(request.params.conversationSid, request.headers['x-chat-token'] as string | undefined);

  const close = (conversation: Conversation, endedBy: 'AGENT' | 'CUSTOMER') => {
    if (conversation.state !== 'CLOSED') Object.assign(conversation, { state: 'CLOSED' satisfies ConversationState, endedBy });
  };

  app.post<{ Body: InitBody }>(
    `${WEBCHAT_PATH}/twilio/initWebChat`,
    {
      config: { rateLimit: { max: clientLimit(context, CHAT_STARTS_PER_CLIENT), timeWindow: 10 * 60_000 } },
      schema: { tags: TAGS, body: ref('webchat', 'InitRequest'), response: { 200: ref('webchat', 'InitResponse') } },
    },
    async (request, reply) => {
      const lender = lenders.get(request.body.orgCode) ?? lenders.forRequest(request);
      const { company } = lender;
      const faq = loadFaq(offeredLanguage(lender, request.body.language));
      const now = clock();
      if (!makeRoom(now)) {
        // Sent rather than thrown: the error handler hides the words of every 5xx.
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_SECONDS))
          .send({
            statusCode: 503,
            error: 'Service Unavailable',
            message: `Our chat is busy right now. Please try again in a few minutes, or call us at ${formatUsPhone(company.supportPhoneNumber.number)}.`,
          });
      }
      const conversation: Conversation = {
        sid: randomUUID(),
        omniProxyChannelId: randomUUID(),
        contactId: randomUUID(),
        faq,
        values: {
          agent: faq.agent.name,
          name: request.body.name.trim().split(/\s+/)[0] ?? '',
          company: company.companyName,
          phone: formatUsPhone(company.supportPhoneNumber.number),
          email: company.supportEmail,
        },
        token: randomBytes(24).toString('base64url'),
        tokenExpiration: now + CHAT_TOKEN_MS,
        started: now,
        state: 'WAITING',
        endedBy: null,
        messages: [],
        answered: new Set(),
      };
      if (request.body.welcomeMessage?.trim())
        conversation.messages.push({ author: CUSTOMER_AUTHOR, body: request.body.welcomeMessage.trim(), timestamp: now });
      conversations.set(conversation.sid, conversation);
      return {
        token: conversation.token,
        expiration: new Date(conversation.tokenExpiration).toISOString(),
        conversationSid: conversation.sid,
        omniProxyChannelId: conversation.omniProxyChannelId,
        providerChannelId: conversation.sid,
        targetWorkerSid: null,
      };
    },
  );

  app.post<{ Body: { token: string; conversationSid: string } }>(
    `${WEBCHAT_PATH}/twilio/refreshToken`,
    { schema: { tags: TAGS, body: ref('webchat', 'RefreshRequest'), response: { 200: ref('webchat', 'TokenResponse') } } },
    async (request) => {
      const { conversationSid, token } = request.body;
      // An unknown conversation is refused like a wrong token here: the app then starts a new chat.
      if (!conversations.has(conversationSid)) throw new HttpError(403, INVALID_TOKEN);
      const conversation = opened(conversationSid, token);
      const now = clock();
      if (conversation.state === 'CLOSED') throw new HttpError(403, INVALID_TOKEN);
      conversation.token = randomBytes(24).toString('base64url');
      conversation.tokenExpiration = now + CHAT_TOKEN_MS;
      return { token: conversation.token, expiration: new Date(conversation.tokenExpiration).toISOString() };
    },
  );

  app.post<{ Body: { omniProxyChannelId: string } }>(
    `${WEBCHAT_PATH}/twilio/web-chat-info`,
    {
      config: { rateLimit: { max: clientLimit(context, CHAT_INFO_LOOKUPS_PER_MINUTE), timeWindow: 60_000 } },
      schema: { tags: TAGS, body: ref('webchat', 'ChatInfoRequest'), response: { 200: ref('webchat', 'ChatInfo') } },
    },
    async (request) => {
      const conversation = [...conversations.values()].find((c) => c.omniProxyChannelId === request.body.omniProxyChannelId);
      if (!conversation) throw new HttpError(404, 'Omni Proxy value not available');
      return { contactId: conversation.contactId };
    },
  );

  app.get<{ Params: { conversationSid: string }; Querystring: { limit?: string } }>(
    `${WEBCHAT_PATH}/conversations/:conversationSid`,
    {
      schema: {
        tags: TAGS,
        params: sidParams,
        querystring: ref('webchat', 'ConversationQuery'),
        headers: TOKEN_HEADERS,
        response: { 200: ref('webchat', 'Conversation') },
      },
    },
    async (request) => view(byHeader(request), Number(request.query.limit ?? 20)),
  );

  app.post<{ Params: { conversationSid: string }; Body: { body: string } }>(
    `${WEBCHAT_PATH}/conversations/:conversationSid/messages`,
    {
      schema: {
        tags: TAGS,
        params: sidParams,
        headers: TOKEN_HEADERS,
        body: ref('webchat', 'SendRequest'),
        response: { 200: ref('webchat', 'Message') },
      },
    },
    async (request) => say(byHeader(request), { body: request.body.body.trim() }),
  );

  // Attachments are read for their name and size only: the simulated agent never opens them. The
  // chat token comes as the form's `token` field, before the file, as the app's uploader sends fields.
  await app.register(async (uploads) => {
    await acceptUploads(uploads);
    uploads.post<{ Params: { conversationSid: string } }>(
      `${WEBCHAT_PATH}/conversations/:conversationSid/media`,
      {
        schema: {
          tags: TAGS,
          consumes: ['multipart/form-data'],
          params: sidParams,
          response: { 200: ref('webchat', 'Message') },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
        const file = await request.file().catch(() => undefined);
        if (!file) throw new HttpError(400, 'No file was uploaded');
        const conversation = opened(request.params.conversationSid, fieldValue(file.fields.token));
        const filename = (file.filename.split(/[\\/]/).pop() ?? '').replace(/[^\w .()-]/g, '_').slice(0, 120);
        if (!isAllowedAttachment(filename)) throw refuse(415, 'chatFileType');
        let size: number;
        try {
          size = (await file.toBuffer()).length;
        } catch {
          throw refuse(413, 'chatFileTooLarge');
        }
        if (size > CHAT_ATTACHMENT_MAX_BYTES) throw refuse(413, 'chatFileTooLarge');
        return say(conversation, { body: (fieldValue(file.fields.body) ?? '').trim(), media: { id: randomUUID(), filename, size } });
      },
    );
  });

  app.post<{ Params: { conversationSid: string } }>(
    `${WEBCHAT_PATH}/conversations/:conversationSid/end`,
    { schema: { tags: TAGS, params: sidParams, headers: TOKEN_HEADERS, response: { 200: ref('webchat', 'Conversation') } } },
    async (request) => {
      const conversation = byHeader(request);
      close(conversation, 'CUSTOMER');
      return view(conversation, 20);
    },
  );

  if (!sandbox) return;

  app.post<{ Params: { conversationSid: string } }>(
    '/sandbox/api/v1/webchat/:conversationSid/end',
    {
      schema: {
        tags: ['sandbox'],
        description: "The simulated representative ends the chat. Sandbox mode only, with the conversation's x-chat-token.",
        params: sidParams,
        headers: TOKEN_HEADERS,
        response: { 200: ref('webchat', 'Conversation') },
      },
    },
    async (request) => {
      // Like the conversation's own routes, the control answers only whoever holds its chat token.
      const conversation = byHeader(request);
      close(conversation, 'AGENT');
      return view(conversation, 20);
    },
  );
};
