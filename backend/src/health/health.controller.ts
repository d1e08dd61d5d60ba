import { Controller, Get } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import { HealthService } from './health.service.js';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  check(): Schemas['Health'] | Promise<Schemas['Health']> {
    return this.health.check();
  }

  @Get('health/live')
  live(): Schemas['Liveness'] {
    return this.health.live();
  }

  @Get('health/ready')
  ready(): Promise<Schemas['Readiness']> {
    return this.health.ready();
  }
}
