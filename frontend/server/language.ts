/**
 * Which language's prerendered page the web server sends (docs/architecture.md "Prerendered
 * pages"), in the web app's detector order (src/i18n/i18n.ts): the address's `?lng`, the stored
 * choice (the detector keeps it in the `language` cookie as well as in local storage, which a
 * server cannot see), the browser's languages (Accept-Language), then Indonesian. Only id and en
 * count, a region (en-US) counts as its language, anything else is passed over.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, isLanguage } from '@cipta/domain/constants';

export interface LanguageChoice {
  language: Language;
  /** What decided it: the address alone (`query`) needs no Vary; the others depend on headers. */
  by: 'query' | 'cookie' | 'header' | 'default';
}

function ours(value: string | undefined): Language | undefined {
  const base = value?.trim().split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

export function chooseLanguage(
  query: unknown,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): LanguageChoice {
  const fromQuery = typeof query === 'string' ? ours(query) : undefined;
  if (fromQuery) return { language: fromQuery, by: 'query' };
  const fromCookie = ours(cookieValue(cookieHeader, LANGUAGE_STORAGE_KEY));
  if (fromCookie) return { language: fromCookie, by: 'cookie' };
  for (const tag of preferredLanguages(acceptLanguage)) {
    const language = ours(tag);
    if (language) return { language, by: 'header' };
  }
  return { language: DEFAULT_LANGUAGE, by: 'default' };
}

/** Accept-Language's tags, most wanted first (q=0 means not wanted); equal weights keep their order. */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
