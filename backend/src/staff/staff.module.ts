import { Module } from '@nestjs/common';
import { StaffAccountsModule } from './accounts/staff-accounts.module.js';
import { StaffAuditModule } from './audit/staff-audit.module.js';
import { StaffCasesModule } from './cases/staff-cases.module.js';
import { StaffDeskModule } from './desk/staff-desk.module.js';
import { StaffInboxesModule } from './inboxes/staff-inboxes.module.js';
import { StaffPromotionModule } from './promotion/staff-promotion.module.js';

/**
 * The agency's side (product §10), one room per job: sign-in and accounts, cases, inboxes,
 * audit and exports, the promotion, and the desk's shared lookups (assignees, counts). Each room is a module over the shared sessions, guard and
 * audit writer (common/).
 */
@Module({
  imports: [
    StaffAccountsModule,
    StaffCasesModule,
    StaffInboxesModule,
    StaffAuditModule,
    StaffPromotionModule,
    StaffDeskModule,
  ],
})
export class StaffModule {}
