import { catalogueService, permitProducts } from '@cipta/domain/catalogue';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doc,
  expectRefusedLeavingNothing,
  fieldsNamed,
  formOf,
  jpeg,
  pdf,
  png,
  sha256,
  docx,
  submissionId,
  uploadFolder,
} from '../testing/files.js';
import { startTestApi, type TestApi, UPLOAD_SETUPS } from '../testing/test-app.js';

type FilePart = [field: string, name: string, content: Buffer];

const APPLICATION_ID = /^PA\d{8}[A-Z0-9]{4}$/;

/** product §4/§5: each KITAP card's own field (with a valid value) and file. */
const KITAP_CARDS = [
  {
    productId: 'spouse',
    field: 'spouseName',
    value: 'Dewi Lestari',
    stored: 'Dewi Lestari',
    file: 'marriageCertificate',
  },
  {
    productId: 'working',
    field: 'companyName',
    value: 'PT Maju Bersama',
    stored: 'PT Maju Bersama',
    file: 'workContract',
  },
  { productId: 'investor', field: 'investmentAmount', value: '500000', stored: 500000, file: 'investmentProof' },
  { productId: 'retirement', field: 'retirementAge', value: '61', stored: 61, file: 'bankStatement' },
] as const;

const OTHER_FORMS = ['stay-permit', 'international-visa', 'additional-service', 'visit-visa'] as const;

/** A form's first product of the catalogue (issue 29: the product must be one). */
const firstProduct = (formType: PermitFormType) => permitProducts(formType)[0]!.id;

/** A permit application's common text parts; an override of undefined leaves the part out. */
function permitFields(formType: string, productId: string, overrides: Record<string, string | undefined> = {}) {
  return {
    formType,
    productId,
    // issue 29: the product's own title, as the web app sends it; anything else is refused.
    productTitle: catalogueService(`${formType}/${productId}`)?.title.en ?? `${productId} application`,
    productPrice: '2,500 SR',
    fullName: 'John Smith',
    email: 'john.smith@example.com',
    phone: '+44 20 7946 0958',
    nationality: 'British',
    passport: 'GB1234567',
    ...overrides,
  };
}

const scan = (field: string, name = `${field}.pdf`): FilePart => [field, name, pdf(`${field} scan`)];

