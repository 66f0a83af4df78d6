import type { Kysely } from 'kysely';

// Tokens revoked by a logout before their expiry, kept so a restart still refuses them
// (src/server/auth/revoked-tokens.ts); a row can go once its token would have expired anyway.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
}
