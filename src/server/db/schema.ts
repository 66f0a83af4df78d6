import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface IdentityTable {
  uuid: string;
  email: string;
  password_hash: string;
  phone_number: string | null;
  type: string;
  org_code: string;
  profile: Json<Record<string, unknown>>;
  /** Bumped by a password reset: tokens signed under an older generation are refused. */
  session_generation: Generated<number>;
  created_at: Timestamp;
}

export interface ApplicationTable {
  uuid: string;
  identity_uuid: string;
  org_code: string;
  loan_number: string;
  checklist_status: string;
  data: Json<Record<string, unknown>>;
  /** Bumped by every write; a write whose read is stale is refused (applications.ts). */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeyTable {
  identity_uuid: string;
  key: string;
  request_hash: string;
  application_uuid: string;
  created_at: Timestamp;
}

export interface WaitlistTable {
  id: Generated<number>;
  org_code: string;
  entry: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface TelemetrySessionTable {
  uuid: string;
  tracker_uuid: string;
  org_code: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface TelemetryEventTable {
  id: Generated<number>;
  session_uuid: string;
  event: string;
  dedupe_key: string | null;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  identity_uuid: string | null;
  org_code: string;
  entry: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: string;
  org_code: string;
  identity_uuid: string | null;
  author: string;
  body: string;
  question_id: string | null;
  feedback: Json<Record<string, unknown>> | null;
  created_at: Timestamp;
}

export interface CommsConsentTable {
  id: Generated<number>;
  org_code: string;
  email: string;
  phone: string | null;
  consent_type: string;
  consent_prompt_uuid: string;
  /** The version of the prompt's words answered (flows/disclosures.json); null for an answer kept before versions were. */
  verbiage_version: string | null;
  opt_in: boolean;
  source: string;
  updated_at: Timestamp;
}

/** Every SMS consent answer as given, kept as evidence: comms_consents holds only the latest per type. */
export interface CommsConsentAnswerTable {
  id: Generated<number>;
  org_code: string;
  email: string;
  phone: string | null;
  consent_type: string;
  consent_prompt_uuid: string;
  verbiage_version: string | null;
  opt_in: boolean;
  source: string;
  answered_at: Timestamp;
}

export interface DocumentTable {
  uuid: string;
  application_uuid: string;
  identity_uuid: string;
  condition_uuid: string | null;
  type: string;
  filename: string;
  content_type: string;
  size: number;
  content: Buffer;
  created_at: Timestamp;
}

export interface RevokedTokenTable {
  jti: string;
  expires_at: Timestamp;
}

/** A message the sandbox would have sent (src/server/outbox.ts). */
export interface OutboxMessageTable {
  id: Generated<number>;
  to_email: string;
  org_code: string;
  kind: string;
  subject: string;
  body: string;
  links: Json<Array<{ label: string; url: string }>>;
  sent_at: Timestamp;
  /** EMAIL, or SMS for a text to `to_phone` (the person's email still names whose it is). */
  channel: Generated<string>;
  to_phone: string | null;
}

/** An emailed password-reset link: the SHA-256 of its token, usable once before it expires. */
export interface PasswordResetTable {
  token_hash: string;
  identity_uuid: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A registration's answers waiting for the paired lender to claim them (routes/registration-handover.ts). */
export interface RegistrationHandoverTable {
  id_hash: string;
  to_org: string;
  draft: Json<Record<string, unknown>>;
  expires_at: Timestamp;
}

/** A person's E-SIGN consent: the version agreed to and when; withdrawn_at once withdrawn. */
export interface EsignConsentTable {
  identity_uuid: string;
  version: string;
  accepted_at: Timestamp;
  withdrawn_at: Timestamp | null;
}

/** One attempt counted against a key's sliding window (src/server/auth/attempt-throttle.ts). */
export interface CountedAttemptTable {
  id: Generated<string>;
  key: string;
  at: Timestamp;
}

/** A per-client rate limit's current fixed window (src/server/shared-rate-limit-store.ts). */
export interface RateLimitWindowTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

/** A live-agent conversation (src/server/routes/webchat.ts); its chat token's hash says who may read it. */
export interface LiveChatTable {
  sid: string;
  omni_proxy_channel_id: string;
  contact_id: string;
  org_code: string;
  /** The FAQ's and the agent's language, chosen at the start. */
  language: string;
  /** What the agent's lines are filled with: the visitor's first name and the lender's contacts. */
  placeholders: Json<Record<string, string>>;
  token_hash: string;
  token_expires_at: Timestamp;
  started_at: Timestamp;
  agent_joins_at: Timestamp;
  state: string;
  ended_by: string | null;
}

/** A message of a live-agent conversation; `answers` is the customer message an agent answer is for. */
export interface LiveChatMessageTable {
  id: Generated<number>;
  chat_sid: string;
  author: string;
  body: string;
  media: Json<{ id: string; filename: string; size: number }> | null;
  sent_at: Timestamp;
  answers: number | null;
}

export interface DatabaseSchema {
  identities: IdentityTable;
  applications: ApplicationTable;
  idempotency_keys: IdempotencyKeyTable;
  waitlist: WaitlistTable;
  telemetry_sessions: TelemetrySessionTable;
  telemetry_events: TelemetryEventTable;
  feedback: FeedbackTable;
  chat_messages: ChatMessageTable;
  comms_consents: CommsConsentTable;
  comms_consent_answers: CommsConsentAnswerTable;
  documents: DocumentTable;
  revoked_tokens: RevokedTokenTable;
  outbox_messages: OutboxMessageTable;
  password_resets: PasswordResetTable;
  esign_consents: EsignConsentTable;
  counted_attempts: CountedAttemptTable;
  rate_limit_windows: RateLimitWindowTable;
  live_chats: LiveChatTable;
  live_chat_messages: LiveChatMessageTable;
  registration_handovers: RegistrationHandoverTable;
}
