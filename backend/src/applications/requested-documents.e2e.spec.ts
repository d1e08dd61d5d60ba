import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAccounts } from '../staff/accounts/staff-accounts.js';
import { doc, formOf, pdf, png, readStoredFile, sha256, submissionId } from '../testing/files.js';
import { startTestApi, type TestApi, UPLOAD_SETUPS } from '../testing/test-app.js';

const PASSWORD = 'lantern-orbit-cashew-91';
const NOTE = 'Kirimkan pindaian paspor dengan kedua halaman terlihat.';

describe.each(UPLOAD_SETUPS)(
  'documents sent on tracking after a request, on %s with %s storage (issue 13)',
  (dialect, storage) => {
    let api: TestApi;
    let staff: Record<string, string>;

    async function apply(email: string, prefix: 'VS' | 'PA' = 'VS'): Promise<string> {
      const id = submissionId(prefix);
      const common = { submissionId: id, fullName: 'Ana Putri', email, phone: '+62 812 3456 7890' };
      const answer =
        prefix === 'VS'
          ? await api.request('POST', '/api/visa-applications', {
              form: formOf(
                { ...common, service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }) },
                [['documents', 'passport.pdf', pdf('first scan')]],
              ),
            })
          : await api.request('POST', '/api/submit-application', {
              form: formOf(
                {
                  ...common,
                  formType: 'stay-permit',
                  productId: 'single-entry',
                  productTitle: 'Single Entry Stay Permit',
                  nationality: 'Japan',
                  passport: 'TK1234567',
                },
                [['documents', 'passport.pdf', pdf('first scan')]],
              ),
            });
      expect(answer.status).toBe(201);
      return id;
    }

    const requestDocuments = (id: string) =>
      api.request('POST', `/api/staff/applications/${id}/status`, {
        json: { status: 'documents-requested', note: NOTE, internalNote: 'Cropped.' },
        headers: staff,
      });

    const upload = (id: string, fields: Record<string, string | undefined>, files: Array<[string, string, Buffer]>) =>
      api.request('POST', `/api/applications/${id}/documents`, { form: formOf(fields, files) });

    beforeAll(async () => {
      api = await startTestApi(dialect, { STAFF_MFA: 'off', STORAGE: storage });
      const accounts = new StaffAccounts(api.db);
      const { user } = await accounts.add('budi@example.com', 'staff', 'Budi Santoso');
      await accounts.setPassword(user, PASSWORD);
      const session = await api.request('POST', '/api/staff/session', {
        json: { email: 'budi@example.com', password: PASSWORD },
      });
      staff = {
        cookie: `cipta_staff=${/cipta_staff=([^;]*)/.exec(session.headers.get('set-cookie')!)![1]}`,
        'x-csrf-token': session.body.csrfToken,
      };
    });
    afterAll(() => api?.close());

    it('takes the requested files, moves the application back to processing, and shows them to staff as later uploads', async () => {
      const id = await apply('ana@example.com');
      // Nothing is asked yet: the right ID and e-mail are told so, and nothing is stored.
      const early = await upload(id, { email: 'ana@example.com' }, [['documents', 'scan.pdf', pdf('early')]]);
      expect(early).toMatchObject({ status: 409, body: { code: 'DOCUMENTS_NOT_REQUESTED' } });

      expect((await requestDocuments(id)).status).toBe(200);
      const tracking = await api.request('GET', `/api/applications/${id}?email=ANA%40example.com`);
      expect(tracking.body).toMatchObject({
        status: 'documents-requested',
        note: NOTE,
        documentRequest: { note: NOTE, requestedAt: expect.any(String) },
      });
      expect(JSON.stringify(tracking.body)).not.toContain('Cropped');

      // An unknown ID and a wrong e-mail get one answer.
      const wrongEmail = await upload(id, { email: 'eve@example.com' }, [['documents', 'scan.pdf', pdf('x')]]);
      const unknown = await upload(submissionId(), { email: 'ana@example.com' }, [['documents', 'scan.pdf', pdf('x')]]);
      expect(wrongEmail.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(wrongEmail.body).toEqual(unknown.body);
      // The first upload's file rules: content, not the name, decides.
      const fake = await upload(id, { email: 'ana@example.com' }, [
        ['documents', 'scan.pdf', Buffer.from('MZ not a pdf')],
      ]);
      expect(fake).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_FILE_TYPE' } });
      const none = await upload(id, { email: 'ana@example.com' }, []);
      expect(none).toMatchObject({ status: 400, body: { details: [{ field: 'documents' }] } });

      const scan = pdf('both pages');
      const uploadId = 'u0123456789abcdefXYZ';
      const files: Array<[string, string, Buffer]> = [
        ['documents', 'paspor dua halaman.pdf', scan],
        ['documents', 'photo.png', png()],
      ];
      const sent = await upload(id, { email: 'Ana@Example.com', uploadId }, files);
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        success: true,
        id,
        status: 'processing',
        documents: [{ name: 'paspor dua halaman.pdf', size: scan.length }, { name: 'photo.png' }],
      });

      // A retry of the same upload answers what was stored and stores nothing new.
      const retry = await upload(id, { email: 'ana@example.com', uploadId }, files);
      expect(retry.status).toBe(201);
      // (The files of one upload share a time: the stored answer lists them in no fixed order.)
      const byName = (body: { documents: Array<{ name: string }> }) => ({
        ...body,
        documents: [...body.documents].sort((a, b) => a.name.localeCompare(b.name)),
      });
      expect(byName(retry.body)).toEqual(byName(sent.body));
      // Another upload now: nothing is asked any more.
      const again = await upload(id, { email: 'ana@example.com' }, [['documents', 'more.pdf', pdf('more')]]);
      expect(again).toMatchObject({ status: 409, body: { code: 'DOCUMENTS_NOT_REQUESTED' } });

      const detail = await api.request('GET', `/api/staff/applications/${id}`, { headers: staff });
      expect(detail.body.status).toBe('processing');
      const request = detail.body.history.find((entry: { status: string }) => entry.status === 'documents-requested');
      expect(detail.body.history.at(-1)).toMatchObject({ status: 'processing' });
      expect(detail.body.history.at(-1).changedBy).toBeUndefined();
      expect(detail.body.documents).toHaveLength(3);
      const [first, ...later] = detail.body.documents;
      expect(first).toMatchObject({ name: 'passport.pdf', uploadedAfterRequest: false });
      expect(first.requestId).toBeUndefined();
      for (const document of later) {
        expect(document).toMatchObject({ uploadedAfterRequest: true, requestId: request.id });
      }
      const later1 = later.find((document: { name: string }) => document.name === 'paspor dua halaman.pdf');
      expect(later1).toMatchObject({ mediaType: 'application/pdf', sha256: sha256(scan) });
      const stored = await api.db
        .selectFrom('application_files')
        .select('stored_name')
        .where('id', '=', later1.id)
        .executeTakeFirstOrThrow();
      expect((await readStoredFile(api.config, stored.stored_name))?.equals(scan)).toBe(true);
      const download = await fetch(`${api.baseUrl}/api/staff/applications/${id}/documents/${later1.id}`, {
        headers: staff,
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(scan)).toBe(true);

      const tracked = await api.request('GET', `/api/applications/${id}?email=ana%40example.com`);
      expect(tracked.body.documentRequest).toBeUndefined();
      expect(tracked.body.history.map((entry: { status: string }) => entry.status)).toEqual([
        'processing',
        'documents-requested',
        'processing',
      ]);
    });

    it("keeps a permit application's file rules: no DOC on a later upload either", async () => {
      const id = await apply('kenji@example.com', 'PA');
      expect((await requestDocuments(id)).status).toBe(200);
      const word = await upload(id, { email: 'kenji@example.com' }, [['documents', 'letter.doc', doc()]]);
      expect(word).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_FILE_TYPE' } });
      const ok = await upload(id, { email: 'kenji@example.com' }, [['documents', 'letter.pdf', pdf('letter')]]);
      expect(ok).toMatchObject({ status: 201, body: { status: 'processing' } });
    });
  },
);
