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
} from '../testing/files.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

type FilePart = [field: string, name: string, content: Buffer];

const APPLICATION_ID = /^PA\d{8}[A-Z0-9]{4}$/;

/** spec §4/§5: each KITAP card's own field (with a valid value) and file. */
const KITAP_CARDS = [
  { productId: 'spouse', field: 'spouseName', value: 'Dewi Lestari', stored: 'Dewi Lestari', file: 'marriageCertificate' },
  { productId: 'working', field: 'companyName', value: 'PT Maju Bersama', stored: 'PT Maju Bersama', file: 'workContract' },
  { productId: 'investor', field: 'investmentAmount', value: '500000', stored: 500000, file: 'investmentProof' },
  { productId: 'retirement', field: 'retirementAge', value: '61', stored: 61, file: 'bankStatement' },
] as const;

const OTHER_FORMS = ['stay-permit', 'international-visa', 'additional-service', 'visit-visa'] as const;

/** A permit application's common text parts; an override of undefined leaves the part out. */
function permitFields(formType: string, productId: string, overrides: Record<string, string | undefined> = {}) {
  return {
    formType,
    productId,
    productTitle: `${productId} application`,
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

describe.each(DIALECTS)('POST /api/submit-application on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const apply = (form: FormData) => api.request('POST', '/api/submit-application', { form });
  const applicationRow = (id: string) => api.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fileRows = (id: string) =>
    api.db.selectFrom('application_files').selectAll().where('application_id', '=', id).orderBy('original_name').execute();
  const expectRefused = (form: FormData, status: number, code: string, field: string) =>
    expectRefusedLeavingNothing(api, () => apply(form), { status, code, field });

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
        service_title: `${card.productId} application`,
        service_price: '2,500 SR',
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

    it('holds an investor to at least 350000 USD (spec §5)', async () => {
      const investor = (amount: string) => formOf(kitap('investor', { investmentAmount: amount }), [scan('investmentProof')]);
      await expectRefused(investor('349999'), 400, 'VALIDATION_FAILED', 'investmentAmount');
      const id = await expectStored(investor('350000'));
      expect(JSON.parse((await applicationRow(id)).details)).toMatchObject({ investmentAmount: 350000 });
    });

    it('holds a retiree to at least 55 years (spec §5)', async () => {
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
      await expectRefused(formOf(kitap('spouse', { spouseName: 'Dewi' }), files), 400, 'VALIDATION_FAILED', 'marriageCertificate');
    });

    it('refuses a field of another card', async () => {
      const form = formOf(kitap('spouse', { spouseName: 'Dewi', companyName: 'PT Maju' }), [scan('marriageCertificate')]);
      await expectRefused(form, 400, 'VALIDATION_FAILED', 'companyName');
    });

    it('refuses a file of another card', async () => {
      const form = formOf(kitap('spouse', { spouseName: 'Dewi' }), [scan('marriageCertificate'), scan('workContract')]);
      await expectRefused(form, 400, 'VALIDATION_FAILED', 'workContract');
    });

    it('refuses a productId that is not a KITAP card', async () => {
      await expectRefused(formOf(kitap('family', { spouseName: 'Dewi' }), [scan('marriageCertificate')]), 400, 'VALIDATION_FAILED', 'productId');
    });
  });

  describe('the other permit forms', () => {
    it.each(OTHER_FORMS)('stores a %s application with its document', async (formType) => {
      const id = await expectStored(formOf(permitFields(formType, 'single-entry', { purpose: 'Holiday in Bali' }), [scan('documents')]));
      const row = await applicationRow(id);
      expect(row).toMatchObject({ kind: formType, product_id: 'single-entry' });
      expect(JSON.parse(row.details)).toEqual({ nationality: 'British', passport: 'GB1234567', purpose: 'Holiday in Bali' });
      expect(await fileRows(id)).toMatchObject([{ field: 'documents', original_name: 'documents.pdf' }]);
    });

    it.each(OTHER_FORMS)('refuses a %s application without documents', async (formType) => {
      await expectRefused(formOf(permitFields(formType, 'single-entry')), 400, 'VALIDATION_FAILED', 'documents');
    });

    it('refuses two documents for an international visa, which takes one (spec §5)', async () => {
      const files = [scan('documents', 'one.pdf'), scan('documents', 'two.pdf')];
      await expectRefused(formOf(permitFields('international-visa', 'work'), files), 400, 'VALIDATION_FAILED', 'documents');
    });

    it('takes several documents for a stay permit', async () => {
      const id = await expectStored(formOf(permitFields('stay-permit', 'multiple-entry'), [scan('documents', 'one.pdf'), scan('documents', 'two.pdf')]));
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
      const answer = await expectRefused(formOf(fields, [scan('documents'), scan('marriageCertificate')]), 400, 'VALIDATION_FAILED', 'spouseName');
      expect(fieldsNamed(answer)).toEqual(expect.arrayContaining(['currentStatus', 'spouseName', 'marriageCertificate']));
    });
  });
});
