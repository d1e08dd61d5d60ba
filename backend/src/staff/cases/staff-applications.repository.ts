import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { InTransaction } from '../../database/database.js';
import type { Database } from '../../database/schema.js';

export interface QueueFilter {
  status?: ApplicationStatus;
  kind?: string;
  service?: string;
  /** An ID, a name, an e-mail address or a passport number, or part of one. */
  q?: string;
  /** Submitted on or after / before (ISO 8601 dates or times). */
  from?: string;
  to?: string;
}

export type QueueSort = 'submittedAt' | '-submittedAt' | 'updatedAt' | '-updatedAt';

/** `%` and `_` typed by staff are searched for, not wildcards. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The staff's reads and the one write of the lifecycle (product §10.3, §10.4). */
@Injectable()
export class StaffApplicationsRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  private where(filter: QueueFilter, withStatus: boolean) {
    return (eb: ExpressionBuilder<Database, 'applications'>) => {
      const all = [];
      if (withStatus && filter.status) all.push(eb('status', '=', filter.status));
      if (filter.kind) all.push(eb('kind', '=', filter.kind));
      if (filter.service) all.push(eb('service_title', '=', filter.service));
      if (filter.from) all.push(eb('submitted_at', '>=', filter.from));
      if (filter.to) all.push(eb('submitted_at', '<', filter.to));
      if (filter.q) {
        const pattern = containing(filter.q);
        const like = (column: 'id' | 'full_name' | 'email' | 'details') =>
          sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
        // The passport number is in `details` (JSON text): searched there as text.
        all.push(eb.or([like('id'), like('full_name'), like('email'), like('details')]));
      }
      return eb.and(all);
    };
  }

  async queue(filter: QueueFilter, sort: QueueSort, page: number, pageSize: number) {
    const column = sort.replace('-', '') === 'updatedAt' ? 'updated_at' : 'submitted_at';
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const rows = await this.db
      .selectFrom('applications')
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('application_files')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('application_files.application_id', '=', 'applications.id')
          .as('document_count'),
      )
      .where(this.where(filter, true))
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const total = await this.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(this.where(filter, true))
      .executeTakeFirstOrThrow();
    const perStatus = await this.db
      .selectFrom('applications')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where(this.where(filter, false))
      .groupBy('status')
      .execute();
    const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
      ApplicationStatus,
      number
    >;
    for (const row of perStatus) counts[row.status as ApplicationStatus] = Number(row.n);
    return { rows, total: Number(total.n), counts };
  }

  /** Every application the filter matches, in order, for the CSV export (at most `limit`). */
  exportRows(filter: QueueFilter, sort: QueueSort, limit: number) {
    const column = sort.replace('-', '') === 'updatedAt' ? 'updated_at' : 'submitted_at';
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    return this.db
      .selectFrom('applications')
      .selectAll()
      .where(this.where(filter, true))
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(limit)
      .execute();
  }

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
