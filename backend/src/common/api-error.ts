import { HttpException } from '@nestjs/common';
import type { Schemas } from './api-types.js';

export type ErrorCode = Schemas['ErrorCode'];
export type FieldError = Schemas['FieldError'];
export type ErrorBody = Schemas['Error'];

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** An error as a value: status, stable code, message and the fields at fault. */
export class ApiError extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    /** Extra headers the answer must carry, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message, statusCode);
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      error: reasonPhrase(this.statusCode),
      code: this.code,
      message: this.message,
      ...(this.details?.length ? { details: this.details.slice(0, MAX_DETAILS) } : {}),
      ...(this.details && this.details.length > MAX_DETAILS
        ? { detailsOmitted: this.details.length - MAX_DETAILS }
        : {}),
    };
  }
}

/** What the API answers for an error nobody expected (its cause goes to the log, never to the client). */
export const unexpectedError = () => new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');

/** The document store cannot be written: nothing was stored, and the same request may be sent again. */
export const storageUnavailable = () =>
  new ApiError(503, 'STORAGE_UNAVAILABLE', 'The document storage cannot be reached; try again later.');

/** The most problems one answer lists; the rest are counted in `detailsOmitted` (7,500 unknown keys stay a small answer). */
export const MAX_DETAILS = 20;

export const validationFailed = (details: FieldError[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid.', details);

export const fieldInvalid = (field: string, message: string) => validationFailed([{ field, message }]);
