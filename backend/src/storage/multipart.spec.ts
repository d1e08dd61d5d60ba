import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, VISA_DOCUMENT_EXTENSIONS } from '@cipta/domain/constants';
import { elf, formOf, namesIn, pdf, png, sha256 } from '../testing/files.js';
import { LocalFileStore } from './local-file-store.js';
import { cleanFileName, type MultipartRules, receiveMultipart } from './multipart.js';

describe('cleanFileName', () => {
  it.each([
    ['keeps a plain name', 'passport.pdf', 'passport.pdf'],
    ['keeps only the last segment of a path', '../../etc/passwd', 'passwd'],
    ['keeps only the last segment of a Windows path', 'C:\\Users\\ana\\Documents\\cv.docx', 'cv.docx'],
    ['keeps only the last segment of a mixed path', '..\\..//uploads\\x/photo.png', 'photo.png'],
    ['removes NUL', 'cv.pdf\u0000.exe', 'cv.pdf.exe'],
    ['removes control characters', 'cv\r\n\t\u001b[31m\u007f.pdf', 'cv[31m.pdf'],
    ['trims spaces', '  photo.png  ', 'photo.png'],
    ['names an empty name', '', 'document'],
    ['names a missing name', undefined, 'document'],
    ['names a name that was only a folder', 'folder/', 'document'],
    ['names a name that was only control characters', '\u0000\u0001', 'document'],
  ])('%s', (_case, name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it('keeps a 300-character name to 200 characters, with its extension', () => {
    const clean = cleanFileName(`${'a'.repeat(296)}.pdf`);
    expect(clean).toHaveLength(200);
    expect(clean.endsWith('.pdf')).toBe(true);
  });
});

describe('receiveMultipart', () => {
  const rules: MultipartRules = {
    fileFields: { documents: { maxCount: 3 }, photo: { maxCount: 1 } },
    accepted: VISA_DOCUMENT_EXTENSIONS,
  };
  let root: string;
  let store: LocalFileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'cipta-multipart-'));
    store = new LocalFileStore(root);
    await store.open();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const tmpFolder = () => path.dirname(store.tempPathFor('x'));

  /** The request Node would hand us for this body. */
  function requestWith(body: Buffer, contentType: string | undefined): IncomingMessage {
    const request = Readable.from([body]) as unknown as IncomingMessage;
    request.headers = contentType ? { 'content-type': contentType } : {};
    return request;
  }

  async function requestOf(form: FormData): Promise<IncomingMessage> {
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return requestWith(Buffer.from(await encoded.arrayBuffer()), encoded.headers.get('content-type') ?? undefined);
  }

  it('gives the text parts, and the files in the order sent, written, hashed and recognised', async () => {
    const scan = pdf('passport');
    const form = formOf({ fullName: 'Ana', email: 'ana@example.com' }, [
      ['documents', 'passport.pdf', scan],
      ['photo', 'me.png', png()],
      ['documents', 'visa.pdf', pdf('visa')],
    ]);

    const { fields, files } = await receiveMultipart(await requestOf(form), rules, store);

    expect(fields).toEqual({ fullName: 'Ana', email: 'ana@example.com' });
    expect(files.map((file) => [file.field, file.originalName])).toEqual([
      ['documents', 'passport.pdf'],
      ['photo', 'me.png'],
      ['documents', 'visa.pdf'],
    ]);
    expect(files[0]).toMatchObject({
      extension: 'pdf',
      mediaType: 'application/pdf',
      size: scan.length,
      sha256: sha256(scan),
    });
    expect(await readFile(store.tempPathFor(files[0]!.storedName))).toEqual(scan);
    expect(new Set(files.map((file) => file.storedName)).size).toBe(3);
    await store.discard(files.map((file) => file.storedName));
  });

  it('keeps a non-ASCII file name as the browser sent it (UTF-8)', async () => {
    const form = formOf({}, [['documents', 'paspor-andré-日本.pdf', pdf()]]);
    const { files } = await receiveMultipart(await requestOf(form), rules, store);
    expect(files.map((file) => file.originalName)).toEqual(['paspor-andré-日本.pdf']);
    await store.discard(files.map((file) => file.storedName));
  });

  it('takes a file of exactly 5 MB, and refuses one byte more, naming the file', async () => {
    const largest = formOf({}, [['documents', 'largest.pdf', pdf('largest', MAX_UPLOAD_BYTES)]]);
    const { files } = await receiveMultipart(await requestOf(largest), rules, store);
    expect(files).toMatchObject([{ size: MAX_UPLOAD_BYTES }]);
    await store.discard(files.map((file) => file.storedName));

    const tooLarge = formOf({}, [['documents', 'too-large.pdf', pdf('too large', MAX_UPLOAD_BYTES + 1)]]);
    await expect(receiveMultipart(await requestOf(tooLarge), rules, store)).rejects.toMatchObject({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The file "too-large.pdf" is larger than 5 MB.',
    });
  });

  it.each([
    ['a body that is not multipart', requestWith(Buffer.from('{}'), 'application/json'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a body without a content type', requestWith(Buffer.from('{}'), undefined), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a multipart body without a boundary',
      requestWith(Buffer.from('--x--'), 'multipart/form-data'),
      400,
      'MALFORMED_REQUEST',
    ],
  ])('refuses %s', async (_case, request, statusCode, code) => {
    await expect(receiveMultipart(request, rules, store)).rejects.toMatchObject({ statusCode, code });
  });

  it.each([
    [
      'a text part sent twice',
      () => appendTo(formOf({ email: 'a@example.com' }), 'email', 'b@example.com'),
      400,
      'email',
    ],
    ['a text part over 16 KB', () => formOf({ message: 'x'.repeat(17 * 1024) }), 413, 'message'],
    ['a file in a part that takes none', () => formOf({}, [['passport', 'passport.pdf', pdf()]]), 400, 'passport'],
    [
      'a second file in a part that takes one',
      () =>
        formOf({}, [
          ['photo', 'a.png', png()],
          ['photo', 'b.png', png()],
        ]),
      400,
      'photo',
    ],
    [
      'more files than a part takes',
      () =>
        formOf(
          {},
          [1, 2, 3, 4].map((i): [string, string, Buffer] => ['documents', `${i}.pdf`, pdf(String(i))]),
        ),
      400,
      'documents',
    ],
    [
      'a file whose content is not its name',
      () =>
        formOf({}, [
          ['documents', 'ok.pdf', pdf()],
          ['documents', 'cv.pdf', elf()],
        ]),
      415,
      'documents',
    ],
  ])('refuses %s, naming it, and deletes every file written', async (_case, makeForm, statusCode, field) => {
    const before = await namesIn(tmpFolder());
    const refusal = receiveMultipart(await requestOf(makeForm()), rules, store);
    await expect(refusal).rejects.toMatchObject({ statusCode, details: [{ field }] });
    expect(await namesIn(tmpFolder())).toEqual(before);
  });

  it('reads a JSON part as text, as swagger-ui sends it (a Blob named "blob"; issue 30)', async () => {
    const form = new FormData();
    form.append('service', new Blob(['{"title":"B1"}'], { type: 'application/json' }));
    form.append('fullName', 'Ana');
    const { fields, files } = await receiveMultipart(await requestOf(form), rules, store);
    expect(fields).toEqual({ service: '{"title":"B1"}', fullName: 'Ana' });
    expect(files).toEqual([]);
  });

  it('says a file sent as text is text, not an unknown field (issue 30)', async () => {
    const form = formOf({ documents: 'passport.pdf' });
    await expect(receiveMultipart(await requestOf(form), rules, store)).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'documents', message: expect.stringMatching(/takes files: send each as a file part/) }],
    });
  });

  it.each([
    ['a file part', 'Content-Disposition: form-data; filename="cv.pdf"\r\nContent-Type: application/pdf'],
    ['a text part', 'Content-Disposition: form-data'],
  ])('refuses %s without a name as malformed', async (_case, headers) => {
    const body = Buffer.from(`--b\r\n${headers}\r\n\r\n%PDF-1.4 x\r\n--b--\r\n`);
    await expect(
      receiveMultipart(requestWith(body, 'multipart/form-data; boundary=b'), rules, store),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'MALFORMED_REQUEST',
      message: 'A part of the form has no name.',
    });
  });

  it.each([
    ['a part that takes no file', 'passport'],
    ['a part over its file count', 'photo'],
  ])(
    'survives a body cut short inside a refused file in %s: refused, never thrown out of the process',
    async (_case, field) => {
      const files: Array<[string, string, Buffer]> =
        field === 'photo'
          ? [
              ['photo', 'a.png', png()],
              ['photo', 'b.png', png()],
            ]
          : [];
      const encoded = new Request('http://localhost/', {
        method: 'POST',
        body: formOf({}, [...files, [field, 'big.pdf', pdf('big', 100_000)]]),
      });
      const body = Buffer.from(await encoded.arrayBuffer());
      const uncaught: unknown[] = [];
      const listener = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', listener);
      try {
        const cutShort = requestWith(body.subarray(0, body.length - 50_000), encoded.headers.get('content-type')!);
        await expect(receiveMultipart(cutShort, rules, store)).rejects.toMatchObject({
          statusCode: 400,
          details: [{ field }],
        });
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off('uncaughtException', listener);
      }
      expect(uncaught).toEqual([]);
    },
  );

  it('refuses a body cut short, and deletes the part of the file it wrote', async () => {
    const encoded = new Request('http://localhost/', {
      method: 'POST',
      body: formOf({}, [['documents', 'big.pdf', pdf('big', 100_000)]]),
    });
    const body = Buffer.from(await encoded.arrayBuffer());
    const cutShort = requestWith(body.subarray(0, 50_000), encoded.headers.get('content-type')!);
    const before = await namesIn(tmpFolder());

    await expect(receiveMultipart(cutShort, rules, store)).rejects.toMatchObject({
      statusCode: 400,
      code: 'MALFORMED_REQUEST',
    });
    expect(await namesIn(tmpFolder())).toEqual(before);
  });
});

function appendTo(form: FormData, name: string, value: string): FormData {
  form.append(name, value);
  return form;
}
