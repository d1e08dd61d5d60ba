import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { ApiError } from '../common/api-error.js';
import type { Schemas } from '../common/api-types.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { InjectFileStore } from '../storage/storage.module.js';
import { Draining } from './draining.js';

const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** A readiness check that has not answered by then counts as unreachable: a probe must not hang. */
export const READINESS_TIMEOUT_MS = 3000;

/** Thrown when the database does not answer: a 503 that carries the health fields too. */
export class DatabaseUnreachable extends ApiError {
  override toBody(): Schemas['HealthUnavailable'] {
    return { ...super.toBody(), status: 'unavailable', version: VERSION, database: 'unreachable' };
  }
}

type Reach = Schemas['Readiness']['database'];

/** Thrown when the instance should get no traffic: a 503 that carries the readiness fields too. */
export class NotReady extends ApiError {
  constructor(
    message: string,
    private readonly reach: { database: Reach; storage: Reach },
  ) {
    super(503, 'NOT_READY', message);
  }

  override toBody(): Schemas['ReadinessUnavailable'] {
    return { ...super.toBody(), status: 'unavailable', version: VERSION, ...this.reach };
  }
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDatabase() private readonly db: Kysely<Database>,
    @InjectFileStore() private readonly store: FileStore,
    private readonly draining: Draining,
  ) {}

  async check(): Promise<Schemas['Health']> {
    if (!(await this.databaseAnswers())) {
      throw new DatabaseUnreachable(503, 'DATABASE_UNREACHABLE', 'The database cannot be reached.');
    }
    return { status: 'ok', message: 'Cipta Visa API is running', version: VERSION, database: 'reachable' };
  }

  live(): Schemas['Liveness'] {
    return { status: 'ok', version: VERSION };
  }

  async ready(): Promise<Schemas['Readiness']> {
    const [database, storage] = await Promise.all([
      this.databaseAnswers(),
      withinTimeout(this.store.ping()).then(
        () => true,
        () => false,
      ),
    ]);
    const reach = {
      database: database ? ('reachable' as const) : ('unreachable' as const),
      storage: storage ? ('reachable' as const) : ('unreachable' as const),
    };
    if (this.draining.active) throw new NotReady('Not ready: the API is shutting down.', reach);
    const down = [!database && 'the database', !storage && 'the document storage'].filter(Boolean);
    if (down.length) {
      throw new NotReady(`Not ready: ${down.join(' and ')} cannot be reached.`, reach);
    }
    return { status: 'ok', version: VERSION, ...reach };
  }

  private databaseAnswers(): Promise<boolean> {
    return withinTimeout(sql`select 1`.execute(this.db)).then(
      () => true,
      () => false,
    );
  }
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), READINESS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
