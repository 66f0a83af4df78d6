// The sandbox chatbot: answers from the FAQ in copy/en/chatbot.json, kept per conversation.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { PROJECT_ROOT } from '../config';
import { fillPlaceholders, matchFaq, type FaqEntry } from '../../engine/chat/chatbot-answer';
import { formatUsPhone } from '../../engine/format/format';

const TAGS = ['chat'];
const CHATBOT_PATH = '/chatbot';
/** The spec's limit on chatbot feedback text. */
const FEEDBACK_MAX = 140;

interface ChatBody {
  conversationId?: string;
  message: string;
  organization: string;
  senderId: string;
  senderType: string;
  applicationId?: string;
}

function loadFaq(): { fallback: string; entries: FaqEntry[] } {
  const copy = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'copy', 'en', 'chatbot.json'), 'utf8')) as {
    fallback: string;
    faq: Record<string, { keywords: string; answer: string }>;
  };
  return { fallback: copy.fallback, entries: Object.entries(copy.faq).map(([id, entry]) => ({ id, ...entry })) };
}

export const chatbotRoutes: ApiRoutePlugin = async (app, { db, lenders }) => {
  const faq = loadFaq();

  app.post<{ Body: ChatBody }>(
    `${CHATBOT_PATH}/chatWithAutobot`,
    { schema: { tags: TAGS, body: ref('services', 'ChatRequest') } },
    async (request) => {
      const lender = lenders.get(request.body.organization) ?? lenders.forRequest(request);
      const { company } = lender;
      const conversationId = request.body.conversationId ?? randomUUID();
      const match = matchFaq(request.body.message, faq.entries);
      const response = fillPlaceholders(match?.answer ?? faq.fallback, {
        company: company.companyName,
        phone: formatUsPhone(company.supportPhoneNumber.number),
        email: company.supportEmail,
      });
      const questionId = randomUUID();
      await db
        .insertInto('chat_messages')
        .values([
          {
            conversation_id: conversationId,
            org_code: lender.orgCode,
            author: request.body.senderType,
            body: request.body.message,
            question_id: questionId,
          },
          { conversation_id: conversationId, org_code: lender.orgCode, author: 'chatbot', body: response, question_id: questionId },
        ])
        .execute();
      return { conversationId, questionId, questionStr: request.body.message, responseStr: response, matched: match?.id ?? null };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${CHATBOT_PATH}/getChatHistory/:id`,
    { schema: { tags: TAGS, params: ref('services', 'IdParams') } },
    async (request) => {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', request.params.id)
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

  app.post<{ Body: { questionId: string; conversationId: string; feedbackMessage?: string; rating?: number } }>(
    `${CHATBOT_PATH}/setChatReplyUsedWithFeedback`,
    { schema: { tags: TAGS, body: ref('services', 'ChatFeedbackRequest') } },
    async (request) => {
      const { questionId, conversationId, feedbackMessage, rating } = request.body;
      if ((feedbackMessage ?? '').length > FEEDBACK_MAX) throw new HttpError(400, 'Please restrict your response to 140 characters.');
      const updated = await db
        .updateTable('chat_messages')
        .set({ feedback: JSON.stringify({ feedbackMessage: feedbackMessage ?? '', rating: rating ?? 0 }) })
        .where('conversation_id', '=', conversationId)
        .where('question_id', '=', questionId)
        .where('author', '=', 'chatbot')
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new HttpError(404, 'Answer not found');
      return { saved: true };
    },
  );
};
