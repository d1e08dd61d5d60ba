import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { ApiError, type ErrorCode, reasonPhrase, unexpectedError } from './api-error.js';
import { MAX_JSON_DEPTH } from './json-body.js';

/** Errors raised by Express' body parsers before a controller runs. */
interface ParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

const PARSER_ERRORS: Record<string, [number, ErrorCode, string]> = {
  'entity.parse.failed': [400, 'MALFORMED_REQUEST', 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  'encoding.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body uses an unsupported encoding.'],
  'charset.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON in UTF-8.'],
  'encoding.invalid': [400, 'MALFORMED_REQUEST', 'The request body is not valid UTF-8.'],
  'entity.too.deep': [400, 'MALFORMED_REQUEST', `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`],
  'request.aborted': [400, 'MALFORMED_REQUEST', 'The request was aborted.'],
  'request.size.invalid': [400, 'MALFORMED_REQUEST', 'The request body does not match its declared length.'],
};

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'MALFORMED_REQUEST',
  403: 'ORIGIN_NOT_ALLOWED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Every failure leaves as the one error schema of openapi.yaml. Unexpected errors are logged
 * in full on the server and answered as a bare 500: no stack trace reaches a client.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const error = this.toApiError(exception, request);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    // A route's own headers (a CSV export's type and attachment name, set before its guard or
    // pipe refused) are not the error's: the error is JSON, shown in place.
    response.removeHeader('Content-Disposition');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    for (const [name, value] of Object.entries(error.headers)) response.setHeader(name, value);
    response.status(error.statusCode).json(error.toBody());
  }

  private toApiError(exception: unknown, request: Request): ApiError {
    if (exception instanceof ApiError) return exception;
    // Nest wraps Express' body-parser errors in an HttpException; the parser's own error is the cause.
    const parser = ((exception instanceof HttpException ? exception.cause : exception) ?? {}) as ParserError;
    const known = parser.type ? PARSER_ERRORS[parser.type] : undefined;
    if (known) return new ApiError(known[0], known[1], known[2]);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = CODES_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'MALFORMED_REQUEST');
      const message = status === 404 ? `There is no ${request.method} ${request.path}.` : exception.message;
      return new ApiError(status, code, status >= 500 ? 'Something went wrong on our side.' : message);
    }
    const status = parser.status ?? parser.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new ApiError(status, CODES_BY_STATUS[status] ?? 'MALFORMED_REQUEST', `${reasonPhrase(status)}.`);
    }
    // The request's own logger, so the line carries its reqId.
    (request.log ?? this.logger).error(
      { err: exception, method: request.method, path: request.path },
      'unhandled error',
    );
    return unexpectedError();
  }
}
