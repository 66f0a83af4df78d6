// The chat session kept in local storage (spec 001 §3, chat session) and when it runs out (spec 001
// §9: six hours for a live agent, ten minutes for the chatbot). A chatbot session's ten minutes
// count from the last message, so a slow reader is not cut off mid-conversation; an agent
// session's six hours count from its start, as the agent channel's token does.
import type { ChatMode } from './chat-mode';

export const AGENT_SESSION_MS = 6 * 60 * 60 * 1000;
export const CHATBOT_SESSION_MS = 10 * 60 * 1000;
/** A live-agent token this close to its expiry is refreshed (checked every minute, spec 001 §9). */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
export const TOKEN_REFRESH_CHECK_MS = 60 * 1000;

export interface ChatSession {
  mode: ChatMode;
  friendlyName: string;
  emailAddress: string;
  /** The random id the chat knows this visitor by (spec 001 §9). */
  chatUserId: string;
  /** Epoch milliseconds when the session started. */
  loginTimestamp: number;
  /** Epoch milliseconds after which the session is over. */
  expiration: number;
  /** Chatbot: the conversation, once the bot has answered once. */
  conversationId?: string;
  /** Live agent: the channel token, its expiry and the conversation. */
  token?: string;
  tokenExpiration?: number;
  conversationSid?: string;
  omniProxyChannelId?: string;
}

/** When a session of this mode started (or last active) at `from` runs out. */
export const sessionExpiry = (mode: ChatMode, from: number): number => from + (mode === 'agent' ? AGENT_SESSION_MS : CHATBOT_SESSION_MS);

export const isSessionLive = (session: ChatSession | null, now: number): session is ChatSession =>
  session !== null && session.expiration > now;

/** A chatbot session's expiry moves with each message; an agent session's never does. */
export function touchSession(session: ChatSession, now: number): ChatSession {
  return session.mode === 'chatbot' ? { ...session, expiration: sessionExpiry('chatbot', now) } : session;
}

export const needsTokenRefresh = (session: ChatSession, now: number): boolean =>
  session.mode === 'agent' && session.tokenExpiration !== undefined && session.tokenExpiration - now <= TOKEN_REFRESH_MARGIN_MS;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored session read back, or null when it is missing or not one (a missing session makes chat inactive). */
export function parseChatSession(stored: string | null): ChatSession | null {
  if (!stored) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(stored) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { mode, friendlyName, emailAddress, chatUserId, loginTimestamp, expiration } = value;
  if ((mode !== 'agent' && mode !== 'chatbot') || !isString(friendlyName) || !isString(emailAddress) || !isString(chatUserId)) return null;
  if (!isNumber(loginTimestamp) || !isNumber(expiration)) return null;
  if (mode === 'agent' && !(isString(value.token) && isString(value.conversationSid) && isNumber(value.tokenExpiration))) return null;
  return value as unknown as ChatSession;
}
