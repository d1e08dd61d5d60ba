import type { ApplicationUpload } from '@cipta/machines/application';
import { describe, expect, it } from 'vitest';
import { kitapScreen } from '../../../content/kitap';
import { stayPermitScreen } from '../../../content/stay-permits';
import { EMPTY_PERMIT_FORM, formShape, type PermitFormValues } from './permit-form-rules';
import { permitApplicationUpload } from './permit-application-parts';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

const person: PermitFormValues = {
  ...EMPTY_PERMIT_FORM,
  fullName: '  Ana Souza ',
  email: 'ana@example.com',
  phone: '+62 812 0000 1111',
  nationality: 'Brazilian',
  passport: 'FT123456',
};

/** An upload's parts as name → values, files by their names; it always goes to submitPermitApplication. */
function parts({ operation, parts: form }: ApplicationUpload): Record<string, string[]> {
  expect(operation).toBe('submitPermitApplication');
  const result: Record<string, string[]> = {};
  for (const [name, value] of form) (result[name] ??= []).push(value instanceof File ? `file:${value.name}` : value);
  return result;
}

const product = (screen: typeof kitapScreen | typeof stayPermitScreen, id: string) =>
  screen.products.find((entry) => entry.id === id)!;

describe('the permit application parts (openapi.yaml PermitApplicationForm)', () => {
  it('send a KITAP card its own field and file, the current status, additional documents, and the product in English with its SR price', () => {
    const values: PermitFormValues = {
      ...person,
      currentStatus: 'work',
      spouseName: 'Budi Santoso',
      // fields of other cards the visitor never saw stay out
      companyName: 'PT Lain',
      purpose: 'not on this form',
      files: {
        ...EMPTY_PERMIT_FORM.files,
        marriageCertificate: [pdf('marriage.pdf')],
        additionalDocuments: [pdf('kk.pdf'), pdf('ktp.pdf')],
        documents: [pdf('stray.pdf')],
      },
    };
    const spouse = product(kitapScreen, 'spouse');
    expect(parts(permitApplicationUpload(values, formShape('kitap', 'spouse'), 'kitap', spouse))).toEqual({
      formType: ['kitap'],
      productId: ['spouse'],
      productTitle: ['Spouse KITAP'],
      productPrice: ['USD 2,500'],
      fullName: ['Ana Souza'],
      email: ['ana@example.com'],
      phone: ['+62 812 0000 1111'],
      nationality: ['Brazilian'],
      passport: ['FT123456'],
      currentStatus: ['work'],
      spouseName: ['Budi Santoso'],
      // issue 29: the card's own file answers its card's requirement; the extra ones say theirs
      documentRequirements: ['passport,spouse-identity'],
      marriageCertificate: ['file:marriage.pdf'],
      additionalDocuments: ['file:kk.pdf', 'file:ktp.pdf'],
    });
  });

  it('send the investment amount and every proof file, and leave an unstated current status out', () => {
    const values: PermitFormValues = {
      ...person,
      investmentAmount: 350_000,
      files: { ...EMPTY_PERMIT_FORM.files, investmentProof: [pdf('shares.pdf'), pdf('transfer.pdf')] },
    };
    const sent = parts(
      permitApplicationUpload(values, formShape('kitap', 'investor'), 'kitap', product(kitapScreen, 'investor')),
    );
    expect(sent).toMatchObject({
      investmentAmount: ['350000'],
      investmentProof: ['file:shares.pdf', 'file:transfer.pdf'],
    });
    expect(sent.currentStatus).toBeUndefined();
    // no file of the list part, so nothing to name
    expect(sent.documentRequirements).toBeUndefined();
  });

  it('send the other forms their purpose when given and every document', () => {
    const values: PermitFormValues = {
      ...person,
      purpose: ' Visiting my family ',
      files: { ...EMPTY_PERMIT_FORM.files, documents: [pdf('passport.pdf'), pdf('ticket.pdf')] },
    };
    const sent = parts(
      permitApplicationUpload(
        values,
        formShape('stay-permit', 'express'),
        'stay-permit',
        product(stayPermitScreen, 'express'),
      ),
    );
    expect(sent).toMatchObject({
      formType: ['stay-permit'],
      productId: ['express'],
      productPrice: ['USD 99'],
      purpose: ['Visiting my family'],
      documents: ['file:passport.pdf', 'file:ticket.pdf'],
      documentRequirements: ['passport,return-ticket'],
    });
    const withoutPurpose = parts(
      permitApplicationUpload(
        { ...values, purpose: '  ' },
        formShape('stay-permit', 'express'),
        'stay-permit',
        product(stayPermitScreen, 'express'),
      ),
    );
    expect(withoutPurpose.purpose).toBeUndefined();
  });
});
