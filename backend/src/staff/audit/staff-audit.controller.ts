import { Controller, Get, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Schemas } from '../../common/api-types.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import { AuditQueryDto } from './audit.dto.js';
import { StaffArea } from '../common/staff-session.guard.js';

/** product §10.3: the audit log, for admins, newest first, filterable. */
@Controller('api/staff/audit')
@StaffArea({ role: 'admin' })
export class StaffAuditController {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  @Get()
  async list(@Query() query: AuditQueryDto): Promise<Schemas['StaffAuditPage']> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    let select = this.db.selectFrom('staff_audit_log').selectAll();
    if (query.action) select = select.where('action', '=', query.action);
    if (query.actorId) select = select.where('actor_id', '=', query.actorId);
    if (query.targetId) select = select.where('target_id', '=', query.targetId);
    if (query.from) select = select.where('at', '>=', query.from);
    if (query.to) select = select.where('at', '<', query.to);
    const rows = await select
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      page,
      pageSize,
      items: rows.map((row) => ({
        id: row.id,
        at: row.at,
        action: row.action,
        ...(row.actor_id ? { actorId: row.actor_id } : {}),
        ...(row.target_type && row.target_id ? { target: { type: row.target_type, id: row.target_id } } : {}),
        ...(row.client_address ? { clientAddress: row.client_address } : {}),
        ...(row.details ? { details: JSON.parse(row.details) as Record<string, unknown> } : {}),
      })),
    };
  }
}
