import { sql, type Kysely } from 'kysely';

// Each write of an application checks and bumps its version, so a write based on a stale read is
// refused instead of silently undoing another (src/server/applications.ts saveApplication).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('version').execute();
}
