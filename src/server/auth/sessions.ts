// Whether a signed token's session still stands. A logout revokes the token's id; a password reset
// bumps the identity's session generation, ending every token signed under an older one. Both are read
// from the database on every authenticated request (one primary-key look-up), so a logout or reset on
// any process of a fleet holds on every other at once: no process keeps a copy that could be stale.
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import type { TokenClaims } from './tokens';

/** True while the token is neither revoked nor older than its identity's last password reset, and the identity exists. */
export async function sessionStands(db: Executor, claims: Pick<TokenClaims, 'sub' | 'jti' | 'gen'>): Promise<boolean> {
  const row = await db
    .selectFrom('identities')
    .select((eb) => [
      'session_generation',
      eb.exists(eb.selectFrom('revoked_tokens').select(sql.lit(1).as('one')).where('jti', '=', claims.jti)).as('revoked'),
    ])
    .where('uuid', '=', claims.sub)
    .executeTakeFirst();
  return Boolean(row && !row.revoked && (claims.gen ?? 0) >= row.session_generation);
}

/** Refuses the token from now on, on every process; rows of tokens that have expired anyway are dropped. */
export async function revokeToken(db: Executor, jti: string, expiresAtSeconds: number, now: number): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: new Date(expiresAtSeconds * 1000) })
    .onConflict((c) => c.column('jti').doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<=', new Date(now)).execute();
}

/** Ends every session of the identity signed so far, in the caller's transaction; answers the new generation. */
export async function endAllSessions(db: Executor, identityUuid: string): Promise<number> {
  const row = await db
    .updateTable('identities')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
    .where('uuid', '=', identityUuid)
    .returning('session_generation')
    .executeTakeFirstOrThrow();
  return row.session_generation;
}
