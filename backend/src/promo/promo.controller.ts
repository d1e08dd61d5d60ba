import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import type { Language } from '@cipta/domain/constants';
import { VisitorLanguage } from '../mail/visitor-language.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { PromoClaimDto, PromoResetDto } from './promo.dto.js';
import { PromoService } from './promo.service.js';

@Controller('api/promo-claim')
export class PromoController {
  constructor(private readonly promo: PromoService) {}

  @Get('status')
  status(): Promise<Schemas['PromoStatus']> {
    return this.promo.status();
  }

  @Post()
  // The anti-bot solution in `altcha` is checked by the service, after the body is validated (issue 29).
  claim(
    @Body() request: PromoClaimDto,
    @Ip() clientAddress: string | undefined,
    @VisitorLanguage() language: Language,
  ): Promise<Schemas['PromoClaimResult']> {
    return this.promo.claim(request, clientAddress, language);
  }

  @Post('reset')
  @HttpCode(200)
  // The reset guards a secret: a small budget per address makes guessing it hopeless.
  @RateLimit({
    bucket: 'promo-reset',
    max: (c) => c.rateLimit.resetMax,
    windowSeconds: (c) => c.rateLimit.resetWindowSeconds,
  })
  reset(@Body() request: PromoResetDto, @Ip() clientAddress: string | undefined): Promise<Schemas['PromoResetResult']> {
    return this.promo.reset(request.secret, clientAddress);
  }
}
