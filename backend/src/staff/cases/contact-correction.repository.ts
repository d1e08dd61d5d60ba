import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { InTransaction } from '../../database/database.js';
import type { Database } from '../../database/schema.js';
import { applicationSearchColumns } from './application-search.js';

/** The contact fields staff may correct, by their API name, with the column each lives in. */
export const CONTACT_COLUMNS = { fullName: 'full_name', email: 'email', phone: 'phone' } as const;
export type ContactField = keyof typeof CONTACT_COLUMNS;

export interface ContactChange {
  field: ContactField;
  from: string;
  to: string;
}

/** issue 27: the corrections of an applicant's contact details, and the correction itself. */
@Injectable()
export class ContactCorrectionRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  forApplication(applicationId: string) {
    return this.db
      .selectFrom('application_contact_changes')
      .innerJoin('staff_users', 'staff_users.id', 'application_contact_changes.changed_by')
      .select([
        'application_contact_changes.id',
        'application_contact_changes.at',
        'application_contact_changes.reason',
        'application_contact_changes.changes',
        'staff_users.id as staff_id',
        'staff_users.name as staff_name',
      ])
      .where('application_contact_changes.application_id', '=', applicationId)
      .orderBy('application_contact_changes.at')
      .orderBy('application_contact_changes.id')
      .execute();
  }

  /**
   * Writes the new values (the e-mail's comparison key with the address, so tracking and the
   * outbox use it at once) and the old and new ones in the case's history, in one transaction
   * with what must exist with them (the audit row). `updated_at` stays: it is the last status
   * change, which the queue sorts by and the retention clock of a closed application reads.
   */
  async correct(
    applicationId: string,
    staffUserId: string,
    reason: string,
    changes: readonly ContactChange[],
    also: InTransaction,
  ): Promise<void> {
    const values: Partial<Record<(typeof CONTACT_COLUMNS)[ContactField] | 'email_key', string>> = {};
    for (const change of changes) values[CONTACT_COLUMNS[change.field]] = change.to;
    if (values.email !== undefined) values.email_key = values.email.toLowerCase();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('applications').set(values).where('id', '=', applicationId).execute();
      // The queue finds a person by what they are called now (issue 27's search columns).
      const row = await trx
        .selectFrom('applications')
        .select(['id', 'full_name', 'email', 'phone', 'details'])
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('applications')
        .set(
          applicationSearchColumns({
            id: row.id,
            fullName: row.full_name,
            email: row.email,
            phone: row.phone,
            details: JSON.parse(row.details) as Record<string, unknown>,
          }),
        )
        .where('id', '=', applicationId)
        .execute();
      await trx
        .insertInto('application_contact_changes')
        .values({
          id: randomUUID(),
          application_id: applicationId,
          changed_by: staffUserId,
          at: new Date().toISOString(),
          reason,
          changes: JSON.stringify(changes),
        })
        .execute();
      await also(trx);
    });
  }
}
