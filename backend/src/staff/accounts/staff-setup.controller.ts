import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import { StaffSetupDto, StaffSetupLookupDto } from './accounts.dto.js';
import { StaffAccounts } from './staff-accounts.js';

/** One-time set-up links (product §10.2): what a link is for, and using it. */
@Controller('api/staff/setup')
export class StaffSetupController {
  constructor(private readonly accounts: StaffAccounts) {}

  @Post('lookup')
  @HttpCode(200)
  lookup(@Body() request: StaffSetupLookupDto): Promise<Schemas['StaffSetupLink']> {
    return this.accounts.lookupLink(request.token);
  }

  @Post()
  @HttpCode(200)
  async complete(@Body() request: StaffSetupDto): Promise<Schemas['StaffSetupResult']> {
    const user = await this.accounts.completeSetup(request.token, request.password, request);
    return { email: user.email, name: user.name, role: user.role as Schemas['StaffRole'] };
  }
}
