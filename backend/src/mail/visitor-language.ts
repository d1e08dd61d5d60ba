import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@cipta/domain/constants';
import type { Request } from 'express';

/**
 * The language a submission's messages are written in (product §11.2): the web app sends
 * `Accept-Language: en` or `id`; a browser's own list (`en-US,en;q=0.9`) is read in order and
 * the first English or Indonesian tag wins. Anything else: Indonesian, the site's default.
 */
export function languageOf(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'id' || tag.startsWith('id-')) return 'id';
  }
  return DEFAULT_LANGUAGE;
}

/** `@VisitorLanguage() language: Language` in a submission's handler. */
export const VisitorLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language =>
  languageOf(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
