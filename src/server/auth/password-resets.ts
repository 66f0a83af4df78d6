// Password-reset links: a random token goes in the emailed link and only its SHA-256 is kept, so the
// table cannot be read back into working links. A link works once, before it expires.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/** How long an emailed link works (docs/decisions.md). */
export const RESET_LINK_MINUTES = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Stores a new link for the identity and answers its token (256 random bits). */
export async function createReset(db: Database, identityUuid: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({ token_hash: hashOf(token), identity_uuid: identityUuid, expires_at: new Date(now + RESET_LINK_MINUTES * 60_000) })
    .execute();
  return token;
}

export type UnusableReason = 'unknown' | 'used' | 'expired';

/** Whether a link can still be used: its identity's uuid, or why not. */
export async function resetLinkState(
  db: Database,
  token: string,
  now: number,
): Promise<{ identityUuid: string } | { unusable: UnusableReason }> {
  const row = await db.selectFrom('password_resets').selectAll().where('token_hash', '=', hashOf(token)).executeTakeFirst();
  if (!row) return { unusable: 'unknown' };
  if (row.used_at) return { unusable: 'used' };
  if (new Date(row.expires_at).getTime() <= now) return { unusable: 'expired' };
  return { identityUuid: row.identity_uuid };
}

/**
 * Marks the link used, in the caller's transaction, and answers its identity; of two uses at once
 * the database lets one update the row, and the other finds it used. Every other link of the
 * identity stops working too: the password they were sent to replace is gone.
 */
export async function useReset(db: Database, token: string, now: number): Promise<{ identityUuid: string } | { unusable: UnusableReason }> {
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: new Date(now) })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returning('identity_uuid')
    .executeTakeFirst();
  if (!used) {
    const state = await resetLinkState(db, token, now);
    // Usable a moment ago but not updated here: another use of it just won.
    return 'unusable' in state ? state : { unusable: 'used' };
  }
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date(now) })
    .where('identity_uuid', '=', used.identity_uuid)
    .where('used_at', 'is', null)
    .execute();
  return { identityUuid: used.identity_uuid };
}
