// The sandbox outbox: the sandbox sends no email or text, so every message it would have sent is
// kept here, read back by address (GET /sandbox/api/v1/outbox) and on the outbox page. Message
// words are copy (copy/<locale>/outbox.json, in the application's language), filled with the lender's
// and the people's names. A text is kept under its person's email too, with the number it went to;
// whether one may be sent at all is src/server/texts.ts's to say.
import type { Database, Executor } from './db/database';
import { normaliseEmail } from './identities';
import { fillPlaceholders } from '../engine/chat/chatbot-answer';
import { serverCopy } from './server-copy';

/** The most messages one look-up answers: an address's newest. */
export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxLink {
  label: string;
  /** Relative to the site, or absolute. */
  url: string;
}

/** What a message says: its subject, text and links. */
export interface OutboxContent {
  subject: string;
  text: string;
  links: OutboxLink[];
}

/** How a message goes: an email, or a text message to a phone number. */
export type OutboxChannel = 'EMAIL' | 'SMS';

export interface OutboxMessage extends OutboxContent {
  id: number;
  to: string;
  channel: OutboxChannel;
  /** The number a text went to (ten digits); absent for an email. */
  phone?: string;
  orgCode: string;
  /** Which message it is: its key under `messages` in the outbox copy. */
  kind: string;
  sentAt: string;
}

interface MessageCopy {
  subject: string;
  text: string;
  linkLabel: string;
}

/**
 * The message of `kind` (a key under `messages` in the outbox copy) in `locale`, its words filled
 * with `values`, carrying one link to `url`.
 */
export function outboxContent(kind: string, values: Record<string, string>, url: string, locale = 'en'): OutboxContent {
  const words = serverCopy<{ messages: Record<string, MessageCopy> }>('outbox', locale).messages[kind];
  if (!words) throw new Error(`copy/en/outbox.json has no message '${kind}'`);
  const fill = (text: string) => fillPlaceholders(text, values);
  return { subject: fill(words.subject), text: fill(words.text), links: [{ label: fill(words.linkLabel), url }] };
}

interface TextCopy {
  text: string;
  linkLabel: string;
}

/** The text message of `kind` (a key under `texts` in the outbox copy): no subject, its words and one link. */
export function textContent(kind: string, values: Record<string, string>, url: string, locale = 'en'): OutboxContent {
  const words = serverCopy<{ texts: Record<string, TextCopy> }>('outbox', locale).texts[kind];
  if (!words) throw new Error(`copy/en/outbox.json has no text '${kind}'`);
  const fill = (text: string) => fillPlaceholders(text, values);
  return { subject: '', text: fill(words.text), links: [{ label: fill(words.linkLabel), url }] };
}

/** A message to keep: an email to `to`, or with `phone` a text to that number (`to` still names whose it is). */
export type MessageToKeep = OutboxContent & { to: string; phone?: string; orgCode: string; kind: string; sentAt: number };

/** Keeps a message the sandbox would have sent to `to` on the lender's site. */
export async function recordMessage(db: Executor, message: MessageToKeep): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      to_email: normaliseEmail(message.to),
      org_code: message.orgCode,
      kind: message.kind,
      subject: message.subject,
      body: message.text,
      links: JSON.stringify(message.links),
      sent_at: new Date(message.sentAt),
      channel: message.phone ? 'SMS' : 'EMAIL',
      to_phone: message.phone ?? null,
    })
    .execute();
}

/** The messages to `email` on the lender's site, newest first. */
export async function outboxOf(db: Database, orgCode: string, email: string): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where('to_email', '=', normaliseEmail(email))
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(OUTBOX_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    channel: row.channel as OutboxChannel,
    ...(row.to_phone ? { phone: row.to_phone } : {}),
    orgCode: row.org_code,
    kind: row.kind,
    subject: row.subject,
    text: row.body,
    links: row.links,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
