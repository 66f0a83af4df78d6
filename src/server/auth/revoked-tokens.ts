import type { Database } from '../db/database';

/**
 * Token ids revoked before their expiry (a logout). authenticate checks them on every call and is
 * synchronous, so they are held in memory; each revocation is also written to the database and the
 * list is loaded at start-up, so a restart keeps it. One server per database (a second on the same
 * data folder refuses to start), so no other process needs to hear of a revocation.
 */
export class RevokedTokens {
  /** Token id → its expiry in epoch seconds, after which the token is refused anyway. */
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  has(jti: string): boolean {
    return this.until.has(jti);
  }

  /** Loads the revocations still in force, dropping the rows of tokens that have expired since. */
  async load(db: Database): Promise<void> {
    const now = new Date(this.now());
    await db.deleteFrom('revoked_tokens').where('expires_at', '<=', now).execute();
    for (const row of await db.selectFrom('revoked_tokens').selectAll().execute()) {
      this.until.set(row.jti, Math.floor(new Date(row.expires_at).getTime() / 1000));
    }
  }

  /** Refuses the token from now on; in memory first, so even a failed write cannot leave it usable here. */
  async revoke(db: Database, jti: string, expiresAt: number): Promise<void> {
    this.until.set(jti, expiresAt);
    const nowSeconds = this.now() / 1000;
    for (const [id, until] of this.until) if (until <= nowSeconds) this.until.delete(id);
    await db
      .insertInto('revoked_tokens')
      .values({ jti, expires_at: new Date(expiresAt * 1000) })
      .onConflict((c) => c.column('jti').doNothing())
      .execute();
  }
}
