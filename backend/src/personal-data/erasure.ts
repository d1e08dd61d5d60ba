import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.js';
import type { SubmissionType } from '../mail/mail-templates.js';
import type { FileStore } from '../storage/file-store.js';

// How personal data is erased, whether the retention job's periods ran out (product §12.2) or a
// person asked (§12.3): one definition for both. Records are erased in place (decision 57): the
// row stays with kind, service, status and dates for statistics, its personal fields are emptied,
// its documents deleted, and the e-mails about it (which repeat those fields) deleted.

/** What an erased text field holds: not null, so NOT NULL columns keep their shape. */
export const ERASED = '';
const CHUNK = 200;

/** What the mail outbox calls each kind of record (mail/mail-outbox.ts). */
const MAIL_SUBJECTS = {
  applications: ['visa', 'permit'],
  contactMessages: ['contact'],
  consultationRequests: ['consultation'],
  promoClaims: ['promo-claim'],
} as const satisfies Record<string, readonly SubmissionType[]>;

export interface StoredFile {
  id: string;
  stored_name: string;
}

export class PersonalDataEraser {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: FileStore,
    /** MAIL_DIR: where the messages' .eml copies are written when no SMTP server is set. */
    private readonly mailDir?: string,
  ) {}

  /**
   * The object first, then its row: a run cut short leaves a row whose object is already gone,
   * which the next run deletes again (deleting a missing object is no error); never an object
   * without a row that nothing would ever find.
   */
  async documents(files: readonly StoredFile[]): Promise<void> {
    for (const chunk of chunks(files)) {
      await this.store.delete(chunk.map((file) => file.stored_name));
      await this.db
        .deleteFrom('application_files')
        .where(
          'id',
          'in',
          chunk.map((file) => file.id),
        )
        .execute();
    }
  }

  /** Documents, personal fields, every note and correction, and the e-mails about them. */
  async applications(ids: readonly string[]): Promise<void> {
    for (const chunk of chunks(ids)) {
      await this.documents(
        await this.db
          .selectFrom('application_files')
          .select(['id', 'stored_name'])
          .where('application_id', 'in', chunk)
          .execute(),
      );
      await this.db
        .updateTable('applications')
        // issue 27: the search text held the name, e-mail, passport and phone; only the ID stays findable.
        .set({
          full_name: ERASED,
          email: ERASED,
          email_key: ERASED,
          phone: ERASED,
          details: '{}',
          search_text: sql<string>`lower(id)`,
          sort_name: '',
        })
        .where('id', 'in', chunk)
        .execute();
      // A note to the applicant or an internal one can name the person or their circumstances.
      await this.db
        .updateTable('application_status_history')
        .set({ note: null, internal_note: null })
        .where('application_id', 'in', chunk)
        .execute();
      // Internal notes, and the old and new contact details with the reason they were corrected (issue 27).
      await this.db
        .updateTable('application_notes')
        .set({ body: ERASED })
        .where('application_id', 'in', chunk)
        .execute();
      await this.db
        .updateTable('application_contact_changes')
        .set({ reason: ERASED, changes: '[]' })
        .where('application_id', 'in', chunk)
        .execute();
      await this.mailAbout(MAIL_SUBJECTS.applications, chunk);
    }
  }

  async contactMessages(ids: readonly string[]): Promise<void> {
    for (const chunk of chunks(ids)) {
      await this.db
        .updateTable('contact_messages')
        .set({ name: ERASED, email: ERASED, message: ERASED })
        .where('id', 'in', chunk)
        .execute();
      await this.mailAbout(MAIL_SUBJECTS.contactMessages, chunk);
    }
  }

  async consultationRequests(ids: readonly string[]): Promise<void> {
    for (const chunk of chunks(ids)) {
      await this.db
        .updateTable('consultation_requests')
        .set({
          first_name: ERASED,
          last_name: ERASED,
          email: ERASED,
          phone: ERASED,
          company: null,
          job_title: null,
          message: ERASED,
        })
        .where('id', 'in', chunk)
        .execute();
      await this.mailAbout(MAIL_SUBJECTS.consultationRequests, chunk);
    }
  }

  async promoClaims(ids: readonly string[]): Promise<void> {
    for (const chunk of chunks(ids)) {
      await this.db
        .updateTable('promo_claims')
        .set({ name: ERASED, email: ERASED, email_key: ERASED, phone: ERASED })
        .where('id', 'in', chunk)
        .execute();
      await this.mailAbout(MAIL_SUBJECTS.promoClaims, chunk);
    }
  }

  /**
   * Deletes outbox messages with their attempts (the attempts name the message), and (issue 29)
   * their .eml copies in MAIL_DIR, which repeat the same personal data.
   */
  async mailMessages(ids: readonly string[]): Promise<void> {
    for (const chunk of chunks(ids)) {
      if (this.mailDir) {
        const dir = this.mailDir;
        await Promise.all(
          chunk.flatMap((id) =>
            [`${id}.eml`, `${id}.eml.tmp`].map((name) => rm(path.join(dir, name), { force: true })),
          ),
        );
      }
      await this.db.deleteFrom('mail_attempts').where('message_id', 'in', chunk).execute();
      await this.db.deleteFrom('mail_outbox').where('id', 'in', chunk).execute();
    }
  }

  private async mailAbout(subjectTypes: readonly string[], subjectIds: readonly string[]): Promise<void> {
    const messages = await this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject_type', 'in', [...subjectTypes])
      .where('subject_id', 'in', [...subjectIds])
      .execute();
    await this.mailMessages(messages.map((message) => message.id));
  }
}

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
