import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/schema.js';
import { FirstAccountAnnouncer } from './first-account.announcer.js';
import { StaffAccounts } from './staff-accounts.js';
import { StaffSetupController } from './staff-setup.controller.js';
import { ResetLockoutRepository } from '../promo/reset-lockout.repository.js';
import { StaffApplicationsController } from './staff-applications.controller.js';
import { StaffApplicationsRepository } from './staff-applications.repository.js';
import { StaffApplicationsService } from './staff-applications.service.js';
import { StaffAudit } from './staff-audit.js';
import { StaffAuditController } from './staff-audit.controller.js';
import { StaffExportsController } from './staff-exports.controller.js';
import { StaffSessionController } from './staff-session.controller.js';
import { StaffSessionGuard } from './staff-session.guard.js';
import { StaffSessions } from './staff-sessions.js';
import { StaffSignInService } from './staff-sign-in.service.js';
import { StaffConsultationRequestsController, StaffContactMessagesController } from './staff-inboxes.controller.js';
import { StaffInboxes } from './staff-inboxes.js';
import { StaffLanguageController, StaffManagement, StaffUsersController } from './staff-management.js';
import { StaffPromotion, StaffPromotionController, StaffPromotionResetController } from './staff-promotion.js';
import { PromoModule } from '../promo/promo.module.js';

/** The agency's side (product §10): accounts, sign-in, and the staff operations. */
@Module({
  imports: [PromoModule],
  controllers: [
    StaffSetupController,
    StaffSessionController,
    StaffApplicationsController,
    StaffExportsController,
    StaffAuditController,
    StaffContactMessagesController,
    StaffConsultationRequestsController,
    StaffPromotionController,
    StaffPromotionResetController,
    StaffUsersController,
    StaffLanguageController,
  ],
  providers: [
    { provide: StaffAccounts, useFactory: (db: Kysely<Database>) => new StaffAccounts(db), inject: [DATABASE] },
    FirstAccountAnnouncer,
    // The promotion reset's lockout counter, keyed per account and address here (product §10.2).
    ResetLockoutRepository,
    StaffAudit,
    StaffApplicationsRepository,
    StaffApplicationsService,
    StaffSessions,
    StaffSessionGuard,
    StaffSignInService,
    StaffInboxes,
    StaffPromotion,
    StaffManagement,
  ],
})
export class StaffModule {}
