// The sandbox outbox (src/server/routes/outbox.ts): what the sandbox would have emailed or texted
// an address. No sign-in (it stands in for a mailbox), but its key: the browser sends the cookie the
// server set when the outbox page was opened with the printed link (401 without it).
import type { ApiRequest } from './request';

export interface OutboxMessage {
  id: number;
  /** An email, or a text message to `phone`. */
  channel: 'EMAIL' | 'SMS';
  phone?: string;
  /** Empty for a text. */
  subject: string;
  text: string;
  links: Array<{ label: string; url: string }>;
  sentAt: string;
}

export const fetchOutbox = (request: ApiRequest, email: string, signal?: AbortSignal) =>
  request<OutboxMessage[]>('/sandbox/api/v1/outbox', { query: { email }, signal, authFailureEndsSession: false });
