import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pdf, readStoredFile, storeContents, submissionId } from '../testing/files.js';
import { startTestApi, type TestApi, UPLOAD_SETUPS } from '../testing/test-app.js';

// OWASP File Upload Cheat Sheet: uploaded documents are never served, and the server names
// them itself, so no client name can reach or overwrite a file.

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(UPLOAD_SETUPS)('uploaded documents on %s with %s storage', (dialect, storage) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { STORAGE: storage });
  });
  afterAll(() => api?.close());

  /** Stores a visa application with one document of these bytes under this client name. */
  async function apply(name: string, content: Buffer) {
    const id = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: id,
          fullName: 'Ana Putri',
          email: 'ana@example.com',
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)' }),
        },
        [['documents', name, content]],
      ),
    });
    expect(answer.status).toBe(201);
    const row = await api.db
      .selectFrom('application_files')
      .select(['stored_name', 'original_name'])
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, ...row };
  }

  it('are reachable through no URL of the API, however the path is spelled', async () => {
    const marker = `secret passport scan ${Date.now()}`;
    const { stored_name: stored, id } = await apply('passport.pdf', pdf(marker));
    const relativeToDocs = path.relative(
      path.resolve(import.meta.dirname, '../../assets/docs'),
      path.join(api.config.uploadDir, 'files', stored),
    );
    const attempts = [
      `/${stored}`,
      `/files/${stored}`,
      `/uploads/files/${stored}`,
      `/data/uploads/files/${stored}`,
      `/api/files/${stored}`,
      `/api/applications/${id}/files`,
      `/api/applications/${id}/files/${stored}`,
      `/docs/assets/${stored}`,
      `/docs/assets/../../../data/uploads/files/${stored}`,
      `/docs/assets/..%2f..%2f..%2fdata%2fuploads%2ffiles%2f${stored}`,
      `/docs/assets/%2e%2e/%2e%2e/%2e%2e/data/uploads/files/${stored}`,
      `/docs/assets/${relativeToDocs}`,
      `/docs/assets/${encodeURIComponent(relativeToDocs)}`,
      `/docs/assets/${encodeURIComponent(path.join(api.config.uploadDir, 'files', stored))}`,
    ];
    for (const attempt of attempts) {
      const answer = await rawGet(api.baseUrl, attempt);
      expect([attempt, answer.status]).toEqual([attempt, 404]);
      expect(answer.text).not.toContain(marker);
    }
  });

  it('are stored under a name the server made, whatever name the client gave, overwriting nothing', async () => {
    const first = await apply('passport.pdf', pdf('the first document'));
    const before = await readStoredFile(api.config, first.stored_name);

    const attacks = [
      `${first.stored_name}`,
      `${first.stored_name}.pdf`,
      `../files/${first.stored_name}.pdf`,
      '../../etc/passwd.pdf',
      `${'a'.repeat(296)}.pdf`,
      'C:\\Windows\\system.pdf',
    ];
    const stored = [];
    for (const name of attacks.filter((name) => name.endsWith('.pdf')))
      stored.push(await apply(name, pdf(`attack ${name}`)));

    for (const row of stored) {
      expect(row.stored_name).toMatch(STORED_NAME);
      expect(row.stored_name).not.toBe(first.stored_name);
      expect(row.original_name).not.toMatch(/[\\/]/);
    }
    expect(stored.map((row) => row.original_name)).toEqual([
      `${first.stored_name}.pdf`,
      `${first.stored_name}.pdf`,
      'passwd.pdf',
      `${'a'.repeat(196)}.pdf`,
      'system.pdf',
    ]);
    expect(await readStoredFile(api.config, first.stored_name)).toEqual(before);
    for (const name of (await storeContents(api.config)).files) expect(name).toMatch(STORED_NAME);
  });
});

/** A GET with the path sent byte for byte (fetch would fold ../ and %2e%2e first). */
function rawGet(baseUrl: string, urlPath: string): Promise<{ status: number; text: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: urlPath, method: 'GET' }, (response) => {
      let text = '';
      response.setEncoding('latin1').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
