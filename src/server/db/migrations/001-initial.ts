import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identities')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per email and lender: the same person may hold accounts with two partner lenders.
  await db.schema.createIndex('identities_email_org').unique().on('identities').columns(['email', 'org_code']).execute();

  await db.schema
    .createTable('applications')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid'))
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('loan_number', 'text', (c) => c.notNull().unique())
    .addColumn('checklist_status', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('applications_identity').on('applications').column('identity_uuid').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['identity_uuid', 'key'])
    .execute();

  await db.schema
    .createTable('waitlist')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('entry', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['waitlist', 'idempotency_keys', 'applications', 'identities']) await db.schema.dropTable(table).execute();
}
