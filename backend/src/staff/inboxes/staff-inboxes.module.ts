import { Module } from '@nestjs/common';
import { StaffCommonModule } from '../common/staff-common.module.js';
import { StaffDeskModule } from '../desk/staff-desk.module.js';
import { StaffConsultationRequestsController, StaffContactMessagesController } from './staff-inboxes.controller.js';
import { StaffInboxes } from './staff-inboxes.js';

/** The inboxes (product §10.3): contact messages and consultation requests. */
@Module({
  imports: [StaffCommonModule, StaffDeskModule],
  controllers: [StaffContactMessagesController, StaffConsultationRequestsController],
  providers: [StaffInboxes],
})
export class StaffInboxesModule {}
