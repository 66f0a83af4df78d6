// The chat calls (spec 001 §7): the chat desk's open status, the chatbot (answers, history,
// feedback) and the live-agent channel (start, token refresh, conversation, messages, attachments).
// A chat token says nothing about the borrower's own session, so no chat failure ends it.
import type { ChatFeedbackReason } from '@/engine/chat/chat-validation';
import type { ConversationState, ConversationView } from '@/engine/chat/chat-end';
import type { ApiRequest } from './request';
import { uploadFile, type UploadOptions } from './verification';

const OPEN_STATUS_PATH = '/service-hours/external/api/v1/hours/OPS_CHAT/openStatus';
const CHATBOT_PATH = '/chatbot';
const WEBCHAT_PATH = '/webchat';
/** The spec's number of messages a chat shows first. */
export const INITIAL_MESSAGES = 20;
/** The spec polls the open status every minute. */
export const OPEN_STATUS_POLL_MS = 60_000;

const quiet = { authFailureEndsSession: false } as const;

export const fetchChatOpenStatus = (request: ApiRequest) => request<{ isOpen: boolean }>(OPEN_STATUS_PATH, quiet);

export interface ChatbotAnswer {
  conversationId: string;
  questionId: string;
  responseStr: string;
  createdDt: string;
}

export const askChatbot = (
  request: ApiRequest,
  body: {
    message: string;
    organization: string;
    senderId: string;
    conversationId?: string;
    applicationId?: string;
    pageUrl: string;
    language?: string;
  },
) => request<ChatbotAnswer>(`${CHATBOT_PATH}/chatWithAutobot`, { ...quiet, method: 'POST', body: { ...body, senderType: 'CUSTOMER' } });

export interface ChatbotHistoryEntry {
  author: string;
  body: string;
  timestamp: string;
  questionId: string | null;
}

export const fetchChatbotHistory = (request: ApiRequest, conversationId: string) =>
  request<ChatbotHistoryEntry[]>(`${CHATBOT_PATH}/getChatHistory/${encodeURIComponent(conversationId)}`, quiet);

export const sendChatbotFeedback = (
  request: ApiRequest,
  body: {
    questionId: string;
    conversationId: string;
    responseToCustomer: string;
    feedbackMessage: string;
    reason?: ChatFeedbackReason;
    rating: number;
    senderEmail: string;
  },
) =>
  request<{ saved: true }>(`${CHATBOT_PATH}/setChatReplyUsedWithFeedback`, {
    ...quiet,
    method: 'POST',
    body: { ...body, senderType: 'CUSTOMER' },
  });

export interface WebChatStart {
  token: string;
  expiration: string;
  conversationSid: string;
  omniProxyChannelId: string;
}

export const initWebChat = (
  request: ApiRequest,
  body: {
    name: string;
    email: string;
    orgCode: string;
    pageUrl: string;
    language: string;
    applicationUuid?: string;
    identityUuid?: string;
  },
) => request<WebChatStart>(`${WEBCHAT_PATH}/twilio/initWebChat`, { ...quiet, method: 'POST', body: { ...body, chatMode: 'twilio' } });

export const refreshChatToken = (request: ApiRequest, body: { token: string; conversationSid: string }) =>
  request<{ token: string; expiration: string }>(`${WEBCHAT_PATH}/twilio/refreshToken`, { ...quiet, method: 'POST', body });

export interface AgentMessage {
  author: 'agent' | 'customer';
  body: string;
  timestamp: string;
  media?: { id: string; filename: string; size: number };
}

export interface AgentConversation extends ConversationView {
  state: ConversationState;
  agentName: string | null;
  total: number;
  messages: AgentMessage[];
}

const conversationPath = (sid: string, rest = '') => `${WEBCHAT_PATH}/conversations/${encodeURIComponent(sid)}${rest}`;
const withToken = (token: string) => ({ ...quiet, headers: { 'x-chat-token': token } });

export const fetchConversation = (request: ApiRequest, sid: string, token: string, limit = INITIAL_MESSAGES) =>
  request<AgentConversation>(conversationPath(sid), { ...withToken(token), query: { limit } });

export const sendAgentMessage = (request: ApiRequest, sid: string, token: string, body: string) =>
  request<AgentMessage>(conversationPath(sid, '/messages'), { ...withToken(token), method: 'POST', body: { body } });

export const endAgentChat = (request: ApiRequest, sid: string, token: string) =>
  request<AgentConversation>(conversationPath(sid, '/end'), { ...withToken(token), method: 'POST' });

/** Sends one attachment with an optional caption; the chat token travels as a form field. */
export const sendAgentAttachment = (
  sid: string,
  token: string,
  file: File,
  caption: string,
  session: Pick<UploadOptions, 'orgCode' | 'tokens'>,
) => uploadFile<AgentMessage>(conversationPath(sid, '/media'), file, { ...session, fields: { token, body: caption } });
