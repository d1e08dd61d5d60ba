import type { Kysely, Migration } from 'kysely';

// issue 29: a received file records the requirement it answers, so the agency's messages name
// documents by requirement and type, never by the visitor's file names (null: sent before, or
// unsaid). A visitor-route message records its recipient and its place in the recipient's hour:
// at most 10 an hour, the rest held in the outbox until their hour comes.
export const visitorMail: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('application_files').addColumn('requirement', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('capped_recipient', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('release_at', 'text').execute();
    await db.schema
      .createIndex('mail_outbox_capped_recipient')
      .on('mail_outbox')
      .columns(['capped_recipient', 'release_at'])
      .execute();
  },
};
