import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { PersonalDataEraser } from './erasure.js';
import { zipStream, type ZipEntry } from './zip-stream.js';

// A person's rights over what we hold about them (product §12.3; UU PDP, Law 27 of 2022): an
// admin finds everything held under one e-mail address, exports it (a JSON file and the
// documents, in one ZIP) and erases it. Records are matched by the address, compared without
// case, as the visitor typed it into each form; e-mails are matched by what they were about
// and by their recipient.

/** The records held under one address: ids only, so the audit log and the screen can name them. */
export interface SubjectRecords {
  applications: string[];
  contactMessages: string[];
  consultationRequests: string[];
  promoClaims: string[];
  mailMessages: string[];
}

/** The export's format, named in its JSON so a later reader knows what it holds. */
export const EXPORT_FORMAT = 'cipta-visa/personal-data-export/1';

export const subjectKey = (email: string) => email.trim().toLowerCase();

export class DataSubject {
  private readonly eraser: PersonalDataEraser;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: FileStore,
    mailDir?: string,
  ) {
    this.eraser = new PersonalDataEraser(db, store, mailDir);
  }

  async find(email: string): Promise<SubjectRecords> {
    const key = subjectKey(email);
    if (!key)
      return { applications: [], contactMessages: [], consultationRequests: [], promoClaims: [], mailMessages: [] };
    const ids = async (query: { execute(): Promise<Array<{ id: string }>> }) =>
      (await query.execute()).map((row) => row.id).sort();
    const applications = await ids(this.db.selectFrom('applications').select('id').where('email_key', '=', key));
    const contactMessages = await ids(
      this.db
        .selectFrom('contact_messages')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', key)),
    );
    const consultationRequests = await ids(
      this.db
        .selectFrom('consultation_requests')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', key)),
    );
    const promoClaims = await ids(this.db.selectFrom('promo_claims').select('id').where('email_key', '=', key));
    const about = [...applications, ...contactMessages, ...consultationRequests, ...promoClaims];
    const mailMessages = await ids(
      this.db
        .selectFrom('mail_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['recipients']), '=', key),
            ...(about.length ? [eb('subject_id', 'in', about)] : []),
          ]),
        ),
    );
    return { applications, contactMessages, consultationRequests, promoClaims, mailMessages };
  }

  /** Erases every record held under the address, documents first (see PersonalDataEraser). */
  async erase(email: string): Promise<SubjectRecords> {
    const records = await this.find(email);
    await this.eraser.applications(records.applications);
    await this.eraser.contactMessages(records.contactMessages);
    await this.eraser.consultationRequests(records.consultationRequests);
    await this.eraser.promoClaims(records.promoClaims);
    await this.eraser.mailMessages(records.mailMessages);
    return records;
  }

  /**
   * A ZIP streamed as it is read: `personal-data.json` first, then each document under
   * `documents/<application>/`. Documents are read from the store one at a time, so a large
   * export costs no more memory than one chunk.
   */
  async export(email: string, now = new Date()): Promise<{ records: SubjectRecords; zip: Readable }> {
    const records = await this.find(email);
    const { data, documents } = await this.collect(email, records, now);
    const store = this.store;
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'personal-data.json', data: [Buffer.from(JSON.stringify(data, null, 2))], compress: true };
      for (const document of documents) {
        const stored = await store.openRead(document.storedName);
        yield { name: document.path, data: stored.stream };
      }
    }
    return { records, zip: Readable.from(zipStream(entries(), now)) };
  }

  private async collect(email: string, records: SubjectRecords, now: Date) {
    const documents: Array<{ path: string; storedName: string }> = [];
    const applications = [];
    for (const id of records.applications) {
      const row = await this.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const history = await this.db
        .selectFrom('application_status_history')
        .select(['status', 'at', 'note', 'internal_note'])
        .where('application_id', '=', id)
        .orderBy('at')
        .execute();
      const notes = await this.db
        .selectFrom('application_notes')
        .select(['body', 'at'])
        .where('application_id', '=', id)
        .orderBy('at')
        .execute();
      const corrections = await this.db
        .selectFrom('application_contact_changes')
        .select(['at', 'reason', 'changes'])
        .where('application_id', '=', id)
        .orderBy('at')
        .execute();
      const files = await this.db
        .selectFrom('application_files')
        .select(['original_name', 'media_type', 'size', 'sha256', 'stored_name', 'created_at'])
        .where('application_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      applications.push({
        id,
        kind: row.kind,
        service: row.service_title,
        price: row.service_price,
        fullName: row.full_name,
        email: row.email,
        phone: row.phone,
        details: JSON.parse(row.details) as unknown,
        status: row.status,
        language: row.language,
        submittedAt: row.submitted_at,
        updatedAt: row.updated_at,
        // The internal notes too: they are written about the person (UU PDP's right of access).
        history: history.map((change) => ({
          status: change.status,
          at: change.at,
          note: change.note,
          internalNote: change.internal_note,
        })),
        internalNotes: notes.map((note) => ({ at: note.at, note: note.body })),
        contactCorrections: corrections.map((correction) => ({
          at: correction.at,
          reason: correction.reason,
          changes: JSON.parse(correction.changes) as unknown,
        })),
        documents: files.map((file, index) => {
          const path = `documents/${id}/${index + 1}-${safeName(file.original_name)}`;
          documents.push({ path, storedName: file.stored_name });
          return {
            name: file.original_name,
            type: file.media_type,
            size: file.size,
            sha256: file.sha256,
            receivedAt: file.created_at,
            file: path,
          };
        }),
      });
    }
    // `in ()` is no SQL: an empty list asks nothing.
    const byIds = (ids: string[]) => (ids.length ? ids : ['']);
    const contactMessages = await this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', 'in', byIds(records.contactMessages))
      .execute();
    const consultationRequests = await this.db
      .selectFrom('consultation_requests')
      .selectAll()
      .where('id', 'in', byIds(records.consultationRequests))
      .execute();
    const promoClaims = await this.db
      .selectFrom('promo_claims')
      .selectAll()
      .where('id', 'in', byIds(records.promoClaims))
      .execute();
    const emails = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', 'in', byIds(records.mailMessages))
      .orderBy('created_at')
      .execute();
    const data = {
      format: EXPORT_FORMAT,
      email: subjectKey(email),
      exportedAt: now.toISOString(),
      applications,
      contactMessages: contactMessages.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        message: row.message,
        language: row.language,
        sentAt: row.created_at,
      })),
      consultationRequests: consultationRequests.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        company: row.company,
        jobTitle: row.job_title,
        country: row.country,
        message: row.message,
        language: row.language,
        sentAt: row.created_at,
      })),
      promoClaims: promoClaims.map((row) => ({
        id: row.id,
        spot: row.claim_number,
        name: row.name,
        email: row.email,
        phone: row.phone,
        promo: row.promo,
        claimedAt: row.created_at,
        endedByReset: row.reset_id !== null,
      })),
      // What we wrote to the person and when; the text is made from the records above.
      emails: emails.map((row) => ({
        kind: row.kind,
        about: { type: row.subject_type, id: row.subject_id },
        language: row.language,
        status: row.status,
        createdAt: row.created_at,
        sentAt: row.sent_at,
      })),
    };
    return { data, documents };
  }
}

/** A file name that is safe as a path inside a ZIP on every system: no folders, no control characters. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/^\.+/, '_');
  return cleaned.slice(-120) || 'document';
}
