import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

export const FILE_STORE = Symbol('FILE_STORE');
export const InjectFileStore = () => Inject(FILE_STORE);

/** The store STORAGE names: the upload folder, or an S3-compatible bucket. Not opened yet. */
export function fileStoreFor(config: Pick<AppConfig, 'storage' | 'uploadDir'>): FileStore {
  return config.storage.kind === 's3' ? new S3FileStore(config.storage.s3) : new LocalFileStore(config.uploadDir);
}

/** The document store, opened (and swept) before the app is built; closed with the app. */
@Global()
@Module({})
export class StorageModule implements OnApplicationShutdown {
  constructor(@InjectFileStore() private readonly store: FileStore) {}

  static forStore(store: FileStore): DynamicModule {
    return { module: StorageModule, providers: [{ provide: FILE_STORE, useValue: store }], exports: [FILE_STORE] };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
