import { catalogueService } from '@cipta/domain/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import {
  elf,
  expectRefusedLeavingNothing,
  fieldsNamed,
  formOf,
  pdf,
  png,
  readStoredFile,
  SAMPLE_DOCUMENTS,
  sha256,
  submissionId,
  uploadFolder,
} from '../testing/files.js';
import {
  createSharedState,
  type SharedState,
  STORAGES,
  startTestApi,
  type TestApi,
  UPLOAD_SETUPS,
} from '../testing/test-app.js';

type FilePart = [field: string, name: string, content: Buffer];

const TOURIST_SERVICE = JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' });
const WORKING_SERVICE = JSON.stringify({ title: 'Working Visa and Stay Permit (E23 KITAS)', price: 'USD 450' });
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A valid visa application's text parts; an override of undefined leaves the part out. */
function visaFields(overrides: Record<string, string | undefined> = {}) {
  return {
    submissionId: submissionId(),
    fullName: 'Ana Putri',
    email: 'ana@example.com',
    phone: '+62 812 3456 7890',
    service: TOURIST_SERVICE,
    ...overrides,
  };
}

const passportScan = (): FilePart => ['documents', 'passport.pdf', pdf('passport scan')];

describe.each(UPLOAD_SETUPS)('POST /api/visa-applications on %s with %s storage', (dialect, storage) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { STORAGE: storage });
  });
  afterAll(() => api?.close());

  const apply = (form: FormData) => api.request('POST', '/api/visa-applications', { form });
  const uploads = () => uploadFolder(api.config, api.app.store.instance);
  const storedFile = async (storedName: string) => (await readStoredFile(api.config, storedName))!;
  const applicationRows = (id: string) => api.db.selectFrom('applications').selectAll().where('id', '=', id).execute();
  const fileRows = (id: string) =>
    api.db
      .selectFrom('application_files')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('original_name')
      .execute();

  /** Sends a form that must be refused, then checks that nothing of it was kept. */
  const expectRefused = (form: FormData, status: number, code: string, field?: string) =>
    expectRefusedLeavingNothing(api, () => apply(form), { status, code, ...(field ? { field } : {}) });

  describe('an application it accepts', () => {
    it('stores a tourist application and its two documents byte for byte, under random names', async () => {
      const fields = visaFields();
      const documents: FilePart[] = [
        ['documents', 'passport.pdf', pdf('passport scan')],
        ['documents', 'photo.png', png()],
      ];
      const startedAt = Date.now();

      const answer = await apply(formOf(fields, documents));

      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        data: { submissionId: fields.submissionId, status: 'Sedang Diproses', receivedAt: expect.any(String) },
      });
      const receivedAt = Date.parse(answer.body.data.receivedAt);
      expect(receivedAt).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(receivedAt).toBeLessThanOrEqual(Date.now() + 1000);

      const [row, ...others] = await applicationRows(fields.submissionId);
      expect(others).toEqual([]);
      expect(row).toMatchObject({
        kind: 'visa',
        product_id: null,
        service_key: 'visa/b1-visa-on-arrival',
        // issue 29: the catalogue's, in the applicant's language (Indonesian by default).
        service_title: catalogueService('visa/b1-visa-on-arrival')!.title.id,
        service_price: catalogueService('visa/b1-visa-on-arrival')!.price.text.id,
        full_name: 'Ana Putri',
        email: 'ana@example.com',
        phone: '+62 812 3456 7890',
        status: 'processing',
        submitted_at: answer.body.data.receivedAt,
      });
      expect(JSON.parse(row!.details)).toEqual({ sponsorType: 'cipta' });

      const history = await api.db
        .selectFrom('application_status_history')
        .selectAll()
        .where('application_id', '=', fields.submissionId)
        .execute();
      expect(history).toMatchObject([{ status: 'processing', at: row!.submitted_at }]);

      const files = await fileRows(fields.submissionId);
      expect(files).toHaveLength(2);
      for (const [i, file] of files.entries()) {
        const [, name, content] = documents[i]!;
        expect(file).toMatchObject({
          field: 'documents',
          original_name: name,
          size: content.length,
          sha256: sha256(content),
        });
        expect(file.stored_name).toMatch(STORED_NAME);
        expect(sha256(await storedFile(file.stored_name))).toBe(sha256(content));
      }
      expect(files.map((file) => file.media_type)).toEqual(['application/pdf', 'image/png']);
      expect(files[0]!.stored_name).not.toBe(files[1]!.stored_name);
      expect((await uploads()).pending).toEqual([]);
    });

    it.each(Object.entries(SAMPLE_DOCUMENTS))('accepts a .%s document', async (extension, sample) => {
      const fields = visaFields();
      const content = sample();
      const answer = await apply(formOf(fields, [['documents', `scan.${extension}`, content]]));
      expect(answer.status).toBe(201);
      const [file] = await fileRows(fields.submissionId);
      expect(file).toMatchObject({ original_name: `scan.${extension}`, sha256: sha256(content) });
      expect(await storedFile(file!.stored_name)).toEqual(content);
    });

    it('accepts a file of exactly 5 MB, the largest allowed', async () => {
      const fields = visaFields();
      const largest = pdf('largest', MAX_UPLOAD_BYTES);
      expect((await apply(formOf(fields, [['documents', 'largest.pdf', largest]]))).status).toBe(201);
      expect(await fileRows(fields.submissionId)).toMatchObject([{ size: MAX_UPLOAD_BYTES, sha256: sha256(largest) }]);
    });

    it('asks a working service which kind of work, and stores the answer', async () => {
      const withoutWorkType = visaFields({ service: WORKING_SERVICE });
      const refused = await expectRefused(
        formOf(withoutWorkType, [passportScan()]),
        400,
        'VALIDATION_FAILED',
        'workType',
      );
      expect(fieldsNamed(refused)).toEqual(['workType']);

      const fields = visaFields({ service: WORKING_SERVICE, workType: 'skilled' });
      expect((await apply(formOf(fields, [passportScan()]))).status).toBe(201);
      const [row] = await applicationRows(fields.submissionId);
      expect(JSON.parse(row!.details)).toEqual({ sponsorType: 'cipta', workType: 'skilled' });
    });

    it('stores an own-company sponsor', async () => {
      const fields = visaFields({ sponsorType: 'sponsor' });
      expect((await apply(formOf(fields, [passportScan()]))).status).toBe(201);
      const [row] = await applicationRows(fields.submissionId);
      expect(JSON.parse(row!.details)).toEqual({ sponsorType: 'sponsor' });
    });
  });

  describe('documents it refuses, keeping nothing of the request', () => {
    it('refuses a renamed executable sent as cv.pdf, by its content', async () => {
      const answer = await expectRefused(
        formOf(visaFields(), [['documents', 'cv.pdf', elf()]]),
        415,
        'UNSUPPORTED_FILE_TYPE',
        'documents',
      );
      expect(answer.body.message).toContain('"cv.pdf"');
    });

    it('refuses a PNG named cv.pdf: content and name must agree', async () => {
      await expectRefused(
        formOf(visaFields(), [['documents', 'cv.pdf', png()]]),
        415,
        'UNSUPPORTED_FILE_TYPE',
        'documents',
      );
    });

    it('refuses a PDF named cv.pdf.exe', async () => {
      await expectRefused(
        formOf(visaFields(), [['documents', 'cv.pdf.exe', pdf()]]),
        415,
        'UNSUPPORTED_FILE_TYPE',
        'documents',
      );
    });

    it('refuses a zip named .docx that is no Word document', async () => {
      const plainZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100)]);
      await expectRefused(
        formOf(visaFields(), [['documents', 'cv.docx', plainZip]]),
        415,
        'UNSUPPORTED_FILE_TYPE',
        'documents',
      );
    });

    it('refuses an empty file', async () => {
      await expectRefused(
        formOf(visaFields(), [['documents', 'empty.pdf', Buffer.alloc(0)]]),
        415,
        'UNSUPPORTED_FILE_TYPE',
        'documents',
      );
    });

    it('refuses the whole application when one of its documents is refused, keeping none of them', async () => {
      const documents: FilePart[] = [
        passportScan(),
        ['documents', 'photo.png', png()],
        ['documents', 'tool.doc', elf()],
      ];
      await expectRefused(formOf(visaFields(), documents), 415, 'UNSUPPORTED_FILE_TYPE', 'documents');
    });

    it('refuses a 6 MB file, naming it', async () => {
      const big: FilePart = ['documents', 'passport-scan.pdf', pdf('big', 6 * 1024 * 1024)];
      const answer = await expectRefused(
        formOf(visaFields(), [passportScan(), big]),
        413,
        'FILE_TOO_LARGE',
        'documents',
      );
      expect(answer.body.message).toContain('"passport-scan.pdf"');
    });

    it('refuses an application without documents, naming them', async () => {
      await expectRefused(formOf(visaFields()), 400, 'VALIDATION_FAILED', 'documents');
    });

    it('refuses 21 files', async () => {
      const documents = Array.from({ length: 21 }, (_, i): FilePart => [
        'documents',
        `page-${i}.pdf`,
        pdf(`page ${i}`),
      ]);
      await expectRefused(formOf(visaFields(), documents), 413, 'TOO_MANY_FILES');
    });

    it('refuses a file in a part that takes none', async () => {
      await expectRefused(
        formOf(visaFields(), [passportScan(), ['photo', 'photo.png', png()]]),
        400,
        'VALIDATION_FAILED',
        'photo',
      );
    });

    it('refuses a body that is not multipart', async () => {
      const answer = await api.request('POST', '/api/visa-applications', { json: visaFields() });
      expect(answer.status).toBe(415);
      expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('fields it refuses, naming them', () => {
    it.each([
      ['a submissionId not made as product §7 says', { submissionId: 'VS123' }, 'submissionId'],
      ['a bad e-mail address', { email: 'ana@' }, 'email'],
      ['a missing full name', { fullName: undefined }, 'fullName'],
      ['a service that is not JSON', { service: 'B1 Tourist Visa' }, 'service'],
      ['a service without a title', { service: JSON.stringify({ price: 'USD 35' }) }, 'service'],
      ['an unknown sponsor type', { sponsorType: 'friend' }, 'sponsorType'],
      ['an unknown text field', { nickname: 'Ana' }, 'nickname'],
    ])('refuses %s', async (_case, overrides, field) => {
      await expectRefused(formOf(visaFields(overrides), [passportScan()]), 400, 'VALIDATION_FAILED', field);
    });
  });

  describe('the submissionId as an idempotency key', () => {
    it('answers a retry with the stored result and keeps only the first request and its files', async () => {
      const fields = visaFields();
      const firstDocument = pdf('first attempt');
      const before = await uploads();

      const first = await apply(formOf(fields, [['documents', 'passport.pdf', firstDocument]]));
      const retry = await apply(formOf(fields, [['documents', 'retry.pdf', pdf('second attempt')]]));
      const otherCase = await apply(
        formOf({ ...fields, email: 'ANA@Example.com' }, [['documents', 'photo.png', png()]]),
      );

      expect([first.status, retry.status, otherCase.status]).toEqual([201, 201, 201]);
      expect(retry.body).toEqual(first.body);
      expect(otherCase.body).toEqual(first.body);
      expect(await applicationRows(fields.submissionId)).toHaveLength(1);
      const files = await fileRows(fields.submissionId);
      expect(files).toMatchObject([{ original_name: 'passport.pdf', sha256: sha256(firstDocument) }]);
      const after = await uploads();
      expect(after.files).toEqual([...before.files, files[0]!.stored_name].sort());
      expect(after.pending).toEqual([]);
    });

    it('stores one application when the same submission arrives five times at once', async () => {
      const fields = visaFields();
      const attempts = Array.from({ length: 5 }, (_, i) => pdf(`attempt ${i}`));
      const before = await uploads();

      const answers = await Promise.all(
        attempts.map((content, i) => apply(formOf(fields, [['documents', `attempt-${i}.pdf`, content]]))),
      );

      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.data.receivedAt)).size).toBe(1);
      expect(await applicationRows(fields.submissionId)).toHaveLength(1);
      const files = await fileRows(fields.submissionId);
      expect(files).toHaveLength(1);
      expect(attempts.map(sha256)).toContain(files[0]!.sha256);
      const after = await uploads();
      expect(after.files).toEqual([...before.files, files[0]!.stored_name].sort());
      expect(after.pending).toEqual([]);
    });

    it('refuses the same submissionId from another e-mail address', async () => {
      const fields = visaFields();
      expect((await apply(formOf(fields, [passportScan()]))).status).toBe(201);
      const before = await uploads();

      const answer = await apply(formOf({ ...fields, email: 'someone.else@example.com' }, [passportScan()]));

      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('SUBMISSION_CONFLICT');
      expect(await applicationRows(fields.submissionId)).toMatchObject([{ email: 'ana@example.com' }]);
      expect(await fileRows(fields.submissionId)).toHaveLength(1);
      expect(await uploads()).toEqual({ files: before.files, pending: [] });
    });
  });
});

