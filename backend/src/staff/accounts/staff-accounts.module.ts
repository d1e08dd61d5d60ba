import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import { ResetLockoutRepository } from '../../promo/reset-lockout.repository.js';
import { StaffCommonModule } from '../common/staff-common.module.js';
import { FirstAccountAnnouncer } from './first-account.announcer.js';
import { OwnPassword } from './own-password.js';
import { StaffAccounts } from './staff-accounts.js';
import { OwnSessionsController, StaffUserSessionsController } from './session-management.controller.js';
import { SessionManagement } from './session-management.js';
import { StaffLanguageController, StaffManagement, StaffUsersController } from './staff-management.js';
import { StaffSessionController } from './staff-session.controller.js';
import { StaffSetupController } from './staff-setup.controller.js';
import { StaffSignInService } from './staff-sign-in.service.js';

/** Sign-in and accounts (product §10.1, §10.2): set-up links, sessions, the second factor, management. */
@Module({
  imports: [StaffCommonModule],
  controllers: [
    StaffSetupController,
    StaffSessionController,
    OwnSessionsController,
    StaffUsersController,
    StaffUserSessionsController,
    StaffLanguageController,
  ],
  providers: [
    { provide: StaffAccounts, useFactory: (db: Kysely<Database>) => new StaffAccounts(db), inject: [DATABASE] },
    FirstAccountAnnouncer,
    // The promotion reset's lockout counter, keyed per account and address here (product §10.2).
    ResetLockoutRepository,
    StaffSignInService,
    StaffManagement,
    SessionManagement,
    OwnPassword,
  ],
  exports: [FirstAccountAnnouncer],
})
export class StaffAccountsModule {}
