import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@cipta/domain/application-status';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { InTransaction } from '../../database/database.js';
import type { Database } from '../../database/schema.js';

/** The staff's reads and the one write of the lifecycle (product §10.3, §10.4). */
@Injectable()
export class StaffApplicationsRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  findById(id: string) {
    return this.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  documents(applicationId: string) {
    return this.db
      .selectFrom('application_files')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  document(applicationId: string, documentId: string) {
    return this.db
      .selectFrom('application_files')
      .selectAll()
      .where('application_id', '=', applicationId)
      .where('id', '=', documentId)
      .executeTakeFirst();
  }

  history(applicationId: string) {
    return this.db
      .selectFrom('application_status_history')
      .leftJoin('staff_users', 'staff_users.id', 'application_status_history.changed_by')
      .select([
        'application_status_history.id',
        'application_status_history.status',
        'application_status_history.at',
        'application_status_history.note',
        'application_status_history.internal_note',
        'staff_users.id as staff_id',
        'staff_users.name as staff_name',
      ])
      .where('application_id', '=', applicationId)
      .orderBy('application_status_history.at')
      .orderBy('application_status_history.id')
      .execute();
  }

  /**
   * Moves an application from `from` to `to` with its notes, if it is still in `from` (two
   * staff changing it at once: one wins, the other is told the status moved). True if moved.
   */
  async changeStatus(
    id: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
    notes: { note: string; internalNote?: string | undefined; staffUserId: string },
    also?: InTransaction,
  ): Promise<boolean> {
    const now = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('applications')
        .set({ status: to, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('application_status_history')
        .values({
          id: randomUUID(),
          application_id: id,
          status: to,
          at: now,
          note: notes.note,
          internal_note: notes.internalNote ?? null,
          changed_by: notes.staffUserId,
        })
        .execute();
      // What must exist exactly when the change does: the applicant's message, the audit row.
      await also?.(trx);
      return true;
    });
  }
}
