// The sandbox's live-agent channel (spec 001 §7, twilio/initWebChat and friends). There is no real
// agent desk behind the sandbox, so a simulated agent joins a new conversation AGENT_JOIN_MS after
// it starts and answers each message AGENT_REPLY_MS after it arrives, from the chatbot's FAQ. Like
// the status waits, nothing runs in the background: due events are added when the conversation is
// next read, stamped with the time they were due, so a test's clock decides what has happened.
// Conversations are kept in the database (live_chats, live_chat_messages), so any server of a fleet
// answers any request; of several servers reading a conversation at once, one adds each due event.
// When the store is full, ended and expired ones make room, and a start that finds only live ones is refused.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { clientLimit } from '../client-limits';
import type { LiveChatTable } from '../db/schema';
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
/**
 * Conversations kept at most; a start that finds them all live is refused. Servers starting chats at
 * the same moment may each take the last place, so a fleet can exceed it by a few.
 */
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

/** A conversation as stored, its state and ending as the view names them. */
type Conversation = Omit<Selectable<LiveChatTable>, 'state' | 'ended_by'> & {
  state: ConversationState;
  ended_by: ConversationView['endedBy'];
};

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

/** Only a chat token's hash is stored, so the table cannot be read back into working tokens. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const toIso = (time: Date | string) => new Date(time).toISOString();

export const webchatRoutes: ApiRoutePlugin = async (app, context) => {
  const { db, lenders, sandbox, now: clock = Date.now } = context;

  const find = (sid: string) =>
    db.selectFrom('live_chats').selectAll().where('sid', '=', sid).executeTakeFirst() as Promise<Conversation | undefined>;

  /** The conversation as another server's write left it. */
  const reread = async (sid: string) => {
    const conversation = await find(sid);
    if (!conversation) throw new HttpError(404, NOT_FOUND);
    return conversation;
  };

  const stored = async () => {
    const { n } = await db
      .selectFrom('live_chats')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  /** Whether a new conversation fits, once ended and expired ones are forgotten; a live one never is. */
  const makeRoom = async (now: number) => {
    if ((await stored()) < MAX_CONVERSATIONS) return true;
    // Live: someone may still be in it (not ended, within its six hours, its token not run out: a refresh needs a live one).
    await db
      .deleteFrom('live_chats')
      .where((eb) =>
        eb.or([
          eb('state', '=', 'CLOSED'),
          eb('started_at', '<=', new Date(now - AGENT_SESSION_MS)),
          eb('token_expires_at', '<=', new Date(now)),
        ]),
      )
      .execute();
    return (await stored()) < MAX_CONVERSATIONS;
  };

  /**
   * Closes the conversation unless it is closed already, and answers it as it now stands; of two
   * servers closing it at once, the first one's reason stays.
   */
  const close = async (conversation: Conversation, endedBy: 'AGENT' | 'CUSTOMER' | 'EXPIRED'): Promise<Conversation> => {
    const closed = await db
      .updateTable('live_chats')
      .set({ state: 'CLOSED' satisfies ConversationState, ended_by: endedBy })
      .where('sid', '=', conversation.sid)
      .where('state', '<>', 'CLOSED')
      .returningAll()
      .executeTakeFirst();
    return (closed as Conversation | undefined) ?? reread(conversation.sid);
  };

  /** Adds whatever the simulated agent has done by `now`, each event once however many servers read at once. */
  const advance = async (conversation: Conversation, now: number): Promise<Conversation> => {
    if (conversation.state === 'CLOSED') return conversation;
    if (now >= new Date(conversation.started_at).getTime() + AGENT_SESSION_MS) return close(conversation, 'EXPIRED');
    const joined = new Date(conversation.agent_joins_at).getTime();
    if (now < joined) return conversation;
    const { sid, placeholders } = conversation;
    const faq = loadFaq(conversation.language);
    let current = conversation;
    if (current.state === 'WAITING') {
      // The server whose update moves the state on is the one that writes the greeting.
      const won = await db.transaction().execute(async (tx) => {
        const joining = await tx
          .updateTable('live_chats')
          .set({ state: 'ACTIVE' satisfies ConversationState })
          .where('sid', '=', sid)
          .where('state', '=', 'WAITING')
          .returning('sid')
          .executeTakeFirst();
        if (joining) {
          await tx
            .insertInto('live_chat_messages')
            .values({
              chat_sid: sid,
              author: AGENT_AUTHOR,
              body: fillPlaceholders(faq.agent.greeting, placeholders),
              sent_at: new Date(joined),
            })
            .execute();
        }
        return Boolean(joining);
      });
      current = won ? { ...current, state: 'ACTIVE' } : await reread(sid);
      if (current.state === 'CLOSED') return current;
    }
    const answeredBy = now - AGENT_REPLY_MS;
    if (joined > answeredBy) return current;
    const unanswered = await db
      .selectFrom('live_chat_messages as question')
      .select(['question.id', 'question.body', 'question.sent_at'])
      .where('question.chat_sid', '=', sid)
      .where('question.author', '=', CUSTOMER_AUTHOR)
      .where('question.sent_at', '<=', new Date(answeredBy))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('live_chat_messages as answer').select('answer.id').whereRef('answer.answers', '=', 'question.id'))),
      )
      .execute();
    if (unanswered.length === 0) return current;
    // Each answer names its question, unique: a server that finds it answered already adds nothing.
    await db
      .insertInto('live_chat_messages')
      .values(
        unanswered.map((question) => {
          const answer = question.body ? matchFaq(question.body, faq.entries)?.answer : undefined;
          return {
            chat_sid: sid,
            author: AGENT_AUTHOR,
            body: fillPlaceholders(answer ?? faq.agent.fallback, placeholders),
            sent_at: new Date(Math.max(new Date(question.sent_at).getTime(), joined) + AGENT_REPLY_MS),
            answers: question.id,
          };
        }),
      )
      .onConflict((c) => c.column('answers').doNothing())
      .execute();
    return current;
  };

  /** The conversation a chat token opens; anything else is refused. */
  const opened = async (conversationSid: string, token: string | undefined): Promise<Conversation> => {
    const conversation = await find(conversationSid);
    if (!conversation) throw new HttpError(404, NOT_FOUND);
    const given = Buffer.from(hashOf(token ?? ''));
    const expected = Buffer.from(conversation.token_hash);
    const valid =
      given.length === expected.length && timingSafeEqual(given, expected) && new Date(conversation.token_expires_at).getTime() > clock();
    // 403, not 401: a chat token says nothing about the borrower's own session.
    if (!valid) throw new HttpError(403, INVALID_TOKEN);
    return advance(conversation, clock());
  };

  const view = async (conversation: Conversation, limit: number) => {
    const latest = await db
      .selectFrom('live_chat_messages')
      .select((eb) => ['author', 'body', 'media', 'sent_at', eb.fn.countAll().over().as('total')])
      .where('chat_sid', '=', conversation.sid)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return {
      conversationSid: conversation.sid,
      state: conversation.state,
      endedBy: conversation.ended_by,
      agentName: conversation.state === 'WAITING' ? null : loadFaq(conversation.language).agent.name,
      total: Number(latest[0]?.total ?? 0),
      messages: latest.reverse().map(({ author, body, media, sent_at }) => ({
        author,
        body,
        timestamp: toIso(sent_at),
        ...(media ? { media } : {}),
      })),
    };
  };

  const say = async (conversation: Conversation, message: { body: string; media?: Media }) => {
    if (conversation.state === 'CLOSED') throw refuse(409, 'chatEnded');
    const { n } = await db
      .selectFrom('live_chat_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('chat_sid', '=', conversation.sid)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_MESSAGES) throw refuse(429, 'chatTooLong');
    const sentAt = new Date(clock());
    await db
      .insertInto('live_chat_messages')
      .values({
        chat_sid: conversation.sid,
        author: CUSTOMER_AUTHOR,
        body: message.body,
        media: message.media ? JSON.stringify(message.media) : null,
        sent_at: sentAt,
      })
      .execute();
    return { author: CUSTOMER_AUTHOR, ...message, timestamp: sentAt.toISOString() };
  };

  const byHeader = (request: FastifyRequest<{ Params: { conversationSid: string } }>) =>
    opened(request.params.conversationSid, request.headers['x-chat-token'] as string | undefined);

  app.post<{ Body: InitBody }>(
    `${WEBCHAT_PATH}/twilio/initWebChat`,
    {
      config: { rateLimit: { max: clientLimit(context, CHAT_STARTS_PER_CLIENT), timeWindow: 10 * 60_000 } },
      schema: { tags: TAGS, body: ref('webchat', 'InitRequest'), response: { 200: ref('webchat', 'InitResponse') } },
    },
    async (request, reply) => {
      const lender = lenders.get(request.body.orgCode) ?? lenders.forRequest(request);
      const { company } = lender;
      const language = offeredLanguage(lender, request.body.language);
      const faq = loadFaq(language);
      const now = clock();
      if (!(await makeRoom(now))) {
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
      const sid = randomUUID();
      const omniProxyChannelId = randomUUID();
      const token = randomBytes(24).toString('base64url');
      const expiration = new Date(now + CHAT_TOKEN_MS);
      const placeholders = {
        agent: faq.agent.name,
        name: request.body.name.trim().split(/\s+/)[0] ?? '',
        company: company.companyName,
        phone: formatUsPhone(company.supportPhoneNumber.number),
        email: company.supportEmail,
      };
      const welcome = request.body.welcomeMessage?.trim();
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('live_chats')
          .values({
            sid,
            omni_proxy_channel_id: omniProxyChannelId,
            contact_id: randomUUID(),
            org_code: lender.orgCode,
            language,
            placeholders: JSON.stringify(placeholders),
            token_hash: hashOf(token),
            token_expires_at: expiration,
            started_at: new Date(now),
            agent_joins_at: new Date(now + AGENT_JOIN_MS),
            state: 'WAITING' satisfies ConversationState,
            ended_by: null,
          })
          .execute();
        if (welcome)
          await tx
            .insertInto('live_chat_messages')
            .values({ chat_sid: sid, author: CUSTOMER_AUTHOR, body: welcome, sent_at: new Date(now) })
            .execute();
      });
      return {
        token,
        expiration: expiration.toISOString(),
        conversationSid: sid,
        omniProxyChannelId,
        providerChannelId: sid,
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
      if (!(await find(conversationSid))) throw new HttpError(403, INVALID_TOKEN);
      const conversation = await opened(conversationSid, token);
      if (conversation.state === 'CLOSED') throw new HttpError(403, INVALID_TOKEN);
      const fresh = randomBytes(24).toString('base64url');
      const expiration = new Date(clock() + CHAT_TOKEN_MS);
      // Replaces the token it was given only: of two refreshes with one token, the second is refused.
      const replaced = await db
        .updateTable('live_chats')
        .set({ token_hash: hashOf(fresh), token_expires_at: expiration })
        .where('sid', '=', conversationSid)
        .where('token_hash', '=', conversation.token_hash)
        .returning('sid')
        .executeTakeFirst();
      if (!replaced) throw new HttpError(403, INVALID_TOKEN);
      return { token: fresh, expiration: expiration.toISOString() };
    },
  );

  app.post<{ Body: { omniProxyChannelId: string } }>(
    `${WEBCHAT_PATH}/twilio/web-chat-info`,
    {
      config: { rateLimit: { max: clientLimit(context, CHAT_INFO_LOOKUPS_PER_MINUTE), timeWindow: 60_000 } },
      schema: { tags: TAGS, body: ref('webchat', 'ChatInfoRequest'), response: { 200: ref('webchat', 'ChatInfo') } },
    },
    async (request) => {
      const conversation = await db
        .selectFrom('live_chats')
        .select('contact_id')
        .where('omni_proxy_channel_id', '=', request.body.omniProxyChannelId)
        .executeTakeFirst();
      if (!conversation) throw new HttpError(404, 'Omni Proxy value not available');
      return { contactId: conversation.contact_id };
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
    async (request) => view(await byHeader(request), Number(request.query.limit ?? 20)),
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
    async (request) => say(await byHeader(request), { body: request.body.body.trim() }),
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
        const conversation = await opened(request.params.conversationSid, fieldValue(file.fields.token));
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
    async (request) => view(await close(await byHeader(request), 'CUSTOMER'), 20),
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
      return view(await close(await byHeader(request), 'AGENT'), 20);
    },
  );
};
