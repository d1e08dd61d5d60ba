import { dateFormat } from '../../lib/intl-formats';

/** Sizes as staff read them: bytes under 1 KB, then KB and MB with one decimal (1 KB = 1024 B). */
export function sizeParts(bytes: number): { unit: 'bytes' | 'kb' | 'mb'; value: string } {
  if (bytes < 1024) return { unit: 'bytes', value: String(bytes) };
  if (bytes < 1024 * 1024) return { unit: 'kb', value: (bytes / 1024).toFixed(1) };
  return { unit: 'mb', value: (bytes / (1024 * 1024)).toFixed(1) };
}

/** A date and time in the page's language (Indonesian: 28 Nov 2026 10.30). */
export function formatDateTime(iso: string, language: string): string {
  return dateFormat(language === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
