// Test helpers for per-client throttles (src/server/client-limits.ts): client addresses of their
// own, and the check that a route refuses one client past its limit while others get through.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

let clients = 0;

/** A client address no other call returns (198.18.0.0/15, set aside for tests), so counts never mix. */
export function freshClient(): string {
  clients += 1;
  return `198.18.${clients >> 8}.${clients & 255}`;
}

/**
 * Sends `max` requests from one client, none of which may be refused, then one more, which must be
 * answered 429 with words a person can act on; a second client is still answered.
 */
export async function expectClientLimit(send: (remoteAddress: string) => Promise<LightMyRequestResponse>, max: number): Promise<void> {
  const client = freshClient();
  const statuses: number[] = [];
  for (let i = 0; i < max; i += 1) statuses.push((await send(client)).statusCode);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  const refused = await send(client);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many requests from your connection\. Please wait .+ and try again\.$/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await send(freshClient())).statusCode).not.toBe(429);
}
