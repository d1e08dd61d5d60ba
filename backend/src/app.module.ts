import { type DynamicModule, Module } from '@nestjs/common';
import { ApplicationsModule } from './applications/applications.module.js';
import { BotChallengeModule } from './bot-challenge/bot-challenge.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { ConsultationModule } from './consultation/consultation.module.js';
import { ContactModule } from './contact/contact.module.js';
import type { DatabaseHandle } from './database/database.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import type { Metrics } from './metrics/metrics.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { RetentionModule } from './personal-data/retention.module.js';
import { MailModule } from './mail/mail.module.js';
import { PromoModule } from './promo/promo.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { ReferenceModule } from './reference/reference.module.js';
import type { FileStore } from './storage/file-store.js';
import { StaffModule } from './staff/staff.module.js';
import { StorageModule } from './storage/storage.module.js';

@Module({})
export class AppModule {
  static with(config: AppConfig, database: DatabaseHandle, store: FileStore, metrics: Metrics): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        DatabaseModule.forHandle(database),
        StorageModule.forStore(store),
        RateLimitModule.forConfig(config),
        MailModule,
        BotChallengeModule,
        HealthModule,
        ContactModule,
        ConsultationModule,
        PromoModule,
        ApplicationsModule,
        ReferenceModule,
        MetricsModule.forMetrics(metrics),
        RetentionModule,
        StaffModule,
      ],
    };
  }
}
