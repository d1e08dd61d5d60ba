import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { FILE_STORE } from '../storage/storage.module.js';
import { Retention } from './retention.js';

/** Every instance looks hourly; the lease lets one of them run it once a day. */
const CHECK_EVERY_MS = 3_600_000;
/** The first look, a while after the start: not during a deploy's rush, but not an hour late either. */
const FIRST_CHECK_AFTER_MS = 10 * 60_000;

@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(@Inject(Retention) private readonly retention: Retention) {}

  onApplicationBootstrap(): void {
    this.timers.push(setTimeout(() => void this.check(), FIRST_CHECK_AFTER_MS).unref());
    this.timers.push(setInterval(() => void this.check(), CHECK_EVERY_MS).unref());
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private async check(): Promise<void> {
    try {
      const outcome = await this.retention.run();
      if (!outcome.ran) return;
      const { documents, applications, contactMessages, consultationRequests, promoClaims, mailMessages } =
        outcome.summary;
      this.logger.log(
        `retention ran: ${documents.count} documents deleted; personal fields erased of ${applications.length} applications, ` +
          `${contactMessages.length} contact messages, ${consultationRequests.length} consultation requests, ${promoClaims.length} promotion claims; ` +
          `${mailMessages.length} sent e-mails deleted`,
      );
    } catch (error) {
      this.logger.error(`retention failed, another try within the hour: ${(error as Error).message}`);
    }
  }
}

@Module({
  providers: [
    {
      provide: Retention,
      inject: [DATABASE, FILE_STORE, CONFIG],
      useFactory: (db: Kysely<Database>, store: FileStore, config: AppConfig) =>
        new Retention(db, store, config.retention, config.mail.dir),
    },
    RetentionJob,
  ],
})
export class RetentionModule {}
