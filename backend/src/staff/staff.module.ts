import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/schema.js';
import { FirstAccountAnnouncer } from './first-account.announcer.js';
import { StaffAccounts } from './staff-accounts.js';
import { StaffSetupController } from './staff-setup.controller.js';

/** The agency's side (product §10): accounts, sign-in, and the staff operations. */
@Module({
  controllers: [StaffSetupController],
  providers: [
    { provide: StaffAccounts, useFactory: (db: Kysely<Database>) => new StaffAccounts(db), inject: [DATABASE] },
    FirstAccountAnnouncer,
  ],
})
export class StaffModule {}
