import { PERMIT_FILE_FIELDS } from '@cipta/domain/permit-forms';
import { describe, expect, it } from 'vitest';
import type { ReceivedFile } from '../storage/multipart.js';
import type { PermitApplicationDto } from './application.dto.js';
import { checkPermitApplication } from './permit-rules.js';

/** A form that passed the DTO's checks; only formType, productId and the extras matter here. */
const formFor = (formType: string, productId: string, extras: Partial<PermitApplicationDto> = {}) =>
  ({
    formType,
    productId,
    productTitle: 'Product',
    fullName: 'John Smith',
    email: 'john@example.com',
    phone: '+44 20 7946 0958',
    nationality: 'British',
    passport: 'GB1234567',
    ...extras,
  }) as PermitApplicationDto;

/** Received files, one per field named (a field named twice gives two files). */
const filesIn = (...fields: string[]) =>
  fields.map((field, i) => ({ field, originalName: `file-${i}.pdf` }) as ReceivedFile);

const fieldsOf = (problems: ReturnType<typeof checkPermitApplication>) => problems.map((problem) => problem.field);

const CARDS = [
  { productId: 'spouse', extras: { spouseName: 'Dewi' }, field: 'spouseName', file: 'marriageCertificate' },
  { productId: 'working', extras: { companyName: 'PT Maju' }, field: 'companyName', file: 'workContract' },
  { productId: 'investor', extras: { investmentAmount: 350_000 }, field: 'investmentAmount', file: 'investmentProof' },
  { productId: 'retirement', extras: { retirementAge: 55 }, field: 'retirementAge', file: 'bankStatement' },
] as const;

describe('checkPermitApplication for a KITAP', () => {
  it.each(CARDS)(
    'accepts a $productId card with $field and $file, and optional additional documents',
    ({ productId, extras, file }) => {
      const form = formFor('kitap', productId, { ...extras, currentStatus: 'work' });
      expect(checkPermitApplication(form, filesIn(file))).toEqual([]);
      expect(checkPermitApplication(form, filesIn(file, 'additionalDocuments', 'additionalDocuments'))).toEqual([]);
    },
  );

  it.each(CARDS)('names both $field and $file when a $productId card has neither', ({ productId, field, file }) => {
    expect(checkPermitApplication(formFor('kitap', productId), [])).toEqual([
      { field, message: `${field} is required for this card` },
      { field: file, message: `${file} is required for this card` },
    ]);
  });

  it('takes several investment proofs, but one file for the other cards', () => {
    const investor = formFor('kitap', 'investor', { investmentAmount: 400_000 });
    expect(checkPermitApplication(investor, filesIn('investmentProof', 'investmentProof', 'investmentProof'))).toEqual(
      [],
    );
    const spouse = formFor('kitap', 'spouse', { spouseName: 'Dewi' });
    expect(checkPermitApplication(spouse, filesIn('marriageCertificate', 'marriageCertificate'))).toEqual([
      { field: 'marriageCertificate', message: 'marriageCertificate takes one file' },
    ]);
  });

  it('refuses the fields and files of the other cards', () => {
    const form = formFor('kitap', 'working', { companyName: 'PT Maju', spouseName: 'Dewi', retirementAge: 60 });
    const problems = checkPermitApplication(form, filesIn('workContract', 'investmentProof'));
    expect(fieldsOf(problems).sort()).toEqual(['investmentProof', 'retirementAge', 'spouseName']);
    expect(problems.every((problem) => problem.message.endsWith('belongs to another KITAP card'))).toBe(true);
  });

  it('refuses purpose and documents, which belong to the other forms', () => {
    const form = formFor('kitap', 'spouse', { spouseName: 'Dewi', purpose: 'Family' });
    expect(fieldsOf(checkPermitApplication(form, filesIn('marriageCertificate', 'documents')))).toEqual([
      'purpose',
      'documents',
    ]);
  });

  it.each(['family', 'constructor', 'hasOwnProperty'])(
    'refuses %s as a KITAP card, and says nothing else',
    (productId) => {
      const problems = checkPermitApplication(formFor('kitap', productId, { spouseName: 'Dewi' }), []);
      expect(problems).toEqual([
        { field: 'productId', message: 'productId must be one of spouse, working, investor, retirement for a KITAP' },
      ]);
    },
  );
});

describe('checkPermitApplication for the other forms', () => {
  it.each(['stay-permit', 'additional-service', 'visit-visa'])(
    'accepts a %s with one or several documents',
    (formType) => {
      const form = formFor(formType, 'single-entry', { purpose: 'Holiday' });
      expect(checkPermitApplication(form, filesIn('documents'))).toEqual([]);
      expect(checkPermitApplication(form, filesIn('documents', 'documents', 'documents'))).toEqual([]);
    },
  );

  it.each(['stay-permit', 'international-visa', 'additional-service', 'visit-visa'])(
    'requires documents for a %s',
    (formType) => {
      expect(checkPermitApplication(formFor(formType, 'single-entry'), [])).toEqual([
        { field: 'documents', message: 'documents is required: attach at least one file' },
      ]);
    },
  );

  it('takes exactly one document for an international visa (product §5)', () => {
    const form = formFor('international-visa', 'work');
    expect(checkPermitApplication(form, filesIn('documents'))).toEqual([]);
    expect(checkPermitApplication(form, filesIn('documents', 'documents'))).toEqual([
      { field: 'documents', message: 'documents takes one file for an international visa' },
    ]);
  });

  it('refuses every KITAP-only field and file', () => {
    const form = formFor('stay-permit', 'single-entry', {
      currentStatus: 'tourist',
      spouseName: 'Dewi',
      companyName: 'PT Maju',
      investmentAmount: 350_000,
      retirementAge: 60,
    });
    const kitapFiles = PERMIT_FILE_FIELDS.filter((field) => field !== 'documents');
    const problems = checkPermitApplication(form, filesIn('documents', ...kitapFiles));
    expect(fieldsOf(problems).sort()).toEqual(
      ['currentStatus', 'spouseName', 'companyName', 'investmentAmount', 'retirementAge', ...kitapFiles].sort(),
    );
  });
});

describe('PERMIT_FILE_FIELDS', () => {
  it('lists every file part a permit form may carry, and nothing else', () => {
    expect([...PERMIT_FILE_FIELDS].sort()).toEqual([
      'additionalDocuments',
      'bankStatement',
      'documents',
      'investmentProof',
      'marriageCertificate',
      'workContract',
    ]);
  });
});
