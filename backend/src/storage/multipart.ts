import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DocumentExtension, MAX_FILES_PER_SUBMISSION, MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import busboy from 'busboy';
import { ApiError, storageUnavailable } from '../common/api-error.js';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../config/config.js';
import { ContentSniffer, type RecognisedDocument, recogniseDocument } from './document-types.js';
import type { FileStore } from './file-store.js';

export interface MultipartRules {
  /** Which parts may carry files, and how many each. */
  fileFields: Record<string, { maxCount: number }>;
  accepted: readonly DocumentExtension[];
}

/** A file written to the store as a pending object of this instance, checked and hashed. */
export interface ReceivedFile extends RecognisedDocument {
  field: string;
  /** The visitor's file name, cleaned, for the staff to read. */
  originalName: string;
  storedName: string;
  size: number;
  sha256: string;
  /** The service's requirement this file answers (issue 29), set by the application's service; null when unsaid. */
  requirement?: string | null;
  /**
   * Set once a committed row names this file: from then on its pending object is the file's
   * only copy until it is promoted, and must never be discarded.
   */
  committed?: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** The store failed, not the request: the visitor may try again (503, not 400). */
/** The store failed to keep a file part; `sourceFailed` when the part's own stream failed first (its content check). */
class StoreUnavailable extends Error {
  constructor(
    message: string,
    readonly sourceFailed: boolean,
  ) {
    super(message);
  }
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Streams a multipart request to the store: every file goes straight to a pending object (never
 * whole into memory on disk; one part at most on S3), is hashed on the way, limited to 5 MB, and
 * recognised by its content. On any failure every file written so far is deleted before the
 * error is thrown.
 */
export async function receiveMultipart(
  request: IncomingMessage,
  rules: MultipartRules,
  store: FileStore,
  limits: RequestLimits = DEFAULT_REQUEST_LIMITS,
): Promise<MultipartForm> {
  if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This call takes multipart/form-data.');
  }
  if (Number(request.headers['content-length'] ?? 0) > limits.maxRequestBytes) throw tooLarge(limits);
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

  const takeField = (name: string, value: string, info: { valueTruncated: boolean }) => {
    if (!name) fail(unnamed());
    else if (info.valueTruncated)
      fail(
        new ApiError(413, 'PAYLOAD_TOO_LARGE', `The field "${name}" is too long.`, [
          { field: name, message: 'is too long' },
        ]),
      );
    // issue 30: a file sent as text (a tool's text box, a client that forgot the filename) is
    // named as such, not left to the validator's "property documents should not exist".
    else if (Object.hasOwn(rules.fileFields, name))
      fail(fieldError(name, `${name} takes files: send each as a file part (with a filename), not as text`));
    else if (Object.hasOwn(fields, name)) fail(fieldError(name, `${name} was sent more than once`));
    // issue 29: busboy decodes a text part's bytes that are not UTF-8 as U+FFFD, which was
    // stored; the JSON routes answer 400 for the same bytes, and so does a form now. (A visitor
    // who types U+FFFD itself, the replacement sign, is refused as well.)
    else if (value.includes('\uFFFD'))
      fail(new ApiError(400, 'MALFORMED_REQUEST', `The field "${name}" is not valid UTF-8.`));
    else fields[name] = value;
  };
  parser.on('field', takeField);

