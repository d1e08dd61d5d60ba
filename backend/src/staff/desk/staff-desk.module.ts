import { Module } from '@nestjs/common';
import { StaffCommonModule } from '../common/staff-common.module.js';
import { Assignees } from './assignees.js';
import { CaseDeskClock } from './case-desk-clock.js';
import { StaffDeskController } from './staff-desk.controller.js';
import { StaffDeskRepository } from './staff-desk.repository.js';

/** The case desk's shared parts (issue 27): assignment rules, colleagues, the counts, the clock. */
@Module({
  imports: [StaffCommonModule],
  controllers: [StaffDeskController],
  providers: [Assignees, CaseDeskClock, StaffDeskRepository],
  exports: [Assignees, CaseDeskClock],
})
export class StaffDeskModule {}
