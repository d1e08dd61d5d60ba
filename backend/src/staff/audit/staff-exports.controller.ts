import { Controller, Get, Header, Ip, Query, Req } from '@nestjs/common';
import { ApplicationExportQueryDto } from '../cases/cases.dto.js';
import { StaffApplicationsService } from '../cases/staff-applications.service.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';

/** product §10.3: the filtered queue as a CSV file. */
@Controller('api/staff/exports')
@StaffArea()
export class StaffExportsController {
  constructor(private readonly applications: StaffApplicationsService) {}

  @Get('applications.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="applications.csv"')
  @Header('Cache-Control', 'no-store')
  exportApplications(
    @Query() query: ApplicationExportQueryDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<string> {
    return this.applications.exportCsv(query, query.sort ?? '-submittedAt', req.staff, ip);
  }
}
