/* eslint-disable @typescript-eslint/no-explicit-any -- one query builder serves both inbox tables (they share the inbox columns, not their types); item() shapes each row for the contract. */
import { Injectable } from '@nestjs/common';
import { isLanguage } from '@cipta/domain/constants';
import { type Kysely, sql } from 'kysely';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import { StaffAudit } from '../common/staff-audit.js';
import type { ActiveSession } from '../common/staff-sessions.js';
import { Assignees } from '../desk/assignees.js';

/** The two inboxes of issue 13: contact messages and consultation requests. */
export type InboxKind = 'contact-message' | 'consultation-request';

const TABLE = { 'contact-message': 'contact_messages', 'consultation-request': 'consultation_requests' } as const;

/** One inbox entry as the contract names it. */
export type InboxItem<K extends InboxKind> = K extends 'contact-message'
  ? Schemas['StaffContactMessage']
  : Schemas['StaffConsultationRequest'];

export interface InboxFilter {
  handled?: 'true' | 'false';
  /** A staff id, `me`, or `none`. */
  assignee?: string;
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Nothing in this inbox has this id.');

/**
 * The inboxes (issue 13): list, open, assign, mark handled; every open and change audited by
 * ids. One implementation for both tables: they differ only in the visitor's fields.
 */
@Injectable()
export class StaffInboxes {
  // The two tables share the inbox columns; the rows are read as plain records and shaped below.
  private readonly db: Kysely<any>;

  constructor(
    @InjectDatabase() db: Kysely<Database>,
    private readonly audit: StaffAudit,
    private readonly assignees: Assignees,
  ) {
    this.db = db as Kysely<any>;
  }

  private select(kind: InboxKind) {
    const table = TABLE[kind];
    return this.db
      .selectFrom(`${table} as m`)
      .leftJoin('staff_users as a', 'a.id', 'm.assigned_to')
      .leftJoin('staff_users as h', 'h.id', 'm.handled_by')
      .selectAll('m')
      .select(['a.name as assignee_name', 'h.name as handler_name']);
  }

  async list<K extends InboxKind>(kind: K, filter: InboxFilter, page: number, pageSize: number, staff: ActiveSession) {
    const table = TABLE[kind];
    const assignee = filter.assignee === 'me' ? staff.user.id : filter.assignee;
    const where = (query: any, withHandled: boolean) => {
      let q = query;
      if (assignee === 'none') q = q.where('assigned_to', 'is', null);
      else if (assignee) q = q.where('assigned_to', '=', assignee);
      if (withHandled && filter.handled === 'true') q = q.where('handled_at', 'is not', null);
      if (withHandled && filter.handled === 'false') q = q.where('handled_at', 'is', null);
      return q;
    };
    const rows = await where(this.select(kind), true)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    // issue 31: two counts an index answers (all, and those still to handle), not a pass over every row.
    const count = async (unhandledOnly: boolean) => {
      let query = where(this.db.selectFrom(table), false).select(sql<number>`count(*)`.as('n'));
      if (unhandledOnly) query = query.where('handled_at', 'is', null);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const all = await count(false);
    const unhandled = await count(true);
    const counts = { unhandled, handled: all - unhandled };
    const total =
      filter.handled === 'true'
        ? counts.handled
        : filter.handled === 'false'
          ? counts.unhandled
          : counts.handled + counts.unhandled;
    return {
      items: rows.map((row: Record<string, any>) => this.item(kind, row)) as InboxItem<K>[],
      page,
      pageSize,
      total,
      counts,
    };
  }

  async open<K extends InboxKind>(kind: K, id: string, staff: ActiveSession, clientAddress: string | undefined) {
    const item = await this.find(kind, id);
    await this.audit.record({
      actorId: staff.user.id,
      action: `${kind}-viewed`,
      target: { type: kind, id },
      clientAddress,
    });
    return item;
  }

  async assign<K extends InboxKind>(
    kind: K,
    id: string,
    staffId: string | null,
    staff: ActiveSession,
    clientAddress: string | undefined,
  ) {
    const table: string = TABLE[kind];
    const current = await this.db.selectFrom(table).select('assigned_to').where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound();
    // issue 27: admins assign anyone; staff take what nobody holds and release their own.
    await this.assignees.check(staff, current.assigned_to ?? null, staffId);
    await this.change(kind, id, { assigned_to: staffId }, staff, clientAddress, 'assigned', {
      ...(staffId ? { assignee: staffId } : { assignee: 'none' }),
    });
    return this.find(kind, id);
  }

  async markHandled<K extends InboxKind>(
    kind: K,
    id: string,
    handled: boolean,
    staff: ActiveSession,
    clientAddress: string | undefined,
  ) {
    const values = handled
      ? { handled_at: new Date().toISOString(), handled_by: staff.user.id }
      : { handled_at: null, handled_by: null };
    await this.change(kind, id, values, staff, clientAddress, 'handled', { handled });
    return this.find(kind, id);
  }

  /** The update and its audit row in one transaction. */
  private async change(
    kind: InboxKind,
    id: string,
    values: Record<string, string | null>,
    staff: ActiveSession,
    clientAddress: string | undefined,
    what: 'assigned' | 'handled',
    details: Record<string, string | boolean>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable(TABLE[kind]).set(values).where('id', '=', id).executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw notFound();
      await this.audit.record(
        { actorId: staff.user.id, action: `${kind}-${what}`, target: { type: kind, id }, clientAddress, details },
        trx as unknown as Kysely<Database>,
      );
    });
  }

  private async find<K extends InboxKind>(kind: K, id: string): Promise<InboxItem<K>> {
    const row = await this.select(kind).where('m.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return this.item(kind, row) as InboxItem<K>;
  }

  private item(kind: InboxKind, row: Record<string, any>): InboxItem<InboxKind> {
    const state = {
      ...(row.assigned_to ? { assignee: { id: row.assigned_to, name: row.assignee_name ?? '' } } : {}),
      ...(row.handled_at ? { handledAt: row.handled_at } : {}),
      ...(row.handled_by ? { handledBy: { id: row.handled_by, name: row.handler_name ?? '' } } : {}),
    };
    const common = {
      id: row.id as string,
      email: row.email as string,
      message: row.message as string,
      receivedAt: row.created_at as string,
      language: isLanguage(row.language) ? row.language : ('id' as const),
    };
    if (kind === 'contact-message') return { ...common, name: row.name, ...state };
    return {
      ...common,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      ...(row.company ? { company: row.company } : {}),
      ...(row.job_title ? { jobTitle: row.job_title } : {}),
      country: row.country,
      ...state,
    };
  }
}
