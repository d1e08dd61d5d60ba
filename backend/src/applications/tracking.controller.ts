import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { TrackingParamsDto, TrackingQueryDto } from './application.dto.js';
import { ApplicationsService } from './applications.service.js';

@Controller('api/applications')
export class TrackingController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get(':id')
  // Guessing IDs and e-mails takes many tries; three times a POST's budget lets a visitor
  // retry a typo freely while keeping guessing slow.
  @RateLimit({ bucket: 'tracking', max: (c) => c.rateLimit.max * 3, windowSeconds: (c) => c.rateLimit.windowSeconds })
  track(@Param() params: TrackingParamsDto, @Query() query: TrackingQueryDto): Promise<Schemas['ApplicationStatus']> {
    return this.applications.track(params.id, query.email);
  }
}
