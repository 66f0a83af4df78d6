// The sandbox outbox (src/server/routes/outbox.ts): what the sandbox would have emailed or texted
// an address. Public: the outbox stands in for a mailbox, which needs no sign-in.
import type { ApiRequest } from './request';

export interface OutboxMessage {
  id: number;
  subject: string;
  text: string;
  links: Array<{ label: string; url: string }>;
  sentAt: string;
}

export const fetchOutbox = (request: ApiRequest, email: string, signal?: AbortSignal) =>
  request<OutboxMessage[]>('/sandbox/api/v1/outbox', { query: { email }, signal, authFailureEndsSession: false });
