import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './database.js';
import type { Database } from './schema.js';

export const DATABASE = Symbol('DATABASE');
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/** Inject the Kysely instance: `@InjectDatabase() private readonly db: Kysely<Database>`. */
export const InjectDatabase = () => Inject(DATABASE);

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /** The handle is opened (and migrated) before the app is built; the module closes it. */
  static forHandle(handle: DatabaseHandle): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE, useValue: handle.db },
        { provide: DATABASE_HANDLE, useValue: handle },
      ],
      exports: [DATABASE, DATABASE_HANDLE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.destroy();
  }
}