describe.each(UPLOAD_SETUPS)('POST /api/submit-application on %s with %s storage', (dialect, storage) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { STORAGE: storage });
  });
  afterAll(() => api?.close());

  const apply = (form: FormData) => api.request('POST', '/api/submit-application', { form });
  const applicationRow = (id: string) =>
    api.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fileRows = (id: string) =>
    api.db
      .selectFrom('application_files')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('original_name')
      .execute();
  const expectRefused = (form: FormData, status: number, code: string, field: string) =>
    expectRefusedLeavingNothing(api, () => apply(form), { status, code, field });
  const uploads = () => uploadFolder(api.config, api.app.store.instance);
  const applicationRows = (id: string) => api.db.selectFrom('applications').selectAll().where('id', '=', id).execute();
  const applicationsOf = (email: string) =>
    api.db.selectFrom('applications').select('id').where('email', '=', email).orderBy('id').execute();

  /** Sends a form that must be accepted; returns the new application's ID. */
  async function expectStored(form: FormData): Promise<string> {
    const answer = await apply(form);
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    expect(answer.body.applicationId).toMatch(APPLICATION_ID);
    return answer.body.applicationId;
  }

  describe('a KITAP application', () => {
    const kitap = (productId: string, overrides: Record<string, string | undefined> = {}) =>
      permitFields('kitap', productId, overrides);
    const cardFields = (card: (typeof KITAP_CARDS)[number]) => kitap(card.productId, { [card.field]: card.value });

    it.each(KITAP_CARDS)('stores a $productId card with $field and $file', async (card) => {
      const proof: FilePart = [card.file, 'proof.jpg', jpeg()];

      const id = await expectStored(formOf({ ...cardFields(card), currentStatus: 'tourist' }, [proof]));

      const row = await applicationRow(id);
      expect(row).toMatchObject({
        kind: 'kitap',
        product_id: card.productId,
        service_key: `kitap/${card.productId}`,
        // issue 29: the catalogue's title and price in the applicant's language (Indonesian by
        // default), never the client's "2,500 SR".
        service_title: catalogueService(`kitap/${card.productId}`)!.title.id,
        service_price: catalogueService(`kitap/${card.productId}`)!.price.text.id,
        email: 'john.smith@example.com',
        status: 'processing',
      });
      expect(JSON.parse(row.details)).toEqual({
        nationality: 'British',
        passport: 'GB1234567',
        currentStatus: 'tourist',
        [card.field]: card.stored,
      });
      expect(await fileRows(id)).toMatchObject([
        { field: card.file, original_name: 'proof.jpg', media_type: 'image/jpeg', sha256: sha256(proof[2]) },
      ]);
    });

    it.each(KITAP_CARDS)('refuses a $productId card without $field', async (card) => {
      await expectRefused(formOf(kitap(card.productId), [scan(card.file)]), 400, 'VALIDATION_FAILED', card.field);
    });

    it.each(KITAP_CARDS)('refuses a $productId card without its $file', async (card) => {
      await expectRefused(formOf(cardFields(card), [scan('additionalDocuments')]), 400, 'VALIDATION_FAILED', card.file);
    });

    it('holds an investor to at least 350000 USD (product §5)', async () => {
      const investor = (amount: string) =>
        formOf(kitap('investor', { investmentAmount: amount }), [scan('investmentProof')]);
      await expectRefused(investor('349999'), 400, 'VALIDATION_FAILED', 'investmentAmount');
      const id = await expectStored(investor('350000'));
      expect(JSON.parse((await applicationRow(id)).details)).toMatchObject({ investmentAmount: 350000 });
    });

    it('holds a retiree to at least 55 years (product §5)', async () => {
      const retiree = (age: string) => formOf(kitap('retirement', { retirementAge: age }), [scan('bankStatement')]);
      await expectRefused(retiree('54'), 400, 'VALIDATION_FAILED', 'retirementAge');
      const id = await expectStored(retiree('55'));
      expect(JSON.parse((await applicationRow(id)).details)).toMatchObject({ retirementAge: 55 });
    });

    it('takes several investment proofs and additional documents', async () => {
      const files: FilePart[] = [
        scan('investmentProof', 'proof-1.pdf'),
        ['investmentProof', 'proof-2.png', png()],
        ['investmentProof', 'proof-3.jpeg', jpeg()],
        scan('additionalDocuments', 'extra-1.pdf'),
        ['additionalDocuments', 'extra-2.png', png()],
      ];
      const id = await expectStored(formOf(kitap('investor', { investmentAmount: '400000' }), files));
      const rows = await fileRows(id);
      expect(rows.map((row) => [row.original_name, row.field])).toEqual([
        ['extra-1.pdf', 'additionalDocuments'],
        ['extra-2.png', 'additionalDocuments'],
        ['proof-1.pdf', 'investmentProof'],
        ['proof-2.png', 'investmentProof'],
        ['proof-3.jpeg', 'investmentProof'],
      ]);
    });

    it('refuses a second marriage certificate: the spouse card takes one file', async () => {
      const files = [scan('marriageCertificate', 'one.pdf'), scan('marriageCertificate', 'two.pdf')];
      await expectRefused(
        formOf(kitap('spouse', { spouseName: 'Dewi' }), files),
        400,
        'VALIDATION_FAILED',
        'marriageCertificate',
      );
    });

    it('refuses a field of another card', async () => {
      const form = formOf(kitap('spouse', { spouseName: 'Dewi', companyName: 'PT Maju' }), [
        scan('marriageCertificate'),
      ]);
      await expectRefused(form, 400, 'VALIDATION_FAILED', 'companyName');
    });

    it('refuses a file of another card', async () => {
      const form = formOf(kitap('spouse', { spouseName: 'Dewi' }), [scan('marriageCertificate'), scan('workContract')]);
      await expectRefused(form, 400, 'VALIDATION_FAILED', 'workContract');
    });

    it('refuses a productId that is not a KITAP card', async () => {
      await expectRefused(
        formOf(kitap('family', { spouseName: 'Dewi' }), [scan('marriageCertificate')]),
        400,
        'VALIDATION_FAILED',
        'productId',
      );
    });
  });

  describe('the other permit forms', () => {
    it.each(OTHER_FORMS)('stores a %s application with its document', async (formType) => {
      const id = await expectStored(
        formOf(permitFields(formType, firstProduct(formType), { purpose: 'Holiday in Bali' }), [scan('documents')]),
      );
      const row = await applicationRow(id);
      expect(row).toMatchObject({ kind: formType, product_id: firstProduct(formType) });
      expect(JSON.parse(row.details)).toEqual({
        nationality: 'British',
        passport: 'GB1234567',
        purpose: 'Holiday in Bali',
      });
      expect(await fileRows(id)).toMatchObject([{ field: 'documents', original_name: 'documents.pdf' }]);
    });

    it.each(OTHER_FORMS)('refuses a %s application without documents', async (formType) => {
      await expectRefused(
        formOf(permitFields(formType, firstProduct(formType))),
        400,
        'VALIDATION_FAILED',
        'documents',
      );
    });

    it('refuses two documents for an international visa, which takes one (product §5)', async () => {
      const files = [scan('documents', 'one.pdf'), scan('documents', 'two.pdf')];
      await expectRefused(
        formOf(permitFields('international-visa', 'work'), files),
        400,
        'VALIDATION_FAILED',
        'documents',
      );
    });

    it('takes several documents for a stay permit', async () => {
      const id = await expectStored(
        formOf(permitFields('stay-permit', 'multiple-entry'), [
          scan('documents', 'one.pdf'),
          scan('documents', 'two.pdf'),
        ]),
      );
      expect(await fileRows(id)).toHaveLength(2);
    });

    it.each([
      ['cv.doc', doc()],
      ['cv.docx', docx()],
    ])('refuses %s: permits take only PDF, JPG and PNG', async (name, content) => {
      const answer = await expectRefused(
        formOf(permitFields('stay-permit', 'single-entry'), [['documents', name, content]]),
        415,
        'UNSUPPORTED_FILE_TYPE',
        'documents',
      );
      expect(answer.body.message).toContain(`"${name}"`);
    });

    it('refuses KITAP-only fields and files on a stay permit', async () => {
      const fields = permitFields('stay-permit', 'single-entry', { currentStatus: 'tourist', spouseName: 'Dewi' });
      const answer = await expectRefused(
        formOf(fields, [scan('documents'), scan('marriageCertificate')]),
        400,
        'VALIDATION_FAILED',
        'spouseName',
      );
      expect(fieldsNamed(answer)).toEqual(
        expect.arrayContaining(['currentStatus', 'spouseName', 'marriageCertificate']),
      );
    });
  });

  describe('the submissionId as an idempotency key (docs/decisions.md 5, 12)', () => {
    const stayPermit = (overrides: Record<string, string | undefined> = {}) =>
      permitFields('stay-permit', 'single-entry', overrides);

    it('stores the application under the given ID, and answers a retry with it, keeping only the first request and its files', async () => {
      const id = submissionId('PA');
      const fields = stayPermit({ submissionId: id, email: 'retry.permit@example.com' });
      const firstDocument = pdf('first attempt');
      const before = await uploads();

      const first = await apply(formOf(fields, [['documents', 'passport.pdf', firstDocument]]));
      const retry = await apply(
        formOf({ ...fields, purpose: 'changed on retry' }, [['documents', 'retry.pdf', pdf('second attempt')]]),
      );
      const otherCase = await apply(
        formOf({ ...fields, email: 'RETRY.Permit@Example.com' }, [['documents', 'photo.png', png()]]),
      );

      expect([first.status, retry.status, otherCase.status]).toEqual([201, 201, 201]);
      expect(first.body).toEqual({ success: true, applicationId: id });
      expect(retry.body).toEqual(first.body);
      expect(otherCase.body).toEqual(first.body);
      const rows = await applicationRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'stay-permit', email: 'retry.permit@example.com' });
      // the submissionId is the row's ID, not one of the details
      expect(JSON.parse(rows[0]!.details)).toEqual({ nationality: 'British', passport: 'GB1234567' });
      const files = await fileRows(id);
      expect(files).toMatchObject([{ original_name: 'passport.pdf', sha256: sha256(firstDocument) }]);
      const after = await uploads();
      expect(after.files).toEqual([...before.files, files[0]!.stored_name].sort());
      expect(after.pending).toEqual([]);
    });

    it('keeps a KITAP card application under its ID too', async () => {
      const id = submissionId('PA');
      const form = () =>
        formOf(permitFields('kitap', 'spouse', { submissionId: id, spouseName: 'Dewi Lestari' }), [
          scan('marriageCertificate'),
        ]);
      expect(await expectStored(form())).toBe(id);
      expect(await expectStored(form())).toBe(id);
      expect(await applicationRows(id)).toMatchObject([{ kind: 'kitap', product_id: 'spouse' }]);
      expect(await fileRows(id)).toHaveLength(1);
    });

    it('refuses the same submissionId from another e-mail address, keeping nothing of it', async () => {
      const id = submissionId('PA');
      const fields = stayPermit({ submissionId: id, email: 'owner.permit@example.com' });
      expect((await apply(formOf(fields, [scan('documents')]))).status).toBe(201);
      const before = await uploads();

      const answer = await apply(
        formOf({ ...fields, email: 'someone.else@example.com' }, [scan('documents', 'other.pdf')]),
      );

      expect([answer.status, answer.body.code]).toEqual([409, 'SUBMISSION_CONFLICT']);
      expect(await applicationRows(id)).toMatchObject([{ email: 'owner.permit@example.com' }]);
      expect(await fileRows(id)).toMatchObject([{ original_name: 'documents.pdf' }]);
      expect(await applicationsOf('someone.else@example.com')).toEqual([]);
      expect(await uploads()).toEqual({ files: before.files, pending: [] });
    });

    it.each([
      ['a visa application ID', submissionId('VS')],
      ['a short one', 'PA1234567ABCD'],
      ['lower-case letters', 'PA12345678abcd'],
      ['a space after it', 'PA12345678ABCD '],
      ['an empty one', ''],
    ])('refuses %s, naming submissionId, and keeps nothing', async (_case, id) => {
      await expectRefused(
        formOf(stayPermit({ submissionId: id }), [scan('documents')]),
        400,
        'VALIDATION_FAILED',
        'submissionId',
      );
    });

    it('stores one application when the same submission arrives five times at once', async () => {
      const id = submissionId('PA');
      const fields = stayPermit({ submissionId: id, email: 'twins.permit@example.com' });
      const attempts = Array.from({ length: 5 }, (_, i) => pdf(`attempt ${i}`));
      const before = await uploads();

      const answers = await Promise.all(
        attempts.map((content, i) => apply(formOf(fields, [['documents', `attempt-${i}.pdf`, content]]))),
      );

      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(answers.map((answer) => answer.body)).toEqual(Array(5).fill({ success: true, applicationId: id }));
      expect(await applicationsOf('twins.permit@example.com')).toEqual([{ id: id }]);
      const files = await fileRows(id);
      expect(files).toHaveLength(1);
      expect(attempts.map(sha256)).toContain(files[0]!.sha256);
      const after = await uploads();
      expect(after.files).toEqual([...before.files, files[0]!.stored_name].sort());
      expect(after.pending).toEqual([]);
    });

    it('without a submissionId, makes a new ID for each request, as for clients that send none', async () => {
      const fields = stayPermit({ email: 'no.key.permit@example.com' });
      const ids = [
        await expectStored(formOf(fields, [scan('documents')])),
        await expectStored(formOf(fields, [scan('documents')])),
      ];
      expect(ids[0]).not.toBe(ids[1]);
      expect((await applicationsOf('no.key.permit@example.com')).map((row) => row.id)).toEqual([...ids].sort());
    });
  });
});
