import { PERMIT_FILE_FIELDS } from '@cipta/domain/permit-forms';
import { Body, Controller, Post, UseInterceptors } from '@nestjs/common';
import { PERMIT_DOCUMENT_EXTENSIONS } from '@cipta/domain/constants';
import type { Schemas } from '../common/api-types.js';
import type { Language } from '@cipta/domain/constants';
import { VisitorLanguage } from '../mail/visitor-language.js';
import type { ReceivedFile } from '../storage/multipart.js';
import { Multipart, MultipartInterceptor, UploadedDocuments } from '../storage/multipart.interceptor.js';
import { PermitApplicationDto } from './application.dto.js';
import { ApplicationsService } from './applications.service.js';

@Controller('api/submit-application')
export class PermitApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post()
  @Multipart({
    fileFields: Object.fromEntries(PERMIT_FILE_FIELDS.map((field) => [field, { maxCount: 20 }])),
    accepted: PERMIT_DOCUMENT_EXTENSIONS,
  })
  @UseInterceptors(MultipartInterceptor)
  submit(
    @Body() form: PermitApplicationDto,
    @UploadedDocuments() files: ReceivedFile[],
    @VisitorLanguage() language: Language,
  ): Promise<Schemas['PermitApplicationResult']> {
    return this.applications.submitPermit(form, files, language);
  }
}
