// Which kind of chat opens (spec 001 §4): a live-agent session already under way, else a chatbot
// session under way, else an agent while the chat desk is open, otherwise the chatbot. Outside
// production the `mode` query parameter forces one (spec 001 §2).

/** The sandbox has one live-agent channel; the spec's providers (twilio, nice, stream, talkjs) all map to it. */
export type ChatMode = 'agent' | 'chatbot';

const OVERRIDES: Readonly<Record<string, ChatMode>> = {
  agent: 'agent',
  twilio: 'agent',
  nice: 'agent',
  stream: 'agent',
  talkjs: 'agent',
  chatbot: 'chatbot',
};

/** The mode a `mode` query value forces, or null for a missing or unknown value. */
export function modeOverride(value: string | null | undefined): ChatMode | null {
  const key = value?.trim().toLowerCase() ?? '';
  return Object.hasOwn(OVERRIDES, key) ? OVERRIDES[key]! : null;
}

export interface ModeInputs {
  /** A stored live-agent session that has not expired. */
  agentSession: boolean;
  /** A stored chatbot session that has not expired. */
  chatbotSession: boolean;
  /** The chat desk's open status (hours/OPS_CHAT/openStatus); undefined while unknown. */
  deskOpen: boolean | undefined;
  /** The non-production override, already checked to be allowed. */
  override: ChatMode | null;
}

/** The mode to use; null while it depends on an open status that has not arrived. */
export function chooseChatMode({ agentSession, chatbotSession, deskOpen, override }: ModeInputs): ChatMode | null {
  if (override) return override;
  if (agentSession) return 'agent';
  if (chatbotSession) return 'chatbot';
  if (deskOpen === undefined) return null;
  return deskOpen ? 'agent' : 'chatbot';
}
