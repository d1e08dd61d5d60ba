import { Controller, Get, Ip, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Language } from '@cipta/domain/constants';
import type { Response } from 'express';
import { VisitorLanguage } from '../../mail/visitor-language.js';
import { ApplicationExportQueryDto, CsvExportQueryDto } from '../cases/cases.dto.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';
import { ApplicationExport, type ExportFormat, type PreparedExport } from './application-export.js';

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** product §10.3, issue 27: the filtered queue as a CSV file or an Excel workbook, streamed. */
@Controller('api/staff/exports')
@StaffArea()
export class StaffExportsController {
  constructor(private readonly exports: ApplicationExport) {}

  @Get('applications.csv')
  async csv(
    @Query() query: CsvExportQueryDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
    @VisitorLanguage() language: Language,
  ): Promise<StreamableFile> {
    const prepared = await this.prepare(query, 'csv', req, ip, language);
    return this.file(res, prepared, 'csv', this.exports.csv(prepared, query.separator ?? 'comma'));
  }

  @Get('applications.xlsx')
  async xlsx(
    @Query() query: ApplicationExportQueryDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
    @VisitorLanguage() language: Language,
  ): Promise<StreamableFile> {
    const prepared = await this.prepare(query, 'xlsx', req, ip, language);
    return this.file(res, prepared, 'xlsx', this.exports.xlsx(prepared));
  }

  private prepare(
    query: ApplicationExportQueryDto,
    format: ExportFormat,
    req: StaffRequest,
    ip: string | undefined,
    language: Language,
  ): Promise<PreparedExport> {
    const { sort, ...filter } = query;
    // Only a GET is an export: a HEAD (Express answers it with the GET route) sends no rows.
    return this.exports.prepare(
      { filter, sort: sort ?? '-submittedAt', format, language },
      req.staff,
      ip,
      req.method === 'GET',
    );
  }

  private file(res: Response, prepared: PreparedExport, format: ExportFormat, body: NodeJS.ReadableStream) {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(body as never, {
      type: MEDIA_TYPES[format],
      disposition: `attachment; filename="${prepared.fileName}"`,
    });
  }
}
