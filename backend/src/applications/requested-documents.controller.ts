import { Body, Controller, Param, Post, UseInterceptors } from '@nestjs/common';
import { VISA_DOCUMENT_EXTENSIONS } from '@cipta/domain/constants';
import type { Schemas } from '../common/api-types.js';
import type { ReceivedFile } from '../storage/multipart.js';
import { Multipart, MultipartInterceptor, UploadedDocuments } from '../storage/multipart.interceptor.js';
import { RequestedDocumentsDto, TrackingParamsDto } from './application.dto.js';
import { RequestedDocumentsService } from './requested-documents.service.js';

/** issue 13: the applicant sends on tracking what the staff asked for. */
@Controller('api/applications')
export class RequestedDocumentsController {
  constructor(private readonly documents: RequestedDocumentsService) {}

  @Post(':id/documents')
  // The widest rule of a first upload (a visa's); a permit application's narrower one is
  // applied once the application is known (RequestedDocumentsService).
  @Multipart({ fileFields: { documents: { maxCount: 20 } }, accepted: VISA_DOCUMENT_EXTENSIONS })
  @UseInterceptors(MultipartInterceptor)
  upload(
    @Param() params: TrackingParamsDto,
    @Body() form: RequestedDocumentsDto,
    @UploadedDocuments() files: ReceivedFile[],
  ): Promise<Schemas['RequestedDocumentsResult']> {
    return this.documents.upload(params.id, form, files);
  }
}
