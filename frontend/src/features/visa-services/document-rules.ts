// The visa application's document picker rules (spec §5 accepted types; DESIGN 4: the 5 MB
// limit is checked in the browser before anything is sent). The server checks them again.

import { MAX_FILES_PER_SUBMISSION, MAX_UPLOAD_BYTES, VISA_DOCUMENT_EXTENSIONS } from '@cipta/machines/constants';

/** The file input's accept attribute: ".pdf,.jpg,.jpeg,.png,.doc,.docx". */
export const VISA_DOCUMENT_ACCEPT = VISA_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** What the rules read of a file; a browser File has it. */
export type DocumentFile = Readonly<{ name: string; size: number; lastModified: number }>;

export type RefusalReason = 'tooLarge' | 'wrongType' | 'tooMany' | 'duplicate';
export type DocumentRefusal = Readonly<{ name: string; reason: RefusalReason }>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isAcceptedType(name: string): boolean {
  return (VISA_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

// The same file picked twice would be uploaded twice.
function isSameFile(a: DocumentFile, b: DocumentFile): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * Adds the picked files to the kept ones, in order: a file of another type, over 5 MB, already
 * kept, or beyond the per-submission cap is refused, with its name and the reason.
 */
export function addDocuments<F extends DocumentFile>(
  kept: readonly F[],
  picked: readonly F[],
): { kept: F[]; refused: DocumentRefusal[] } {
  const next = [...kept];
  const refused: DocumentRefusal[] = [];
  for (const file of picked) {
    const reason = refusalOf(file, next);
    if (reason) refused.push({ name: file.name, reason });
    else next.push(file);
  }
  return { kept: next, refused };
}

function refusalOf(file: DocumentFile, kept: readonly DocumentFile[]): RefusalReason | null {
  if (!isAcceptedType(file.name)) return 'wrongType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (kept.some((other) => isSameFile(other, file))) return 'duplicate';
  if (kept.length >= MAX_FILES_PER_SUBMISSION) return 'tooMany';
  return null;
}

/** The kept files without the one at `index`. */
export function removeDocument<F>(kept: readonly F[], index: number): F[] {
  return kept.filter((_, position) => position !== index);
}

/** A file size as a visitor reads it: "512 B", "12.3 KB", "4.8 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}
