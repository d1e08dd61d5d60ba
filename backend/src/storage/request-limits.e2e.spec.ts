import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, submissionId, uploadFolder } from '../testing/files.js';
import { applicationBody, startUpload } from '../testing/slow-upload.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

// Resources (ASVS V2.3.4): a multipart request is bounded as a whole (MAX_REQUEST_BYTES, preamble
// and epilogue counted) and in time (UPLOAD_IDLE_SECONDS without progress); either way nothing
// is kept. On both databases, with the documents in the upload folder.

const MiB = 1024 * 1024;

/** Sends the body in chunks (Transfer-Encoding: chunked when no length is given); resolves at the answer. */
function post(url: string, contentType: string, chunks: Buffer[], length?: number) {
  const target = new URL('/api/visa-applications', url);
  return new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
    const outgoing = httpRequest({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: { 'content-type': contentType, ...(length === undefined ? {} : { 'content-length': length }) },
    });
    let answered = false;
    outgoing.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }),
      );
      response.on('error', () =>
        resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }),
      );
    });
    // Writing on after the server answered and closed is expected here.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeNext = (i: number) => {
      if (i === chunks.length || outgoing.destroyed) return void outgoing.end();
      if (outgoing.write(chunks[i]!)) setImmediate(() => writeNext(i + 1));
      else outgoing.once('drain', () => writeNext(i + 1));
    };
    writeNext(0);
  });
}

describe.each(DIALECTS)('the bounds of an upload request, on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { MAX_REQUEST_BYTES: String(MiB), UPLOAD_IDLE_SECONDS: '1' });
  });
  afterAll(() => api?.close());

  const applications = async () => (await api.db.selectFrom('applications').select('id').execute()).length;
  const junk = (bytes: number) => Array.from({ length: bytes / (64 * 1024) }, () => Buffer.alloc(64 * 1024, 0x41));

  it('answers 413 to junk after a valid application (epilogue), counting every byte, and stores nothing', async () => {
    const before = await applications();
    const { body, contentType } = await applicationBody(submissionId(), pdf());
    const declared = await post(api.baseUrl, contentType, [body, ...junk(2 * MiB)], body.length + 2 * MiB);
    const chunked = await post(api.baseUrl, contentType, [body, ...junk(2 * MiB)]);

    expect([declared.status, JSON.parse(declared.text).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect([chunked.status, JSON.parse(chunked.text).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(chunked.connection).toBe('close');
    expect(await applications()).toBe(before);
    expect((await uploadFolder(api.config, api.app.store.instance)).pending).toEqual([]);
  });

  it('answers 413 to junk before it (preamble)', async () => {
    const { body, contentType } = await applicationBody(submissionId(), pdf());
    const answer = await post(api.baseUrl, contentType, [...junk(2 * MiB), body]);
    expect(answer.status).toBe(413);
  });

  it('still takes an application within the bound', async () => {
    const { body, contentType } = await applicationBody(submissionId(), pdf('x', 512 * 1024));
    expect((await post(api.baseUrl, contentType, [body])).status).toBe(201);
  });

  it('cuts a body that makes no progress for UPLOAD_IDLE_SECONDS with 408, and removes its temporary file', async () => {
    const before = await applications();
    const { body, contentType } = await applicationBody(submissionId(), pdf('slow', 256 * 1024));
    const started = Date.now();
    const upload = startUpload(api.baseUrl, body, contentType);
    const answer = await upload.answer;

    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 408, code: 'MALFORMED_REQUEST' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await applications()).toBe(before);
    expect(await uploadFolder(api.config, api.app.store.instance)).toMatchObject({ pending: [] });
  });
});
