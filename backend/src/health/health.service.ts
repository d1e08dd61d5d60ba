import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { ApiError } from '../common/api-error.js';
import type { Schemas } from '../common/api-types.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/schema.js';

const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** Thrown when the database does not answer: a 503 that carries the health fields too. */
export class DatabaseUnreachable extends ApiError {
  override toBody(): Schemas['HealthUnavailable'] {
    return { ...super.toBody(), status: 'unavailable', version: VERSION, database: 'unreachable' };
  }
}

@Injectable()
export class HealthService {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async check(): Promise<Schemas['Health']> {
    try {
      await sql`select 1`.execute(this.db);
    } catch {
      throw new DatabaseUnreachable(503, 'DATABASE_UNREACHABLE', 'The database cannot be reached.');
    }
    return { status: 'ok', message: 'Cipta Visa API is running', version: VERSION, database: 'reachable' };
  }
}
