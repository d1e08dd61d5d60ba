import { Body, Controller, Post, UseInterceptors } from '@nestjs/common';
import { VISA_DOCUMENT_EXTENSIONS } from '@cipta/domain/constants';
import type { Schemas } from '../common/api-types.js';
import type { Language } from '@cipta/domain/constants';
import { VisitorLanguage } from '../mail/visitor-language.js';
import type { ReceivedFile } from '../storage/multipart.js';
import { Multipart, MultipartInterceptor, UploadedDocuments } from '../storage/multipart.interceptor.js';
import { VisaApplicationDto } from './application.dto.js';
import { ApplicationsService } from './applications.service.js';

@Controller('api/visa-applications')
export class VisaApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post()
  @Multipart({ fileFields: { documents: { maxCount: 20 } }, accepted: VISA_DOCUMENT_EXTENSIONS })
  @UseInterceptors(MultipartInterceptor)
  submit(
    @Body() form: VisaApplicationDto,
    @UploadedDocuments() files: ReceivedFile[],
    @VisitorLanguage() language: Language,
  ): Promise<Schemas['VisaApplicationResult']> {
    return this.applications.submitVisa(form, files, language);
  }
}
