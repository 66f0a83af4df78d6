import { describe, expect, it } from 'vitest';
import {
  AGENT_SESSION_MS,
  CHATBOT_SESSION_MS,
  isSessionLive,
  needsTokenRefresh,
  parseChatSession,
  sessionExpiry,
  touchSession,
  type ChatSession,
} from './chat-session';

const T0 = Date.UTC(2026, 0, 5, 18);
const chatbot: ChatSession = {
  mode: 'chatbot',
  friendlyName: 'Ana',
  emailAddress: 'ana@example.com',
  chatUserId: '5a3c1f0e-1111-4222-8333-444455556666',
  loginTimestamp: T0,
  expiration: sessionExpiry('chatbot', T0),
};
const agent: ChatSession = {
  ...chatbot,
  mode: 'agent',
  expiration: sessionExpiry('agent', T0),
  token: 'tok',
  tokenExpiration: T0 + 60 * 60 * 1000,
  conversationSid: 'c0ffee00-1111-4222-8333-444455556666',
};

describe('chat session expiry', () => {
  it('is six hours for a live agent and ten minutes for the chatbot', () => {
    expect(AGENT_SESSION_MS).toBe(6 * 3600_000);
    expect(CHATBOT_SESSION_MS).toBe(600_000);
    expect(isSessionLive(agent, T0 + AGENT_SESSION_MS - 1)).toBe(true);
    expect(isSessionLive(agent, T0 + AGENT_SESSION_MS)).toBe(false);
    expect(isSessionLive(chatbot, T0 + CHATBOT_SESSION_MS - 1)).toBe(true);
    expect(isSessionLive(chatbot, T0 + CHATBOT_SESSION_MS)).toBe(false);
    expect(isSessionLive(null, T0)).toBe(false);
  });

  it("moves a chatbot session's expiry with each message, never an agent session's", () => {
    const later = T0 + 9 * 60_000;
    expect(touchSession(chatbot, later).expiration).toBe(later + CHATBOT_SESSION_MS);
    expect(touchSession(agent, later).expiration).toBe(agent.expiration);
  });

  it('refreshes an agent token within five minutes of its expiry', () => {
    expect(needsTokenRefresh(agent, agent.tokenExpiration! - 5 * 60_000 - 1)).toBe(false);
    expect(needsTokenRefresh(agent, agent.tokenExpiration! - 5 * 60_000)).toBe(true);
    expect(needsTokenRefresh(chatbot, T0 + 10 * 3600_000)).toBe(false);
  });
});

describe('parseChatSession', () => {
  it('reads back what was stored', () => {
    expect(parseChatSession(JSON.stringify(agent))).toEqual(agent);
    expect(parseChatSession(JSON.stringify(chatbot))).toEqual(chatbot);
  });

  it('treats a missing, broken or incomplete session as none', () => {
    const { token: _token, ...agentWithoutToken } = agent;
    for (const stored of [null, '', '{', 'null', '42', JSON.stringify({ ...chatbot, mode: 'x' }), JSON.stringify(agentWithoutToken)])
      expect(parseChatSession(stored)).toBeNull();
  });
});
