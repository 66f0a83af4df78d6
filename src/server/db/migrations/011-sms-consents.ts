import { sql, type Kysely } from 'kysely';

// SMS consents kept as evidence (TCPA): each answer is kept with the version of the prompt's words
// the borrower answered and when, beside the latest answer per type that texts are sent by; and the
// outbox keeps texts as well as emails, each with its channel and, for a text, the number.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comms_consents').addColumn('verbiage_version', 'text').execute();
  await db.schema
    .createTable('comms_consent_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('consent_type', 'text', (c) => c.notNull())
    .addColumn('consent_prompt_uuid', 'uuid', (c) => c.notNull())
    .addColumn('verbiage_version', 'text')
    .addColumn('opt_in', 'boolean', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('comms_consent_answers_subject').on('comms_consent_answers').columns(['org_code', 'email']).execute();
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('EMAIL'))
    .execute();
  await db.schema.alterTable('outbox_messages').addColumn('to_phone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('to_phone').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('channel').execute();
  await db.schema.dropTable('comms_consent_answers').execute();
  await db.schema.alterTable('comms_consents').dropColumn('verbiage_version').execute();
}
