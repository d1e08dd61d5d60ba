import { Body, Controller, HttpCode, Ip, Post, Req, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import { DataSubject, subjectKey, type SubjectRecords } from '../../personal-data/data-subject.js';
import { StaffAudit } from '../common/staff-audit.js';
import { PersonalDataErasureDto, PersonalDataRequestDto } from './audit.dto.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';

/**
 * product §12.3: what we hold about one e-mail address, exported or erased on the person's
 * request, by an admin, audited. Every call is a POST: the address travels in the body, never
 * in a URL that proxies and logs would keep.
 */
@Controller('api/staff/personal-data')
@StaffArea({ role: 'admin' })
export class StaffPersonalDataController {
  constructor(
    private readonly subjects: DataSubject,
    private readonly audit: StaffAudit,
  ) {}

  @Post('lookup')
  @HttpCode(200)
  async lookup(
    @Body() body: PersonalDataRequestDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['PersonalDataRecords']> {
    const records = await this.subjects.find(body.email);
    // issue 29: looking up what we hold about a person is itself audited, like the export.
    await this.audit.record({
      actorId: req.staff.user.id,
      action: 'personal-data-looked-up',
      clientAddress: ip,
      details: auditDetails(records),
    });
    return records;
  }

  @Post('export')
  @HttpCode(200)
  async export(
    @Body() body: PersonalDataRequestDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
  ): Promise<StreamableFile> {
    const { records, zip } = await this.subjects.export(body.email);
    await this.audit.record({
      actorId: req.staff.user.id,
      action: 'personal-data-exported',
      clientAddress: ip,
      details: auditDetails(records),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(zip, {
      type: 'application/zip',
      disposition: `attachment; filename="personal-data-${day}.zip"`,
    });
  }

  @Post('erase')
  @HttpCode(200)
  async erase(
    @Body() body: PersonalDataErasureDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['PersonalDataRecords']> {
    if (subjectKey(body.confirmEmail) !== subjectKey(body.email)) {
      throw new ApiError(400, 'CONFIRMATION_MISMATCH', 'Type the same e-mail address twice to erase its data.');
    }
    const records = await this.subjects.erase(body.email);
    await this.audit.record({
      actorId: req.staff.user.id,
      action: 'personal-data-erased',
      clientAddress: ip,
      details: auditDetails(records),
    });
    return records;
  }
}

/** The ids of what was exported or erased: proof the request was carried out, without the address. */
function auditDetails(records: SubjectRecords): Record<string, string> {
  return Object.fromEntries(Object.entries(records).map(([kind, ids]) => [kind, ids.join(',')]));
}
