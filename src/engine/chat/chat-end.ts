// When a chat is over (spec 001 §4): the conversation is no longer active, the channel is frozen,
// or the session has expired. An ending by the representative is announced as such.

export type ConversationState = 'WAITING' | 'ACTIVE' | 'CLOSED';

export interface ConversationView {
  state: ConversationState;
  /** Who closed it; null while open. */
  endedBy: 'AGENT' | 'CUSTOMER' | 'EXPIRED' | null;
  frozen?: boolean;
}

export type ChatPhase = 'waiting' | 'active' | 'ended' | 'endedByAgent';

/** The phase the messaging view shows for a conversation, given whether the stored session has expired. */
export function chatPhase(conversation: ConversationView | null, sessionExpired: boolean): ChatPhase {
  if (conversation?.state === 'CLOSED' && conversation.endedBy === 'AGENT') return 'endedByAgent';
  if (sessionExpired || conversation?.frozen || conversation?.state === 'CLOSED') return 'ended';
  return conversation?.state === 'WAITING' ? 'waiting' : 'active';
}
