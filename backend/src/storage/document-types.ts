import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { DocumentExtension } from '@cipta/domain/constants';
import { type FileTypeResult, fileTypeFromStream } from 'file-type';

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
 * accepted one and the bytes (as `ContentSniffer` detected them) must be of that type, so a
 * renamed executable or a PNG called cv.pdf is refused.
 */
export function recogniseDocument(
  detected: FileTypeResult | undefined,
  name: string,
  accepted: readonly DocumentExtension[],
): RecognisedDocument | undefined {
  const extension = extensionOf(name) as DocumentExtension;
  if (!accepted.includes(extension)) return undefined;
  const expected = DOCUMENT_TYPES[extension];
  if (!detected || !expected.detected.includes(detected.ext)) return undefined;
  return { extension, mediaType: expected.mediaType };
}

/**
 * Detects a file's type from its bytes as they stream past on their way to the store, so the
 * check needs no second read (an S3 object cannot be read back cheaply). file-type reads only as
 * far as it needs; once it has answered, the rest is not fed to it.
 */
export class ContentSniffer {
  private readonly input = new PassThrough();
  private settled = false;
  readonly detected: Promise<FileTypeResult | undefined>;

  constructor() {
    this.detected = fileTypeFromStream(this.input)
      .catch(() => undefined)
      .finally(() => {
        this.settled = true;
        this.input.destroy();
      });
  }

  /** Resolves once the detector can take more, or needs no more. */
  async feed(chunk: Buffer): Promise<void> {
    if (this.settled || this.input.write(chunk)) return;
    await Promise.race([once(this.input, 'drain').catch(() => undefined), this.detected]);
  }

  /** The file has ended: the detector answers from what it has. */
  end(): Promise<FileTypeResult | undefined> {
    if (!this.settled) this.input.end();
    return this.detected;
  }
}
