import { Module } from '@nestjs/common';
import { StaffCommonModule } from '../common/staff-common.module.js';
import { StaffDeskModule } from '../desk/staff-desk.module.js';
import { ApplicationQueueController } from './application-queue.controller.js';
import { ApplicationQueueCounts } from './application-queue-counts.js';
import { ApplicationQueueRepository } from './application-queue.repository.js';
import { ApplicationQueueService } from './application-queue.service.js';
import { StaffApplicationsController } from './staff-applications.controller.js';
import { StaffApplicationsRepository } from './staff-applications.repository.js';
import { StaffApplicationsService } from './staff-applications.service.js';
import { StaffMailController } from './staff-mail.controller.js';
import { CaseDeskController } from './case-desk.controller.js';
import { CaseNotesRepository } from './case-notes.repository.js';
import { CaseNotesService } from './case-notes.service.js';
import { CaseReopenService } from './case-reopen.service.js';
import { ContactCorrectionRepository } from './contact-correction.repository.js';
import { ContactCorrectionService } from './contact-correction.service.js';

/**
 * Cases (product §10.3, §10.4): the applications queue, one application, its documents, status
 * and e-mails, its internal notes, contact corrections and reopening (issue 27).
 */
@Module({
  imports: [StaffCommonModule, StaffDeskModule],
  controllers: [ApplicationQueueController, StaffApplicationsController, StaffMailController, CaseDeskController],
  providers: [
    StaffApplicationsRepository,
    StaffApplicationsService,
    ApplicationQueueRepository,
    ApplicationQueueCounts,
    ApplicationQueueService,
    CaseNotesRepository,
    CaseNotesService,
    ContactCorrectionRepository,
    ContactCorrectionService,
    CaseReopenService,
  ],
  exports: [StaffApplicationsService, ApplicationQueueRepository, ApplicationQueueService],
})
export class StaffCasesModule {}
