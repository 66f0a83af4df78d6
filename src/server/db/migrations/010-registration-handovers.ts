import type { Kysely } from 'kysely';

// Registration hand-overs (src/server/routes/registration-handover.ts): a registration's answers on
// their way to the lender paired with the one they were given to, under the SHA-256 of the random id
// the link carries, for that lender only, until they are claimed (once) or expire.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_handovers')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('to_org', 'text', (c) => c.notNull())
    .addColumn('draft', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_handovers_expiry').on('registration_handovers').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_handovers').execute();
}
