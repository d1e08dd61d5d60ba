import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import type { FileStore } from './file-store.js';
import { InjectConfig } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { type MultipartRules, type ReceivedFile, receiveMultipart } from './multipart.js';
import { InjectFileStore } from './storage.module.js';

const MULTIPART_RULES = 'multipart-rules';

type RequestWithFiles = Request & { uploadedFiles?: ReceivedFile[] };

/** Marks a handler as taking multipart/form-data with these file parts. */
export const Multipart = (rules: MultipartRules) => SetMetadata(MULTIPART_RULES, rules);

/** The files of a multipart request, checked and waiting in the store as pending objects. */
export const UploadedDocuments = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ReceivedFile[] =>
    context.switchToHttp().getRequest<RequestWithFiles>().uploadedFiles ?? [],
);

/**
 * Receives the multipart body before validation: text parts become the body the DTO checks,
 * files land in the store as pending objects. Whatever happens next, the pending objects left
 * behind (those no committed application names) are deleted.
 */
@Injectable()
export class MultipartInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @InjectFileStore() private readonly store: FileStore,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rules = this.reflector.get<MultipartRules | undefined>(MULTIPART_RULES, context.getHandler());
    if (!rules) return next.handle();
    return defer(() => this.handleWithFiles(context.switchToHttp().getRequest<RequestWithFiles>(), rules, next));
  }

  private async handleWithFiles(request: RequestWithFiles, rules: MultipartRules, next: CallHandler): Promise<unknown> {
    const { fields, files } = await receiveMultipart(request, rules, this.store, this.config.requestLimits);
    request.body = fields;
    request.uploadedFiles = files;
    try {
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } finally {
      await this.settle(request, files);
    }
  }

  /**
   * Once the handler is done, and before the answer leaves: the files whose rows it committed
   * (marked `committed`) are promoted, every other one is deleted, so no refused request leaves a
   * file behind. Neither failure may turn a stored application into an error: a file left pending
   * is finished by the next sweep (see FileStore for the crash story), so both are only logged,
   * through the request's logger (its lines carry the request's id).
   */
  private async settle(request: RequestWithFiles, files: ReceivedFile[]): Promise<void> {
    const committed = files.filter((file) => file.committed).map((file) => file.storedName);
    const refused = files.filter((file) => !file.committed).map((file) => file.storedName);
    const log = request.log.child({ context: 'MultipartInterceptor' });
    await Promise.all([
      committed.length &&
        this.store.promote(committed).catch((error: unknown) => {
          log.error(`Committed files stay pending until the next sweep: ${(error as Error).message}`);
        }),
      this.store.discard(refused).catch((error: unknown) => {
        log.warn(`Temporary uploads could not be deleted: ${(error as Error).message}`);
      }),
    ]);
  }
}
