import { Controller, Get, Req } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';
import { serviceDays } from '../cases/queue-services.js';
import { Assignees } from './assignees.js';
import { CaseDeskClock } from './case-desk-clock.js';
import { StaffDeskRepository } from './staff-desk.repository.js';

/** issue 27: the desk's shared lookups: whom to assign to, and the navigation's counts. */
@Controller('api/staff')
@StaffArea()
export class StaffDeskController {
  constructor(
    private readonly assignees: Assignees,
    private readonly desk: StaffDeskRepository,
    private readonly clock: CaseDeskClock,
  ) {}

  @Get('colleagues')
  async colleagues(): Promise<Schemas['StaffColleagues']> {
    const rows = await this.assignees.colleagues();
    return {
      items: rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role as 'admin' | 'staff' })),
    };
  }

  @Get('desk')
  counts(@Req() req: StaffRequest): Promise<Schemas['StaffDeskCounts']> {
    return this.desk.counts({ staffId: req.staff.user.id, now: this.clock.now(), serviceDays: serviceDays() });
  }
}
