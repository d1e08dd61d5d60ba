import type { Kysely, Migration } from 'kysely';

// Documents an applicant sends on tracking after staff asked for them (issue 13): each file row
// names the request it answers (the `documents-requested` history row) and the browser's upload
// id, the idempotency key of a retried upload. Both null for the first upload's files.
export const requestedDocuments: Migration = {
  async up(db: Kysely<any>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    for (const column of ['request_id', 'upload_id']) {
      await db.schema.alterTable('application_files').addColumn(column, 'text').execute();
    }
    await db.schema
      .createIndex('application_files_upload')
      .on('application_files')
      .columns(['application_id', 'upload_id'])
      .execute();
  },
};
