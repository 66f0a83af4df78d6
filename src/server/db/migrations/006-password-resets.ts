import type { Kysely } from 'kysely';

// Password resets (src/server/auth/password-resets.ts): the hash of each emailed link's token, whom
// it resets, until when, and when it was used (once only). And each identity's session generation,
// which a reset bumps so every token signed before it is refused (src/server/auth/session-generations.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_resets_identity').on('password_resets').column('identity_uuid').execute();
  await db.schema
    .alterTable('identities')
    .addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('identities').dropColumn('session_generation').execute();
  await db.schema.dropTable('password_resets').execute();
}
