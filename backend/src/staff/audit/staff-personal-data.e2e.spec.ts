import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pdf, png, readStoredFile, submissionId } from '../../testing/files.js';
import { startTestApi, type TestApi, UPLOAD_SETUPS } from '../../testing/test-app.js';
import { signedInStaff, type SignedInStaff } from '../../testing/staff.js';

const PERSON = { name: 'Siti Rahmawati', email: 'Siti.Rights@example.com', phone: '+62 811 2233 4455' };
const OTHER = { name: 'Kenji Sato', email: 'kenji.rights@example.com', phone: '+62 811 9988 7766' };
const PASSPORT = pdf('passport of Siti Rahmawati');
const PHOTO = png();

describe.each(UPLOAD_SETUPS)(
  'a person’s data, exported and erased on request, on %s with %s storage (product §12.3)',
  (dialect, storage) => {
    let api: TestApi;
    let admin: SignedInStaff;
    let member: SignedInStaff;
    const ids = { visa: '', secondVisa: '', other: '' };

    const post = (path: string, json: object, staff = admin) =>
      api.request('POST', `/api/staff/personal-data/${path}`, { json, headers: staff.headers });

    async function apply(person: typeof PERSON, files: Array<[string, string, Buffer]>): Promise<string> {
      const id = submissionId();
      const answer = await api.request('POST', '/api/visa-applications', {
        form: formOf(
          {
            submissionId: id,
            fullName: person.name,
            email: person.email,
            phone: person.phone,
            service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
          },
          files,
        ),
      });
      expect(answer.status).toBe(201);
      return id;
    }

    const storedNames = async (applicationId: string) =>
      (
        await api.db
          .selectFrom('application_files')
          .select('stored_name')
          .where('application_id', '=', applicationId)
          .execute()
      ).map((row) => row.stored_name);

    beforeAll(async () => {
      api = await startTestApi(dialect, { STAFF_MFA: 'off', STORAGE: storage, MAIL_WORKER: 'off' });
      [admin, member] = await signedInStaff(api, [
        ['dewi.rights@example.com', 'admin'],
        ['budi.rights@example.com', 'staff'],
      ]);

      ids.visa = await apply(PERSON, [
        ['documents', 'passport.pdf', PASSPORT],
        ['documents', 'foto wajah.png', PHOTO],
      ]);
      // The same person typing their address in another case is the same person.
      ids.secondVisa = await apply({ ...PERSON, email: PERSON.email.toLowerCase() }, [
        ['documents', 'passport.pdf', PASSPORT],
      ]);
      ids.other = await apply(OTHER, [['documents', 'passport.pdf', pdf('Kenji')]]);
      const moved = await api.request('POST', `/api/staff/applications/${ids.visa}/status`, {
        json: {
          status: 'documents-requested',
          note: 'Siti, please send your KTP.',
          internalNote: 'Passport scan blurred',
        },
        headers: member.headers,
      });
      expect(moved.status).toBe(200);
      await api.request('POST', '/api/contact-message', {
        json: { name: PERSON.name, email: PERSON.email, message: 'Halo' },
      });
      await api.request('POST', '/api/consultation-request', {
        json: {
          firstName: 'Siti',
          lastName: 'Rahmawati',
          email: PERSON.email.toUpperCase(),
          phone: PERSON.phone,
          country: 'Indonesia',
          message: 'Work permit',
        },
      });
      await api.request('POST', '/api/promo-claim', { json: PERSON });
      await api.request('POST', '/api/contact-message', {
        json: { name: OTHER.name, email: OTHER.email, message: 'Hi' },
      });
    });
    afterAll(() => api?.close());

    it('is for admins only', async () => {
      for (const path of ['lookup', 'export', 'erase']) {
        const refused = await post(path, { email: PERSON.email, confirmEmail: PERSON.email }, member);
        expect(refused, path).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });
      }
    });

    it('finds every record held under the address, in any case, and nobody else’s', async () => {
      const found = await post('lookup', { email: ` ${PERSON.email.toUpperCase()} ` });
      expect(found.status).toBe(200);
      expect(found.body.applications).toEqual([ids.visa, ids.secondVisa].sort());
      expect(found.body.contactMessages).toHaveLength(1);
      expect(found.body.consultationRequests).toHaveLength(1);
      expect(found.body.promoClaims).toHaveLength(1);
      // Receipts, confirmations, the spot number, the status message and the agency's notices about them.
      const mail = await api.db.selectFrom('mail_outbox').select(['id', 'recipients']).execute();
      const theirs = mail.filter((message) => found.body.mailMessages.includes(message.id));
      expect(theirs.length).toBeGreaterThanOrEqual(5);
      expect(theirs.some((message) => message.recipients.toLowerCase().includes(OTHER.email))).toBe(false);
      // issue 29: the lookup is audited, by the ids it found, never the address.
      const audit = await api.db
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('action', '=', 'personal-data-looked-up')
        .executeTakeFirstOrThrow();
      expect(audit.details).toContain(ids.visa);
      expect(audit.details!.toLowerCase()).not.toContain(PERSON.email.toLowerCase());
    });

    it('exports a ZIP: the JSON of every record and each document as uploaded, and audits the ids only', async () => {
      const response = await fetch(`${api.baseUrl}/api/staff/personal-data/export`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: PERSON.email }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      const data = JSON.parse(strFromU8(files['personal-data.json']!));
      expect(data).toMatchObject({ format: 'cipta-visa/personal-data-export/1', email: PERSON.email.toLowerCase() });
      const visa = data.applications.find((application: { id: string }) => application.id === ids.visa);
      expect(visa).toMatchObject({ fullName: PERSON.name, phone: PERSON.phone, status: 'documents-requested' });
      expect(visa.history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            status: 'documents-requested',
            note: 'Siti, please send your KTP.',
            internalNote: 'Passport scan blurred',
          }),
        ]),
      );
      const document = (name: string) => visa.documents.find((item: { name: string }) => item.name === name);
      expect(Buffer.from(files[document('passport.pdf').file]!)).toEqual(PASSPORT);
      expect(Buffer.from(files[document('foto wajah.png').file]!)).toEqual(PHOTO);
      expect(document('passport.pdf')).toMatchObject({ type: 'application/pdf', size: PASSPORT.length });
      expect(Object.keys(files).filter((name) => name.startsWith('documents/'))).toHaveLength(3);
      expect(data.contactMessages).toEqual([expect.objectContaining({ name: PERSON.name, message: 'Halo' })]);
      expect(data.consultationRequests).toEqual([expect.objectContaining({ message: 'Work permit' })]);
      expect(data.promoClaims).toEqual([expect.objectContaining({ spot: 1, phone: PERSON.phone })]);
      expect(data.emails.length).toBeGreaterThanOrEqual(5);
      expect(JSON.stringify(data)).not.toContain(OTHER.email);

      const audit = await api.db
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('action', '=', 'personal-data-exported')
        .executeTakeFirstOrThrow();
      expect(audit.details).toContain(ids.visa);
      expect(audit.details!.toLowerCase()).not.toContain(PERSON.email.toLowerCase());
    });

    it('erases only after the address is typed twice, then deletes documents and e-mails and empties every personal field', async () => {
      const mismatch = await post('erase', { email: PERSON.email, confirmEmail: OTHER.email });
      expect(mismatch).toMatchObject({ status: 400, body: { code: 'CONFIRMATION_MISMATCH' } });
      const [passportObject] = await storedNames(ids.visa);
      expect(await readStoredFile(api.config, passportObject!)).toBeDefined();
      // issue 29: the .eml copies in MAIL_DIR repeat the person's data; they go with the messages.
      // (This API sends nothing, MAIL_WORKER=off: the copies are written here as the sender names
      // them, one per outbox row, `<id>.eml`.)
      const outbox = await api.db.selectFrom('mail_outbox').select(['id', 'recipients']).execute();
      await mkdir(api.config.mail.dir, { recursive: true });
      for (const message of outbox) {
        await writeFile(path.join(api.config.mail.dir, `${message.id}.eml`), `To: ${message.recipients}\r\n`);
      }
      const copiesTo = async (email: string) => {
        const names = await readdir(api.config.mail.dir);
        const texts = await Promise.all(names.map((name) => readFile(path.join(api.config.mail.dir, name), 'utf8')));
        return texts.filter((text) => text.toLowerCase().includes(email.toLowerCase())).length;
      };
      expect(await copiesTo(PERSON.email)).toBeGreaterThan(0);
      const othersCopies = await copiesTo(OTHER.email);
      expect(othersCopies).toBeGreaterThan(0);

      const erased = await post('erase', { email: PERSON.email, confirmEmail: PERSON.email.toLowerCase() });
      expect(erased.status).toBe(200);
      expect(erased.body.applications).toEqual([ids.visa, ids.secondVisa].sort());
      expect(await copiesTo(PERSON.email)).toBe(0);
      expect(await copiesTo(OTHER.email)).toBe(othersCopies);

      expect(await storedNames(ids.visa)).toEqual([]);
      expect(await readStoredFile(api.config, passportObject!)).toBeUndefined();
      const visa = await api.db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', ids.visa)
        .executeTakeFirstOrThrow();
      expect(visa).toMatchObject({
        full_name: '',
        email: '',
        phone: '',
        details: '{}',
        status: 'documents-requested',
        kind: 'visa',
      });
      const notes = await api.db
        .selectFrom('application_status_history')
        .select(['note', 'internal_note'])
        .where('application_id', '=', ids.visa)
        .execute();
      expect(notes.every((row) => row.note === null && row.internal_note === null)).toBe(true);
      expect(
        await api.db.selectFrom('mail_outbox').select('id').where('id', 'in', erased.body.mailMessages).execute(),
      ).toEqual([]);
      const everything = JSON.stringify([
        await api.db.selectFrom('contact_messages').selectAll().execute(),
        await api.db.selectFrom('consultation_requests').selectAll().execute(),
        await api.db.selectFrom('promo_claims').selectAll().execute(),
        await api.db.selectFrom('applications').selectAll().execute(),
        await api.db.selectFrom('mail_outbox').selectAll().execute(),
      ]).toLowerCase();
      for (const personal of [PERSON.email.toLowerCase(), PERSON.name.toLowerCase(), PERSON.phone, 'rahmawati', 'ktp'])
        expect(everything).not.toContain(personal);

      // Everyone else is untouched.
      expect(everything).toContain(OTHER.email);
      expect(await storedNames(ids.other)).toHaveLength(1);
      const tracked = await api.request(
        'GET',
        `/api/applications/${ids.visa}?email=${encodeURIComponent(PERSON.email)}`,
      );
      expect(tracked.status).toBe(404);
      expect((await post('lookup', { email: PERSON.email })).body).toEqual({
        applications: [],
        contactMessages: [],
        consultationRequests: [],
        promoClaims: [],
        mailMessages: [],
      });
      const audit = await api.db
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('action', '=', 'personal-data-erased')
        .executeTakeFirstOrThrow();
      expect(audit.details).toContain(ids.secondVisa);
      expect(audit.details!.toLowerCase()).not.toContain('siti');
    });
  },
);
