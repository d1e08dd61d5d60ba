import { Module } from '@nestjs/common';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService } from './applications.service.js';
import { RequestedDocumentsController } from './requested-documents.controller.js';
import { RequestedDocumentsService } from './requested-documents.service.js';
import { PermitApplicationsController } from './permit-applications.controller.js';
import { TrackingController } from './tracking.controller.js';
import { UploadSweeper } from './upload-sweeper.js';
import { VisaApplicationsController } from './visa-applications.controller.js';

@Module({
  controllers: [
    VisaApplicationsController,
    PermitApplicationsController,
    TrackingController,
    RequestedDocumentsController,
  ],
  providers: [ApplicationsService, RequestedDocumentsService, ApplicationsRepository, UploadSweeper],
  exports: [ApplicationsRepository, UploadSweeper],
})
export class ApplicationsModule {}
