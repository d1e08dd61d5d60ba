import { type DynamicModule, Module } from '@nestjs/common';
import { PromoModule } from '../promo/promo.module.js';
import { Metrics } from './metrics.js';
import { MetricsServer } from './metrics.server.js';

@Module({})
export class MetricsModule {
  /** The Metrics made before the app (the database's error hook needs it), and their listener. */
  static forMetrics(metrics: Metrics): DynamicModule {
    return {
      module: MetricsModule,
      imports: [PromoModule],
      providers: [{ provide: Metrics, useValue: metrics }, MetricsServer],
      exports: [Metrics],
    };
  }
}
