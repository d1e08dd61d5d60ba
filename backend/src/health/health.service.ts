import { readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ApiError } from '../common/api-error.js';
import type { Schemas } from '../common/api-types.js';
import { DATABASE_HANDLE } from '../database/database.module.js';
import type { DatabaseHandle } from '../database/database.js';
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
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @InjectFileStore() private readonly store: FileStore,
    private readonly draining: Draining,
  ) {}

  /**
   * GET /: on SQLite answered synchronously, as the check is (the API's most frequent request):
   * whether the database file answers. Readiness (below) also asks whether a query gets through.
   */
  check(): Schemas['Health'] | Promise<Schemas['Health']> {
    const answers = this.databaseAnswers();
    return typeof answers === 'boolean' ? healthAnswer(answers) : answers.then(healthAnswer);
  }

  /**
   * GET /'s answer when it is known at once, for the server to send before Express (decisions 191, 200): on
   * SQLite, whose check is synchronous, when the database answered. Undefined otherwise (a
   * PostgreSQL check is a round trip, and an unreachable database is the error filter's 503):
   * the controller then answers through check().
   */
  answerNow(): Schemas['Health'] | undefined {
    if (this.database.dialect !== 'sqlite') return undefined;
    try {
      this.database.ping();
    } catch {
      return undefined;
    }
    return healthAnswer(true);
  }

  live(): Schemas['Liveness'] {
    return { status: 'ok', version: VERSION };
  }

  async ready(): Promise<Schemas['Readiness']> {
    const [database, storage] = await Promise.all([
      // Through Kysely, as every query goes: on SQLite a connection held by a stuck write makes
      // the instance not ready, where the synchronous ping of GET / would still answer.
      withinTimeout(sql`select 1`.execute(this.database.db)).then(
        () => true,
        () => false,
      ),
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

  private databaseAnswers(): boolean | Promise<boolean> {
    let pending: void | Promise<unknown>;
    try {
      pending = this.database.ping();
    } catch {
      return false;
    }
    return pending
      ? withinTimeout(pending).then(
          () => true,
          () => false,
        )
      : true;
  }
}

function healthAnswer(databaseAnswers: boolean): Schemas['Health'] {
  if (!databaseAnswers) {
    throw new DatabaseUnreachable(503, 'DATABASE_UNREACHABLE', 'The database cannot be reached.');
  }
  return { status: 'ok', message: 'Cipta Visa API is running', version: VERSION, database: 'reachable' };
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), READINESS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
