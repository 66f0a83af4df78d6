import { sql, type Kysely } from 'kysely';

// Live-agent chats (src/server/routes/webchat.ts), kept here rather than in one process's memory so
// any server of a fleet answers any poll. A conversation holds the SHA-256 of its chat token (who may
// read it), when it started and when the simulated agent joins; its messages say which customer
// message each agent answer is for, unique, so two servers reading at once add an answer only once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_chats')
    .addColumn('sid', 'uuid', (c) => c.primaryKey())
    .addColumn('omni_proxy_channel_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('contact_id', 'uuid', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('placeholders', 'jsonb', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('token_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('agent_joins_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('ended_by', 'text')
    .execute();
  // A start counts the conversations someone may still be in when the store is full.
  await db.schema
    .createIndex('live_chats_open')
    .on('live_chats')
    .column('token_expires_at')
    .where(sql.ref('state'), '<>', 'CLOSED')
    .execute();

  await db.schema
    .createTable('live_chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('chat_sid', 'uuid', (c) => c.notNull().references('live_chats.sid').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('media', 'jsonb')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.unique().references('live_chat_messages.id').onDelete('cascade'))
    .execute();
  // A poll reads a conversation's latest messages in time order.
  await db.schema.createIndex('live_chat_messages_chat').on('live_chat_messages').columns(['chat_sid', 'sent_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_chat_messages').execute();
  await db.schema.dropTable('live_chats').execute();
}
