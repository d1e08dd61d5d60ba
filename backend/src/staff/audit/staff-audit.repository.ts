import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';

export interface AuditFilter {
  action?: string;
  actorId?: string;
  targetId?: string;
  /** At or after / before (ISO 8601 instants). */
  from?: string;
  to?: string;
}

/**
 * The audit log's reads (product §10.3). Newest first by (at, id); each filter's column leads an
 * index ending in that order (migration 2026-11-28-25-001), so a page stays fast at a million rows.
 */
@Injectable()
export class StaffAuditRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  /** One page, with the acting account and a staff-user target by name and address. */
  page(filter: AuditFilter, page: number, pageSize: number) {
    return this.pageQuery(filter, page, pageSize).execute();
  }

  /** The page's query, unexecuted: a test reads its plan. */
  pageQuery(filter: AuditFilter, page: number, pageSize: number) {
    let select = this.db
      .selectFrom('staff_audit_log as log')
      .leftJoin('staff_users as actor', 'actor.id', 'log.actor_id')
      .leftJoin('staff_users as account', (join) =>
        join.onRef('account.id', '=', 'log.target_id').on('log.target_type', '=', 'staff-user'),
      )
      .selectAll('log')
      .select([
        'actor.name as actor_name',
        'actor.email as actor_email',
        'account.name as account_name',
        'account.email as account_email',
      ]);
    if (filter.action) select = select.where('log.action', '=', filter.action);
    if (filter.actorId) select = select.where('log.actor_id', '=', filter.actorId);
    if (filter.targetId) select = select.where('log.target_id', '=', filter.targetId);
    if (filter.from) select = select.where('log.at', '>=', filter.from);
    if (filter.to) select = select.where('log.at', '<', filter.to);
    return select
      .orderBy('log.at', 'desc')
      .orderBy('log.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  }

  /** What each listed message was about, for the rows that name one (a message may be erased since). */
  mailSubjects(ids: readonly string[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('mail_outbox')
      .select(['id', 'subject_type', 'subject_id'])
      .where('id', 'in', [...ids])
      .execute();
  }
}