describe.each(STORAGES)(
  'the submissionId on two API instances sharing one PostgreSQL database and %s storage',
  (storage) => {
    let state: SharedState;
    let first: TestApi;
    let second: TestApi;
    beforeAll(async () => {
      state = await createSharedState('postgres', storage);
      first = await startTestApi('postgres', {}, state);
      second = await startTestApi('postgres', {}, state);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await state?.dispose();
    });

    it('stores one application when the same submission reaches both instances six times at once', async () => {
      const fields = visaFields();
      const attempts = Array.from({ length: 6 }, (_, i) => pdf(`attempt ${i}`));

      const answers = await Promise.all(
        attempts.map((content, i) =>
          (i % 2 ? second : first).request('POST', '/api/visa-applications', {
            form: formOf(fields, [['documents', `attempt-${i}.pdf`, content]]),
          }),
        ),
      );

      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(
        await first.db.selectFrom('applications').select('id').where('id', '=', fields.submissionId).execute(),
      ).toHaveLength(1);
      const files = await first.db
        .selectFrom('application_files')
        .selectAll()
        .where('application_id', '=', fields.submissionId)
        .execute();
      expect(files).toHaveLength(1);
      expect(attempts.map(sha256)).toContain(files[0]!.sha256);
      // Both instances share the store: one stored file, and neither kept a pending one.
      expect(await uploadFolder(first.config, first.app.store.instance)).toEqual({
        files: [files[0]!.stored_name],
        pending: [],
      });
      expect((await uploadFolder(second.config, second.app.store.instance)).pending).toEqual([]);
    });

    it('refuses the submissionId on the other instance from another e-mail address', async () => {
      const fields = visaFields();
      expect(
        (await first.request('POST', '/api/visa-applications', { form: formOf(fields, [passportScan()]) })).status,
      ).toBe(201);

      const answer = await second.request('POST', '/api/visa-applications', {
        form: formOf({ ...fields, email: 'someone.else@example.com' }, [passportScan()]),
      });

      expect([answer.status, answer.body.code]).toEqual([409, 'SUBMISSION_CONFLICT']);
    });
  },
);
