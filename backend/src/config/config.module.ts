import { type DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { AppConfig } from './config.js';

export const CONFIG = Symbol('CONFIG');

/** Inject the validated configuration: `@InjectConfig() private readonly config: AppConfig`. */
export const InjectConfig = () => Inject(CONFIG);

@Global()
@Module({})
export class ConfigModule {
  static forConfig(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
