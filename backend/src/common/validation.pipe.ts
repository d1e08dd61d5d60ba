import { type ArgumentMetadata, Injectable, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type FieldError, validationFailed } from './api-error.js';

/**
 * The one validation pipe: unknown fields are refused, values are transformed (trimmed,
 * numbers parsed), and every failure names its field in the error schema's `details`.
 */
@Injectable()
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      validateCustomDecorators: false,
      exceptionFactory: (errors) => validationFailed(flattenErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw validationFailed([{ field: 'body', message: 'The request body must be a JSON object.' }]);
    }
    return super.transform(value, metadata);
  }
}

export function flattenErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    // One message per field is enough to fix it; the first constraint is the most basic one.
    return [...own.slice(0, 1), ...flattenErrors(error.children ?? [], field)];
  });
}
