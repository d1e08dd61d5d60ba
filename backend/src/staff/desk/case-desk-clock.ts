import { Injectable } from '@nestjs/common';

/** The case desk's clock (issue 27: the overdue mark); tests set it forward. */
@Injectable()
export class CaseDeskClock {
  now(): Date {
    return new Date();
  }
}