  parser.on('file', (field, stream, info) => {
    if (!field) {
      fail(unnamed());
      discard(stream);
      return;
    }
    // issue 30: a JSON part is text whatever its disposition says. swagger-ui sends the contract's
    // `encoding: { service: { contentType: application/json } }` as a Blob, which browsers name
    // "blob", so busboy calls it a file.
    if (info.mimeType === 'application/json' && !Object.hasOwn(rules.fileFields, field)) {
      pending.push(
        readText(stream).then(({ text, truncated }) => takeField(field, text, { valueTruncated: truncated })),
      );
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
    written.push(storedName);
    pending.push(
      receiveFile(stream, storedName, store).then(
        ({ size, sha256, truncated, detected }) => {
          if (truncated) {
            const message = `The file "${originalName}" is larger than 5 MB.`;
            return fail(new ApiError(413, 'FILE_TOO_LARGE', message, [{ field, message }]));
          }
          const type = size > 0 ? recogniseDocument(detected, originalName, rules.accepted) : undefined;
          if (!type) {
            const message = `The file "${originalName}" is not an accepted document (${rules.accepted.map((e) => e.toUpperCase()).join(', ')}).`;
            return fail(new ApiError(415, 'UNSUPPORTED_FILE_TYPE', message, [{ field, message }]));
          }
          files.push({ field, originalName, storedName, size, sha256, ...type });
        },
        (error: unknown) => {
          if (!(error instanceof StoreUnavailable)) {
            return fail(new ApiError(400, 'MALFORMED_REQUEST', 'A file could not be received whole.'));
          }
          // The store failed, not the visitor's connection nor the part's content check: the
          // operator's line, with the request's id.
          if (!error.sourceFailed) {
            request.log.warn({ context: 'Multipart' }, `An upload could not be stored: ${error.message}`);
          }
          return fail(storageUnavailable());
        },
      ),
    );
  });

  parser.on('filesLimit', () =>
    fail(new ApiError(413, 'TOO_MANY_FILES', `A submission takes at most ${MAX_FILES_PER_SUBMISSION} files.`)),
  );
  parser.on('fieldsLimit', () => fail(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.')));
  parser.on('partsLimit', () => fail(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts.')));

  // The request is piped, not part of the pipeline: cut off, it stays open for the answer.
  const bounded = boundedBody(limits, fail);
  request.pipe(bounded);
  // A client that goes away mid-body ends the body too (pipe() passes on no error).
  request.on('error', (error) => bounded.destroy(error));
  request.on('close', () => {
    if (!request.complete) bounded.destroy(new Error('The request was aborted.'));
  });
  try {
    await pipeline(bounded, parser);
  } catch {
    fail(new ApiError(400, 'MALFORMED_REQUEST', 'The multipart body could not be read.'));
  }
  await Promise.all(pending);

  if (failure) {
    await store.discard(written);
    throw failure;
  }
  // Files are listed in the order they were sent, whatever order their checks finished in.
  files.sort((a, b) => written.indexOf(a.storedName) - written.indexOf(b.storedName));
  return { fields, files };
}

const tooLarge = (limits: RequestLimits) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request is larger than ${limits.maxRequestBytes} bytes.`,
    undefined,
    // The rest of the body is not read: the connection ends with the answer.
    { Connection: 'close' },
  );

/**
 * Passes the body on while it stays within MAX_REQUEST_BYTES (counting every byte, preamble and
 * epilogue too) and keeps arriving: a body over the bound is cut with 413, one that makes no
 * progress for UPLOAD_IDLE_SECONDS with 408. Either way the files written so far are deleted.
 */
function boundedBody(limits: RequestLimits, fail: (error: ApiError) => void): Transform {
  let received = 0;
  let idle: NodeJS.Timeout | undefined;
  const cut = (error: ApiError) => {
    fail(error);
    bounded.destroy(new Error(error.message));
  };
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      const message = `The request body made no progress for ${limits.idleSeconds} seconds.`;
      cut(new ApiError(408, 'MALFORMED_REQUEST', message, undefined, { Connection: 'close' }));
    }, limits.idleSeconds * 1000);
  };
  const bounded: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limits.maxRequestBytes) return cut(tooLarge(limits));
      watch();
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(idle);
      done();
    },
    destroy(error, done) {
      clearTimeout(idle);
      done(error);
    },
  });
  watch();
  return bounded;
}

/**
 * Reads a refused file part to its end without keeping it. The listener matters: a body cut
 * short inside this part makes busboy fail the part's stream, and an error nobody listens to
 * would be thrown out of the process (one crafted request would stop the API).
 */
/** A part's bytes as UTF-8 text (U+FFFD where they are not), at most the limit of a text field. */
async function readText(stream: NodeJS.ReadableStream): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (size + chunk.length > MAX_FIELD_BYTES) truncated = true;
    else chunks.push(chunk);
    size += chunk.length;
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}

function discard(stream: NodeJS.ReadableStream): void {
  stream.on('error', () => undefined);
  stream.resume();
}

/**
 * Streams one file part into a pending object, measuring, hashing and sniffing its type on the
 * way. If the store fails, the part is still read to its end, so the rest of the form goes on.
 */
async function receiveFile(
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  storedName: string,
  store: FileStore,
) {
  const hash = createHash('sha256');
  const sniffer = new ContentSniffer();
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      sniffer.feed(chunk).then(() => done(null, chunk), done);
    },
  });
  let cutShort = false;
  stream.on('error', (error: Error) => {
    // The body ended inside this part: the store's write fails on the same error.
    cutShort = true;
    measure.destroy(error);
  });
  stream.pipe(measure);
  try {
    await store.writePending(storedName, measure);
  } catch (error) {
    void sniffer.end();
    if (cutShort) throw error;
    // Read before it is destroyed below: the part's own transform (its content check) failed first.
    const sourceFailed = measure.errored !== null;
    stream.unpipe(measure);
    measure.destroy();
    discard(stream);
    throw new StoreUnavailable((error as Error).message, sourceFailed);
  }
  return { size, sha256: hash.digest('hex'), truncated: stream.truncated === true, detected: await sniffer.end() };
}

/** The last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Bidirectional controls would let invoice\u202egpj.pdf show to the staff as invoicefdp.jpg.
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  // Cut by code points, so no surrogate pair is split in half.
  return Array.from(clean).slice(-200).join('') || 'document';
}

function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid.', [{ field, message }]);
}
