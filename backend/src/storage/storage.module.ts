import { type DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { FileStore } from './file-store.js';

export const FILE_STORE = Symbol('FILE_STORE');
export const InjectFileStore = () => Inject(FILE_STORE);

/** The upload folder, opened (and swept) before the app is built. */
@Global()
@Module({})
export class StorageModule {
  static forStore(store: FileStore): DynamicModule {
    return { module: StorageModule, providers: [{ provide: FILE_STORE, useValue: store }], exports: [FILE_STORE] };
  }
}
