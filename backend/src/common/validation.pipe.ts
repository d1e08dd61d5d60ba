import { type ArgumentMetadata, Injectable, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { ApiError, type FieldError, validationFailed } from './api-error.js';

/**
 * Control characters no field may hold: NUL, which PostgreSQL cannot store in text, and the
 * rest of C0 and DEL, which no visitor types. Tab, line feed and carriage return stay allowed
 * (a message has lines).
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A UTF-16 surrogate without its pair: no character at all, and some validators throw on it. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Field names the framework drops without a word (prototype-pollution guards, inherited methods). */
const isSilentlyDropped = (key: string) =>
  key === '__proto__' || key === 'prototype' || key === 'constructor' || key in Object.prototype;

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
    if (metadata.type !== 'body' && metadata.type !== 'query' && metadata.type !== 'param')
      return super.transform(value, metadata);
    // Found before class-transformer and Nest drop or trim anything: the client sent these.
    const own = [...unknownFieldsDroppedSilently(value, metadata), ...controlCharactersIn(value)];
    let result: unknown;
    try {
      result = await super.transform(value, metadata);
    } catch (error) {
      if (!own.length) throw error;
      // Some validators throw on such text (a lone surrogate breaks an e-mail check): what the
      // client sent is refused all the same, never answered as a server failure.
      const details = error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? (error.details ?? []) : [];
      const named = new Set(details.map((detail) => detail.field));
      throw validationFailed([...details, ...own.filter((detail) => !named.has(detail.field))]);
    }
    if (own.length) throw validationFailed(own);
    return result;
  }
}

/**
 * Unknown fields are refused (openapi.yaml: additionalProperties false), but `__proto__`,
 * `constructor`, `prototype` and names such as `toString` never reach the whitelist check:
 * Nest and class-transformer drop them first. Refused here all the same, as any unknown field.
 */
function unknownFieldsDroppedSilently(value: unknown, metadata: ArgumentMetadata): FieldError[] {
  if (!metadata.metatype || value === null || typeof value !== 'object') return [];
  const known = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(metadata.metatype, '', true, false)
      .map((rule) => rule.propertyName),
  );
  return Object.keys(value)
    .filter((key) => !known.has(key) && isSilentlyDropped(key))
    .map((key) => ({ field: key, message: `property ${key} should not exist` }));
}

/** Every text value holding a control character or a lone surrogate, named by its path. */
function controlCharactersIn(value: unknown, path = ''): FieldError[] {
  if (typeof value === 'string') {
    const field = path || 'body';
    if (CONTROL_CHARACTERS.test(value)) return [{ field, message: `${field} must not contain control characters` }];
    if (LONE_SURROGATE.test(value)) return [{ field, message: `${field} must be valid Unicode text` }];
    return [];
  }
  // Nesting is bounded before parsing (MAX_JSON_DEPTH in json-body.ts): every string is seen.
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => controlCharactersIn(item, path ? `${path}.${key}` : key));
}

export function flattenErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    // One message per field is enough to fix it; the first constraint is the most basic one.
    return [...own.slice(0, 1), ...flattenErrors(error.children ?? [], field)];
  });
}
