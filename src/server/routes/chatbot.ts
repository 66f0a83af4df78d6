// The sandbox chatbot: answers from the FAQ in copy/<locale>/chatbot.json (compliance edits it like
// any copy), in the page's language when the lender offers it, filled with the lender's name and
// support contacts, and kept per conversation.
import { randomUUID } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { clientLimit } from '../client-limits';
import { serverCopy } from '../server-copy';
import { fillPlaceholders, matchFaq, type FaqEntry } from '../../engine/chat/chatbot-answer';
import { formatUsPhone } from '../../engine/format/format';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { refuse } from '../refusals';

const TAGS = ['chat'];
const CHATBOT_PATH = '/chatbot';
/** The author of the bot's messages in a conversation's history. */
export const BOT_AUTHOR = 'chatbot';
/** The spec's limit on chatbot feedback text. */
const FEEDBACK_MAX = 140;
/** A person asks a question every few seconds at most; each route allows a client thirty a minute. */
export const CHATBOT_CALLS_PER_MINUTE = 30;

interface ChatBody {
  applicationId?: string;
  conversationId?: string;
  message: string;
  language?: string;
  organization: string;
  senderId: string;
  senderType: string;
}

interface FeedbackBody {
  questionId: string;
  conversationId: string;
  responseToCustomer?: string;
  feedbackMessage?: string;
  rating: number;
  reason?: string;
  senderType?: string;
}

/** The sandbox agent's name and its lines beside the FAQ (webchat.ts). */
export interface AgentCopy {
  name: string;
  greeting: string;
  fallback: string;
}

/** The page's language when the lender offers it, else English. */
export const offeredLanguage = (lender: LenderConfig, language: string | undefined): string =>
  language && (lender.locales ?? ['en']).includes(language) ? language : 'en';

/** The FAQ and the agent's lines in a language (copy/<locale>/chatbot.json over the English). */
export function loadFaq(locale = 'en'): { fallback: string; entries: FaqEntry[]; agent: AgentCopy } {
  const copy = serverCopy<{
    fallback: string;
    faq: Record<string, { keywords: string; answer: string }>;
    agent: AgentCopy;
  }>('chatbot', locale);
  return { fallback: copy.fallback, entries: Object.entries(copy.faq).map(([id, entry]) => ({ id, ...entry })), agent: copy.agent };
}

export const chatbotRoutes: ApiRoutePlugin = async (app, context) => {
  const { db, lenders } = context;
  // Every question is kept in the database, and history and feedback say whether a conversation exists.
  const config = { rateLimit: { max: clientLimit(context, CHATBOT_CALLS_PER_MINUTE), timeWindow: 60_000 } };

  app.post<{ Body: ChatBody }>(
    `${CHATBOT_PATH}/chatWithAutobot`,
    { config, schema: { tags: TAGS, body: ref('chatbot', 'ChatRequest'), response: { 200: ref('chatbot', 'ChatResponse') } } },
    async (request) => {
      const lender = lenders.get(request.body.organization) ?? lenders.forRequest(request);
      const { company } = lender;
      const { conversationId = randomUUID(), message } = request.body;
      if (request.body.conversationId) {
        // A conversation stays with the lender it started with.
        const earlier = await db
          .selectFrom('chat_messages')
          .select('org_code')
          .where('conversation_id', '=', conversationId)
          .limit(1)
          .executeTakeFirst();
        if (earlier && earlier.org_code !== lender.orgCode) throw new HttpError(404, 'Conversation not found');
      }
      const faq = loadFaq(offeredLanguage(lender, request.body.language));
      const match = matchFaq(message, faq.entries);
      const response = fillPlaceholders(match?.answer ?? faq.fallback, {
        company: company.companyName,
        phone: formatUsPhone(company.supportPhoneNumber.number),
        email: company.supportEmail,
      });
      const questionId = randomUUID();
      const rows = await db
        .insertInto('chat_messages')
        .values([
          {
            conversation_id: conversationId,
            org_code: lender.orgCode,
            author: request.body.senderType,
            body: message,
            question_id: questionId,
          },
          { conversation_id: conversationId, org_code: lender.orgCode, author: BOT_AUTHOR, body: response, question_id: questionId },
        ])
        .returning('created_at')
        .execute();
      return {
        conversationId,
        questionId,
        questionStr: message,
        response,
        responseStr: response,
        matched: match?.id ?? null,
        createdDt: new Date(rows[0]!.created_at).toISOString(),
      };
    },
  );

  app.get<{ Params: { conversationId: string } }>(
    `${CHATBOT_PATH}/getChatHistory/:conversationId`,
    { config, schema: { tags: TAGS, params: ref('chatbot', 'HistoryParams'), response: { 200: ref('chatbot', 'ChatHistory') } } },
    async (request) => {
      const rows = await db
        .selectFrom('chat_messages')
        .select(['author', 'body', 'created_at', 'question_id'])
        .where('conversation_id', '=', request.params.conversationId)
        .orderBy('id', 'asc')
        .execute();
      if (rows.length === 0) throw new HttpError(404, 'Conversation not found');
      return rows.map((row) => ({
        author: row.author,
        body: row.body,
        timestamp: new Date(row.created_at).toISOString(),
        questionId: row.question_id,
      }));
    },
  );

  app.post<{ Body: FeedbackBody }>(
    `${CHATBOT_PATH}/setChatReplyUsedWithFeedback`,
    {
      config,
      schema: { tags: TAGS, body: ref('chatbot', 'ChatFeedbackRequest'), response: { 200: ref('chatbot', 'ChatFeedbackResponse') } },
    },
    async (request) => {
      const { questionId, conversationId, feedbackMessage = '', rating, reason, responseToCustomer, senderType } = request.body;
      if (feedbackMessage.length > FEEDBACK_MAX) throw refuse(400, 'chatbotFeedbackTooLong');
      const updated = await db
        .updateTable('chat_messages')
        .set({ feedback: JSON.stringify({ feedbackMessage, rating, reason, responseToCustomer, senderType }) })
        .where('conversation_id', '=', conversationId)
        .where('question_id', '=', questionId)
        .where('author', '=', BOT_AUTHOR)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new HttpError(404, 'Answer not found');
      return { saved: true };
    },
  );
};
