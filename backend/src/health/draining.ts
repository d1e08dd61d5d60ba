import { Injectable } from '@nestjs/common';

/** Set when SIGTERM starts the shutdown: readiness answers 503, so load balancers stop sending traffic. */
@Injectable()
export class Draining {
  active = false;
}
