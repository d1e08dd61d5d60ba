// The document pickers' rules, for the visa application and the permit forms (product §5 accepted
// types; DESIGN 4: the 5 MB limit is checked in the browser before anything is sent). The
// server checks them again.

import {
  MAX_FILES_PER_SUBMISSION,
  MAX_UPLOAD_BYTES,
  PERMIT_DOCUMENT_EXTENSIONS,
  VISA_DOCUMENT_EXTENSIONS,
} from '@cipta/domain/constants';
import { numberFormat } from '../../lib/intl-formats';

/** Which product §5 list of accepted types a picker follows. */
export type DocumentKind = 'visa' | 'permit';

const EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  visa: VISA_DOCUMENT_EXTENSIONS,
  permit: PERMIT_DOCUMENT_EXTENSIONS,
};

/** The file input's accept attribute, e.g. ".pdf,.jpg,.jpeg,.png,.doc,.docx". */
export function documentAccept(kind: DocumentKind): string {
  return EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');
}

/** What the rules read of a file; a browser File has it. */
export type DocumentFile = Readonly<{ name: string; size: number; lastModified: number }>;

export interface DocumentLimits {
  kind: DocumentKind;
  /** A field that takes one file: a new pick replaces the kept one. */
  single?: boolean;
  /** How many files this picker may hold; the per-submission cap unless the form shares it out. */
  maxFiles?: number;
}

export type RefusalReason = 'tooLarge' | 'wrongType' | 'tooMany' | 'duplicate' | 'onlyOne';
export type DocumentRefusal = Readonly<{ name: string; reason: RefusalReason }>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// The same file picked twice would be uploaded twice.
function isSameFile(a: DocumentFile, b: DocumentFile): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * Adds the picked files to the kept ones, in order: a file of another type, over 5 MB, already
 * kept, or beyond the picker's cap is refused, with its name and the reason. A single-file
 * picker keeps the first good file of the pick in place of the one it held.
 */
export function addDocuments<F extends DocumentFile>(
  kept: readonly F[],
  picked: readonly F[],
  limits: DocumentLimits,
): { kept: F[]; refused: DocumentRefusal[] } {
  const next = limits.single ? [] : [...kept];
  const refused: DocumentRefusal[] = [];
  for (const file of picked) {
    const reason = refusalOf(file, next, limits);
    if (reason) refused.push({ name: file.name, reason });
    else next.push(file);
  }
  // a single-file pick with nothing good in it leaves the kept file alone
  return { kept: limits.single && next.length === 0 ? [...kept] : next, refused };
}

function refusalOf(file: DocumentFile, kept: readonly DocumentFile[], limits: DocumentLimits): RefusalReason | null {
  if (!EXTENSIONS[limits.kind].includes(extensionOf(file.name))) return 'wrongType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (limits.single) return kept.length > 0 ? 'onlyOne' : null;
  if (kept.some((other) => isSameFile(other, file))) return 'duplicate';
  if (kept.length >= (limits.maxFiles ?? MAX_FILES_PER_SUBMISSION)) return 'tooMany';
  return null;
}

/** The kept files without the one at `index`. */
export function removeDocument<F>(kept: readonly F[], index: number): F[] {
  return kept.filter((_, position) => position !== index);
}

/** A file size as a visitor reads it: "512 B", "12.3 KB", "4.8 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}
