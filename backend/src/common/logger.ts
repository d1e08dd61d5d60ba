import type { LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from '../config/config.js';
import { currentRequestLogger, requestIdFor } from './request-id.js';

export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'cipta-visa-api' } });
}

/**
 * One line per request: method, path, status, time and `reqId` (also sent as `X-Request-Id`). No query string (tracking sends an
 * e-mail there), no headers, no bodies: visitors' personal data never reaches the logs.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    // Our serializers pick three fields from the request and the response themselves; pino-http's
    // wrappers would first copy every header and property into a new object on each request (issue 15).
    wrapSerializers: false,
    genReqId: requestIdFor,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: Request & { raw?: Request }) => ({
        method: req.method,
        path: (req.raw ?? req).path ?? req.url?.split('?')[0],
      }),
      res: (res: Response) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * Routes NestJS' own messages (start-up, shutdown, services' `Logger`) into the same structured
 * log; written during a request, a line goes through that request's logger and carries its `reqId`.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly root: Logger) {}
  private get logger(): Logger {
    return currentRequestLogger() ?? this.root;
  }
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
