// Where the chat keeps its state in the browser: the session in local storage (it outlives the tab,
// as the spec's session expiry implies), one per lender; the non-production mode override for the tab.
import { modeOverride, type ChatMode } from '@/engine/chat/chat-mode';
import { parseChatSession, type ChatSession } from '@/engine/chat/chat-session';

const sessionKey = (orgCode: string) => `heloc.chat.session.${orgCode}`;
const MODE_KEY = 'heloc.chat.mode';

export const readChatSession = (orgCode: string): ChatSession | null => parseChatSession(localStorage.getItem(sessionKey(orgCode)));
export const saveChatSession = (orgCode: string, session: ChatSession) =>
  localStorage.setItem(sessionKey(orgCode), JSON.stringify(session));
export const clearChatSession = (orgCode: string) => localStorage.removeItem(sessionKey(orgCode));

/**
 * Keeps a `mode` query value for the tab (routing drops the query), so `?mode=chatbot` on any page
 * holds until the tab closes. Whether it may apply (outside production only) is decided on use.
 */
export function rememberModeOverride(search: string): void {
  const mode = modeOverride(new URLSearchParams(search).get('mode'));
  if (mode) sessionStorage.setItem(MODE_KEY, mode);
}

export const storedModeOverride = (): ChatMode | null => modeOverride(sessionStorage.getItem(MODE_KEY));
