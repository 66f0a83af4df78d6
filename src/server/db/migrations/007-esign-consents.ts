import type { Kysely } from 'kysely';

// Each person's E-SIGN consent (src/server/esign.ts): the version they agreed to and when, and when
// they withdrew it. One row per identity: it covers every application the person makes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('esign_consents')
    .addColumn('identity_uuid', 'uuid', (c) => c.primaryKey().references('identities.uuid').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('esign_consents').execute();
}
