import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { Schemas } from '../../common/api-types.js';
import { DocumentParamsDto, DocumentQueryDto, StaffApplicationParamsDto, StatusChangeDto } from './cases.dto.js';
import { StaffApplicationsService } from './staff-applications.service.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';

/** product §10.3: one application, its documents, its status (the queue: application-queue.controller.ts). */
@Controller('api/staff/applications')
@StaffArea()
export class StaffApplicationsController {
  constructor(private readonly applications: StaffApplicationsService) {}

  @Get(':id')
  detail(
    @Param() params: StaffApplicationParamsDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    return this.applications.view(params.id, req.staff, ip);
  }

  @Post(':id/status')
  @HttpCode(200)
  changeStatus(
    @Param() params: StaffApplicationParamsDto,
    @Body() change: StatusChangeDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    return this.applications.changeStatus(params.id, change, req.staff, ip);
  }

  /**
   * The bytes as stored, never run by the browser: the detected type, nosniff, no caching, and
   * a sandbox CSP for the inline preview of images and PDFs.
   */
  @Get(':id/documents/:documentId')
  async document(
    @Param() params: DocumentParamsDto,
    @Query() query: DocumentQueryDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
  ): Promise<StreamableFile> {
    const disposition = query.disposition === 'inline' ? 'inline' : 'attachment';
    const { file, name, mediaType } = await this.applications.document(
      params.id,
      params.documentId,
      disposition,
      req.staff,
      ip,
    );
    const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', 'sandbox');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, {
      type: mediaType,
      length: file.size,
      disposition: `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
  }
}
