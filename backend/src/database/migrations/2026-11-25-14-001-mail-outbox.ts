import type { Kysely, Migration } from 'kysely';

const SUBMISSION_TABLES = ['applications', 'contact_messages', 'consultation_requests', 'promo_claims'];

// Issue 14: every submission keeps the visitor's language (product §11.2), and the outbox holds
// every message until it is sent (product §11.3), with one row per delivery attempt.
export const mailOutbox: Migration = {
  async up(db: Kysely<any>) {
    for (const table of SUBMISSION_TABLES) {
      // Rows from before this migration came from the Indonesian-first site.
      await db.schema
        .alterTable(table)
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('id'))
        .execute();
    }

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('recipients', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    await db.schema
      .createIndex('mail_outbox_subject')
      .on('mail_outbox')
      .columns(['subject_type', 'subject_id'])
      .execute();

    await db.schema
      .createTable('mail_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) => c.notNull().references('mail_outbox.id'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('mail_attempts_message').on('mail_attempts').column('message_id').execute();
  },
};
