import type { Database } from '../db/database';

/**
 * Each identity's session generation: every token carries the generation it was signed under, and a
 * password reset bumps it, so every token signed before the reset is refused at once, wherever it is.
 * Like revoked tokens, held in memory for the synchronous check and loaded at start-up; only the
 * identities that ever reset are held (the rest are generation 0).
 */
export class SessionGenerations {
  private readonly generations = new Map<string, number>();

  of(identityUuid: string): number {
    return this.generations.get(identityUuid) ?? 0;
  }

  async load(db: Database): Promise<void> {
    const rows = await db.selectFrom('identities').select(['uuid', 'session_generation']).where('session_generation', '>', 0).execute();
    for (const row of rows) this.generations.set(row.uuid, row.session_generation);
  }

  /**
   * Ends every session of the identity signed so far: bumps its generation in `db` (the caller's
   * transaction) and here at once, before the commit, so no await leaves an old token usable.
   */
  async endAll(db: Database, identityUuid: string): Promise<void> {
    const row = await db
      .updateTable('identities')
      .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
      .where('uuid', '=', identityUuid)
      .returning('session_generation')
      .executeTakeFirstOrThrow();
    this.generations.set(identityUuid, Math.max(row.session_generation, this.of(identityUuid)));
  }
}
