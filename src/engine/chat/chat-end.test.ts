import { describe, expect, it } from 'vitest';
import { chatPhase } from './chat-end';

describe('chatPhase', () => {
  it('waits for an agent, then chats', () => {
    expect(chatPhase({ state: 'WAITING', endedBy: null }, false)).toBe('waiting');
    expect(chatPhase({ state: 'ACTIVE', endedBy: null }, false)).toBe('active');
    expect(chatPhase(null, false)).toBe('active');
  });

  it('ends when the conversation closes, the channel is frozen or the session expires', () => {
    expect(chatPhase({ state: 'CLOSED', endedBy: 'CUSTOMER' }, false)).toBe('ended');
    expect(chatPhase({ state: 'CLOSED', endedBy: 'EXPIRED' }, false)).toBe('ended');
    expect(chatPhase({ state: 'ACTIVE', endedBy: null, frozen: true }, false)).toBe('ended');
    expect(chatPhase({ state: 'ACTIVE', endedBy: null }, true)).toBe('ended');
    expect(chatPhase(null, true)).toBe('ended');
  });

  it('says when the representative ended it', () => {
    expect(chatPhase({ state: 'CLOSED', endedBy: 'AGENT' }, false)).toBe('endedByAgent');
    expect(chatPhase({ state: 'CLOSED', endedBy: 'AGENT' }, true)).toBe('endedByAgent');
  });
});
