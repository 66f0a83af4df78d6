import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseChatMode, modeOverride } from './chat-mode';

const none = { agentSession: false, chatbotSession: false, deskOpen: undefined, override: null };

describe('chooseChatMode', () => {
  it('continues a live-agent session first, then a chatbot session', () => {
    expect(chooseChatMode({ ...none, agentSession: true, chatbotSession: true, deskOpen: false })).toBe('agent');
    expect(chooseChatMode({ ...none, chatbotSession: true, deskOpen: true })).toBe('chatbot');
  });

  it('without a session, an agent while the desk is open and the chatbot otherwise', () => {
    expect(chooseChatMode({ ...none, deskOpen: true })).toBe('agent');
    expect(chooseChatMode({ ...none, deskOpen: false })).toBe('chatbot');
  });

  it('waits for the open status only when no session decides it', () => {
    expect(chooseChatMode(none)).toBeNull();
    expect(chooseChatMode({ ...none, chatbotSession: true })).toBe('chatbot');
  });

  it('lets the override win over everything', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.constantFrom('agent', 'chatbot' as const),
        (a, c, open, o) => {
          expect(chooseChatMode({ agentSession: a, chatbotSession: c, deskOpen: open, override: o })).toBe(o);
        },
      ),
    );
  });
});

describe('modeOverride', () => {
  it("maps the spec's providers to the agent channel and chatbot to the chatbot", () => {
    expect(['twilio', 'nice', 'stream', 'talkjs', 'agent', ' Agent '].map(modeOverride)).toEqual(Array(6).fill('agent'));
    expect(modeOverride('chatbot')).toBe('chatbot');
  });

  it('ignores a missing or unknown value', () => {
    expect([null, undefined, '', 'robot', 'constructor'].map(modeOverride)).toEqual([null, null, null, null, null]);
  });
});
