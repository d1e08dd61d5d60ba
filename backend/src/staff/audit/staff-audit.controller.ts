import { Controller, Get, Query } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import { StaffArea } from '../common/staff-session.guard.js';
import { AuditQueryDto } from './audit.dto.js';
import { StaffAuditService } from './staff-audit.service.js';

/** product §10.3: the audit log, for admins, newest first, filterable. */
@Controller('api/staff/audit')
@StaffArea({ role: 'admin' })
export class StaffAuditController {
  constructor(private readonly audit: StaffAuditService) {}

  @Get()
  list(@Query() query: AuditQueryDto): Promise<Schemas['StaffAuditPage']> {
    return this.audit.page(query, query.page ?? 1, query.pageSize ?? 50);
  }
}
