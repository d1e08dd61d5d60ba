import type { DocumentExtension } from '@cipta/domain/constants';
import { fileTypeFromFile } from 'file-type';

interface DocumentType {
  mediaType: string;
  /** What file-type reports for this content (Word 97 files are plain compound files). */
  detected: readonly string[];
}

const DOCUMENT_TYPES: Record<DocumentExtension, DocumentType> = {
  pdf: { mediaType: 'application/pdf', detected: ['pdf'] },
  jpg: { mediaType: 'image/jpeg', detected: ['jpg'] },
  jpeg: { mediaType: 'image/jpeg', detected: ['jpg'] },
  png: { mediaType: 'image/png', detected: ['png'] },
  doc: { mediaType: 'application/msword', detected: ['doc', 'cfb'] },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    detected: ['docx'],
  },
};

export interface RecognisedDocument {
  extension: DocumentExtension;
  mediaType: string;
}

/** The extension of a file name, lower-cased, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Recognises a document by its content and its name together: the name's extension must be an
 * accepted one and the bytes must be of that type, so a renamed executable or a PNG called
 * cv.pdf is refused.
 */
export async function recogniseDocument(
  file: string,
  name: string,
  accepted: readonly DocumentExtension[],
): Promise<RecognisedDocument | undefined> {
  const extension = extensionOf(name) as DocumentExtension;
  if (!accepted.includes(extension)) return undefined;
  const expected = DOCUMENT_TYPES[extension];
  const detected = await fileTypeFromFile(file);
  if (!detected || !expected.detected.includes(detected.ext)) return undefined;
  return { extension, mediaType: expected.mediaType };
}
