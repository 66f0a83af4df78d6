import type { Kysely } from 'kysely';

// Counts every process of a fleet shares, so a limit holds however many servers answer
// (src/server/auth/attempt-throttle.ts, src/server/shared-rate-limit-store.ts): each counted attempt
// of a sliding window (sign-ins per account or browser, registrations and reset requests per email),
// and each fixed window of a per-client rate limit with its hits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('counted_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('counted_attempts_key_at').on('counted_attempts').columns(['key', 'at']).execute();
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_resets_at').on('rate_limit_windows').column('resets_at').execute();
  await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('revoked_tokens_expires_at').execute();
  await db.schema.dropTable('rate_limit_windows').execute();
  await db.schema.dropTable('counted_attempts').execute();
}
