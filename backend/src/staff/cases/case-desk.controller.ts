import { Body, Controller, HttpCode, Ip, Param, Post, Req } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';
import { CaseNoteDto, ContactCorrectionDto, ReopenDto } from './case-desk.dto.js';
import { CaseNotesService } from './case-notes.service.js';
import { CaseReopenService } from './case-reopen.service.js';
import { StaffApplicationParamsDto } from './cases.dto.js';
import { ContactCorrectionService } from './contact-correction.service.js';

/** issue 27: what a case worker does on a case besides its status: notes, corrections, reopening. */
@Controller('api/staff/applications/:id')
@StaffArea()
export class CaseDeskController {
  constructor(
    private readonly notes: CaseNotesService,
    private readonly corrections: ContactCorrectionService,
    private readonly reopening: CaseReopenService,
  ) {}

  @Post('notes')
  @HttpCode(201)
  addNote(
    @Param() params: StaffApplicationParamsDto,
    @Body() note: CaseNoteDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    return this.notes.add(params.id, note.body, req.staff, ip);
  }

  @Post('contact')
  @HttpCode(200)
  correctContact(
    @Param() params: StaffApplicationParamsDto,
    @Body() correction: ContactCorrectionDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    return this.corrections.correct(params.id, correction, req.staff, ip);
  }

  @Post('reopen')
  @HttpCode(200)
  @StaffArea({ role: 'admin' })
  reopen(
    @Param() params: StaffApplicationParamsDto,
    @Body() request: ReopenDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    return this.reopening.reopen(params.id, request, req.staff, ip);
  }
}
