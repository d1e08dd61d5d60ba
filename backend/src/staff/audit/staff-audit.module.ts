import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DATABASE } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import { DataSubject } from '../../personal-data/data-subject.js';
import type { FileStore } from '../../storage/file-store.js';
import { FILE_STORE } from '../../storage/storage.module.js';
import { StaffCasesModule } from '../cases/staff-cases.module.js';
import { StaffCommonModule } from '../common/staff-common.module.js';
import { ApplicationExport } from './application-export.js';
import { StaffAuditController } from './staff-audit.controller.js';
import { StaffAuditRepository } from './staff-audit.repository.js';
import { StaffAuditService } from './staff-audit.service.js';
import { StaffExportsController } from './staff-exports.controller.js';
import { StaffPersonalDataController } from './staff-personal-data.controller.js';

/** Audit and exports (product §10.3, §12.3): the audit log, the queue's export, a person's data. */
@Module({
  imports: [StaffCommonModule, StaffCasesModule],
  controllers: [StaffAuditController, StaffExportsController, StaffPersonalDataController],
  providers: [
    StaffAuditRepository,
    StaffAuditService,
    ApplicationExport,
    {
      provide: DataSubject,
      useFactory: (db: Kysely<Database>, store: FileStore, config: AppConfig) =>
        new DataSubject(db, store, config.mail.dir),
      inject: [DATABASE, FILE_STORE, CONFIG],
    },
  ],
})
export class StaffAuditModule {}
