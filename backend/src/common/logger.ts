import type { LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Logger, pino } from 'pino';
import type { AppConfig } from '../config/config.js';

/**
 * Lines go to stdout asynchronously (decision 95): a synchronous write per request line cost a
 * fifth of GET /'s throughput (issue 15); written from libuv's thread pool, lines that arrive
 * while a write is under way leave together. pino flushes what is left when the process exits;
 * only a SIGKILL or a power cut can lose the last few milliseconds of lines.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino(
    { level: config.logLevel, base: { service: 'cipta-visa-api' } },
    pino.destination({ dest: 1, sync: false }),
  );
}

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (X-Request-Id), set as it arrives. */
    id: string;
    /** The request's logger: every line carries `reqId`. */
    log: Logger;
  }
}

const OWN_LOG = Symbol('log');

type LoggedRequest = Request & { [OWN_LOG]?: Logger };

/**
 * The request's own logger (`req.log`, carrying `reqId`), made on first use: most requests
 * never log anything but their one line, and a pino child per request was a cost of its own
 * (issue 15). Defined once on the app's request prototype, so no request pays for it unused.
 */
export function lazyRequestLoggers(requestPrototype: object, logger: Logger): void {
  Object.defineProperty(requestPrototype, 'log', {
    configurable: true,
    get(this: LoggedRequest) {
      return (this[OWN_LOG] ??= logger.child({ reqId: this.id }));
    },
    set(this: LoggedRequest, value: Logger) {
      this[OWN_LOG] = value;
    },
  });
}

/**
 * One line per request: method, path, status, time and `reqId` (also sent as `X-Request-Id`). No query string (tracking sends an
 * e-mail there), no headers, no bodies: visitors' personal data never reaches the logs.
 *
 * The line pino-http wrote (same fields, messages and levels), written directly: pino-http made
 * two child loggers per request and three listeners it removed again, which cost more than the
 * rest of the middleware together (issue 15, docs/performance.md). every-request.ts calls it
 * once the answer is sent or the connection closed; `path` is the one read as the request arrived.
 */
export function writeRequestLine(
  logger: Logger,
  req: Request,
  res: Response,
  path: string,
  responseTime: number,
  error?: Error,
): void {
  const failed = error ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
  const level = error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
  const line: Record<string, unknown> = {
    reqId: req.id,
    req: { method: req.method, path },
    res: { statusCode: res.statusCode },
  };
  if (failed) line.err = failed;
  line.responseTime = responseTime;
  const message = failed
    ? 'request errored'
    : !req.readableAborted && res.writableEnded
      ? 'request completed'
      : 'request aborted';
  logger[level](line, message);
}

/**
 * Routes NestJS' own messages (start-up, shutdown, services' `Logger`) into the same structured
 * log. What is written while a request is handled goes through that request's logger instead
 * (`req.log`, which carries its `reqId`): the error filter, the multipart interceptor and parser.
 * No AsyncLocalStorage finds the request for a `Logger` line: its promise hooks ran for every
 * promise of every request, about a tenth of GET /'s throughput (issue 15, decision 101).
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
