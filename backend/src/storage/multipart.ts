import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DocumentExtension, MAX_FILES_PER_SUBMISSION, MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import busboy from 'busboy';
import { ApiError } from '../common/api-error.js';
import { type RecognisedDocument, recogniseDocument } from './document-types.js';
import type { FileStore } from './file-store.js';

export interface MultipartRules {
  /** Which parts may carry files, and how many each. */
  fileFields: Record<string, { maxCount: number }>;
  accepted: readonly DocumentExtension[];
}

/** A file written to this process' temporary folder, checked and hashed. */
export interface ReceivedFile extends RecognisedDocument {
  field: string;
  /** The visitor's file name, cleaned, for the staff to read. */
  originalName: string;
  storedName: string;
  tempPath: string;
  size: number;
  sha256: string;
  /**
   * Set once a committed row names this file: from then on its temporary copy is the file's
   * only copy until it is moved into place, and must never be discarded.
   */
  committed?: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Streams a multipart request to disk: every file goes straight to a temporary file (never
 * whole into memory), is hashed on the way, limited to 5 MB, and recognised by its content.
 * On any failure every file written so far is deleted before the error is thrown.
 */
export async function receiveMultipart(
  request: IncomingMessage,
  rules: MultipartRules,
  store: FileStore,
): Promise<MultipartForm> {
  if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This call takes multipart/form-data.');
  }
  // No prototype: a part named "toString" or "__proto__" is a field like any other (and refused as unknown).
  const fields: Record<string, string> = Object.create(null);
  const files: ReceivedFile[] = [];
  const written: string[] = [];
  const pending: Promise<void>[] = [];
  const perField = new Map<string, number>();
  let failure: ApiError | undefined;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // Browsers send file names as raw UTF-8; busboy would read them as latin1 (andré → andrÃ©).
      defParamCharset: 'utf8',
      limits: {
        // busboy marks a file truncated once it reaches the limit; a file of exactly 5 MB is allowed.
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: MAX_FILES_PER_SUBMISSION,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + MAX_FILES_PER_SUBMISSION,
      },
    });
  } catch {
    throw new ApiError(400, 'MALFORMED_REQUEST', 'The multipart body has no boundary.');
  }

  const fail = (error: ApiError) => {
    failure ??= error;
  };

  const unnamed = () => new ApiError(400, 'MALFORMED_REQUEST', 'A part of the form has no name.');

  parser.on('field', (name, value, info) => {
    if (!name) fail(unnamed());
    else if (info.valueTruncated)
      fail(
        new ApiError(413, 'PAYLOAD_TOO_LARGE', `The field "${name}" is too long.`, [
          { field: name, message: 'is too long' },
        ]),
      );
    else if (Object.hasOwn(fields, name)) fail(fieldError(name, `${name} was sent more than once`));
    else fields[name] = value;
  });

  parser.on('file', (field, stream, info) => {
    if (!field) {
      fail(unnamed());
      discard(stream);
      return;
    }
    const originalName = cleanFileName(info.filename);
    const rule = rules.fileFields[field];
    const count = (perField.get(field) ?? 0) + 1;
    perField.set(field, count);
    if (failure || !rule) {
      if (!rule) fail(fieldError(field, `${field} does not take files`));
      discard(stream);
      return;
    }
    if (count > rule.maxCount) {
      fail(
        fieldError(
          field,
          rule.maxCount === 1 ? `${field} takes one file` : `${field} takes at most ${rule.maxCount} files`,
        ),
      );
      discard(stream);
      return;
    }
    const storedName = store.newStoredName();
    const tempPath = store.tempPathFor(storedName);
    written.push(tempPath);
    pending.push(
      receiveFile(stream, tempPath).then(
        async ({ size, sha256, truncated }) => {
          if (truncated) {
            const message = `The file "${originalName}" is larger than 5 MB.`;
            return fail(new ApiError(413, 'FILE_TOO_LARGE', message, [{ field, message }]));
          }
          const type = size > 0 ? await recogniseDocument(tempPath, originalName, rules.accepted) : undefined;
          if (!type) {
            const message = `The file "${originalName}" is not an accepted document (${rules.accepted.map((e) => e.toUpperCase()).join(', ')}).`;
            return fail(new ApiError(415, 'UNSUPPORTED_FILE_TYPE', message, [{ field, message }]));
          }
          files.push({ field, originalName, storedName, tempPath, size, sha256, ...type });
        },
        () => fail(new ApiError(400, 'MALFORMED_REQUEST', 'A file could not be received whole.')),
      ),
    );
  });

  parser.on('filesLimit', () =>
    fail(new ApiError(413, 'TOO_MANY_FILES', `A submission takes at most ${MAX_FILES_PER_SUBMISSION} files.`)),
  );
  parser.on('fieldsLimit', () => fail(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.')));
  parser.on('partsLimit', () => fail(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts.')));

  try {
    await pipeline(request, parser);
  } catch {
    fail(new ApiError(400, 'MALFORMED_REQUEST', 'The multipart body could not be read.'));
  }
  await Promise.all(pending);

  if (failure) {
    await store.discard(written);
    throw failure;
  }
  // Files are listed in the order they were sent, whatever order their checks finished in.
  files.sort((a, b) => written.indexOf(a.tempPath) - written.indexOf(b.tempPath));
  return { fields, files };
}

/**
 * Reads a refused file part to its end without keeping it. The listener matters: a body cut
 * short inside this part makes busboy fail the part's stream, and an error nobody listens to
 * would be thrown out of the process (one crafted request would stop the API).
 */
function discard(stream: NodeJS.ReadableStream): void {
  stream.on('error', () => undefined);
  stream.resume();
}

async function receiveFile(stream: NodeJS.ReadableStream & { truncated?: boolean }, tempPath: string) {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // flush: the bytes are on disk before the row naming them is committed.
  await pipeline(stream, measure, fs.createWriteStream(tempPath, { flags: 'wx', flush: true }));
  return { size, sha256: hash.digest('hex'), truncated: stream.truncated === true };
}

/** The last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-200) || 'document';
}

function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid.', [{ field, message }]);
}
