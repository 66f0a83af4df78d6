import { sql, type Kysely } from 'kysely';

// Tables of the services beyond identity and applications: telemetry, feedback, chat,
// communication preferences and uploaded documents.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telemetry_sessions')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('tracker_uuid', 'uuid', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('telemetry_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_uuid', 'uuid', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // Null when the event asked not to be de-duplicated; a repeat of a non-null key answers DUPLICATE.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid')
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('entry', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'uuid', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('identity_uuid', 'uuid')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('question_id', 'uuid')
    .addColumn('feedback', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chat_messages_conversation').on('chat_messages').column('conversation_id').execute();

  await db.schema
    .createTable('comms_consents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('consent_type', 'text', (c) => c.notNull())
    .addColumn('consent_prompt_uuid', 'uuid', (c) => c.notNull())
    .addColumn('opt_in', 'boolean', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('comms_consents_subject', ['org_code', 'email', 'consent_type'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid'))
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid'))
    .addColumn('condition_uuid', 'uuid')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('documents_application').on('documents').column('application_uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['documents', 'comms_consents', 'chat_messages', 'feedback', 'telemetry_events', 'telemetry_sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
