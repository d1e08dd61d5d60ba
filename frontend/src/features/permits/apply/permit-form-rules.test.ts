import { MAX_FILES_PER_SUBMISSION } from '@cipta/domain/constants';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PERMIT_FORM,
  fileFields,
  fileShare,
  formShape,
  type PermitFormShape,
  type PermitFormValues,
  validatePermitForm,
} from './permit-form-rules';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

const base: PermitFormValues = {
  ...EMPTY_PERMIT_FORM,
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+62 812 0000 1111',
  nationality: 'Brazilian',
  passport: 'FT123456',
};

function withFiles(values: PermitFormValues, files: Partial<PermitFormValues['files']>): PermitFormValues {
  return { ...values, files: { ...values.files, ...files } };
}

const kitap = (card: string) => formShape('kitap', card);

describe('the permit forms (product §3, §5): what each screen asks for', () => {
  it('gives each KITAP card its own file, required, and optional additional documents', () => {
    expect(fileFields(kitap('spouse'))).toEqual([
      { field: 'marriageCertificate', required: true, single: true },
      { field: 'additionalDocuments', required: false, single: false },
    ]);
    expect(fileFields(kitap('working'))[0]).toEqual({ field: 'workContract', required: true, single: true });
    // product §5: investor proof allows multiple files
    expect(fileFields(kitap('investor'))[0]).toEqual({ field: 'investmentProof', required: true, single: false });
    expect(fileFields(kitap('retirement'))[0]).toEqual({ field: 'bankStatement', required: true, single: true });
  });

  it('asks the other screens for documents: a single file for an international visa, several for the others', () => {
    expect(fileFields(formShape('international-visa', 'work'))).toEqual([
      { field: 'documents', required: true, single: true },
    ]);
    for (const formType of ['stay-permit', 'additional-service', 'visit-visa'] as const) {
      expect(fileFields(formShape(formType, 'express'))).toEqual([
        { field: 'documents', required: true, single: false },
      ]);
    }
  });

  it('knows no fifth KITAP card', () => {
    expect(() => formShape('kitap', 'student')).toThrow(RangeError);
  });

  it('shares the per-submission cap among the pickers of a form', () => {
    const shape = kitap('investor');
    const values = withFiles(base, {
      investmentProof: [pdf('a.pdf'), pdf('b.pdf')],
      additionalDocuments: [pdf('c.pdf')],
    });
    expect(fileShare(values, shape, 'investmentProof')).toBe(MAX_FILES_PER_SUBMISSION - 1);
    expect(fileShare(values, shape, 'additionalDocuments')).toBe(MAX_FILES_PER_SUBMISSION - 2);
  });
});

describe('the permit forms (product §5): the rules', () => {
  const documentsShape: PermitFormShape = formShape('stay-permit', 'express');

  it('require name, e-mail, phone, nationality and passport on every form, and nothing else of an empty one but its documents', () => {
    expect(validatePermitForm(EMPTY_PERMIT_FORM, documentsShape)).toEqual({
      fullName: 'required',
      email: 'required',
      phone: 'required',
      nationality: 'required',
      passport: 'required',
      'files.documents': 'documentsRequired',
    });
    expect(validatePermitForm({ ...base, nationality: '   ', passport: ' ' }, documentsShape)).toMatchObject({
      nationality: 'required',
      passport: 'required',
    });
  });

  it('check the e-mail and phone as the API does', () => {
    const errors = validatePermitForm({ ...base, email: 'ana@', phone: 'call me' }, documentsShape);
    expect(errors).toMatchObject({ email: 'invalidEmail', phone: 'invalidPhone' });
  });

  it('let purpose and current status stay empty', () => {
    const stay = withFiles(base, { documents: [pdf('passport.pdf')] });
    expect(validatePermitForm(stay, documentsShape)).toEqual({});
    const spouse = withFiles({ ...base, spouseName: 'Budi' }, { marriageCertificate: [pdf('marriage.pdf')] });
    expect(validatePermitForm(spouse, kitap('spouse'))).toEqual({});
  });

  it.each([
    ['spouse', 'spouseName', 'marriageCertificate'],
    ['working', 'companyName', 'workContract'],
    ['investor', 'investmentAmount', 'investmentProof'],
    ['retirement', 'retirementAge', 'bankStatement'],
  ] as const)('require the %s card its field %s and its file %s, and only those', (card, field, file) => {
    expect(validatePermitForm(base, kitap(card))).toEqual({ [field]: 'required', [`files.${file}`]: 'fileRequired' });
  });

  it('do not ask for the additional documents, nor for the documents of the other forms, on a KITAP', () => {
    const errors = validatePermitForm({ ...base, companyName: 'PT Maju' }, kitap('working'));
    expect(Object.keys(errors)).toEqual(['files.workContract']);
  });

  it('refuse an investment under 350000 USD and take 350000 (product §5)', () => {
    const investor = (investmentAmount: number | string) =>
      validatePermitForm(
        withFiles({ ...base, investmentAmount }, { investmentProof: [pdf('shares.pdf')] }),
        kitap('investor'),
      );
    expect(investor(349_999)).toEqual({ investmentAmount: 'investmentTooLow' });
    expect(investor(0)).toEqual({ investmentAmount: 'investmentTooLow' });
    expect(investor(350_000)).toEqual({});
    expect(investor(2_000_000)).toEqual({});
    expect(investor(350_000.5)).toEqual({ investmentAmount: 'wholeNumber' });
    expect(investor('350000')).toEqual({ investmentAmount: 'wholeNumber' });
  });

  it('refuse a retiree under 55 and take 55 (product §5), and an age no one has', () => {
    const retiree = (retirementAge: number | string) =>
      validatePermitForm(
        withFiles({ ...base, retirementAge }, { bankStatement: [pdf('pension.pdf')] }),
        kitap('retirement'),
      );
    expect(retiree(54)).toEqual({ retirementAge: 'tooYoung' });
    expect(retiree(55)).toEqual({});
    expect(retiree(130)).toEqual({});
    expect(retiree(131)).toEqual({ retirementAge: 'ageTooHigh' });
    expect(retiree('')).toEqual({ retirementAge: 'required' });
  });
});
