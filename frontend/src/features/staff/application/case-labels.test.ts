import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import '../staff-translations';
import { detailRows, fileFieldLabel } from './case-labels';

type Translate = Parameters<typeof detailRows>[1];
// The staff screens' translate function over the three namespaces, as useTranslation gives it.
const en = i18n.getFixedT('en', ['staff', 'visa', 'permits']) as unknown as Translate;
const id = i18n.getFixedT('id', ['staff', 'visa', 'permits']) as unknown as Translate;

describe('the applicant’s answers in words (issue 27)', () => {
  it('labels a visa application’s sponsor and work type with the form’s own words', () => {
    expect(detailRows({ sponsorType: 'cipta', workType: 'skilled' }, en, 'en')).toEqual([
      { field: 'sponsorType', label: 'Sponsor', value: 'Under Cipta' },
      { field: 'workType', label: 'Work type', value: 'Skilled worker' },
    ]);
    expect(detailRows({ sponsorType: 'sponsor' }, id, 'id')).toEqual([
      { field: 'sponsorType', label: 'Sponsor', value: 'Sponsor dari perusahaan sendiri' },
    ]);
  });

  it('labels a KITAP application’s fields, in the order the form asks them', () => {
    const rows = detailRows(
      {
        retirementAge: 61,
        currentStatus: 'tourist',
        passport: 'GB1234567',
        nationality: 'British',
        investmentAmount: 350000,
      },
      id,
      'id',
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Kewarganegaraan', 'British'],
      ['Nomor paspor', 'GB1234567'],
      ['Status saat ini di Indonesia', 'Wisatawan'],
      ['Jumlah investasi (USD)', '350.000'],
      ['Usia', '61 tahun'],
    ]);
  });

  it('shows a field or option it does not know as sent', () => {
    expect(detailRows({ sponsorType: 'friend', extra: ['a', 'b'] }, en, 'en')).toEqual([
      { field: 'sponsorType', label: 'Sponsor', value: 'friend' },
      { field: 'extra', label: 'extra', value: 'a, b' },
    ]);
  });

  it('names a document’s form field in words', () => {
    expect(fileFieldLabel('marriageCertificate', en)).toBe('Marriage certificate');
    expect(fileFieldLabel('documents', id)).toBe('Dokumen');
    expect(fileFieldLabel('somethingElse', en)).toBe('somethingElse');
  });
});
