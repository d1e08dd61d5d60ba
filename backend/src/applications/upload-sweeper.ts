import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { FileStore, SweepResult } from '../storage/file-store.js';
import { InjectFileStore } from '../storage/storage.module.js';
import { ApplicationsRepository } from './applications.repository.js';

/** Instances come and go (several behind a load balancer): each sweeps now and then, not only at start. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Runs the store's sweep against the committed file rows: at start, then every 10 minutes. */
@Injectable()
export class UploadSweeper implements OnApplicationShutdown {
  private readonly logger = new Logger('UploadSweeper');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly applications: ApplicationsRepository,
    @InjectFileStore() private readonly store: FileStore,
  ) {}

  /** The first sweep, awaited, so the start-up finishes what earlier processes left before it serves. */
  async start(): Promise<SweepResult> {
    const result = await this.sweep();
    this.timer = setInterval(() => {
      this.sweep().then(
        (swept) => {
          if (swept.moved || swept.removed) this.logger.log(`Upload sweep: ${JSON.stringify(swept)}`);
        },
        (error: unknown) => this.logger.warn(`Upload sweep failed: ${(error as Error).message}`),
      );
    }, SWEEP_INTERVAL_MS).unref();
    return result;
  }

  sweep(): Promise<SweepResult> {
    return this.store.sweep((names) => this.applications.referencedStoredNames(names));
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
