import { VISA_DOCUMENTS } from '@cipta/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { type VisaApplicationFields, visaApplicationUpload } from './visa-application-parts';

const fields: VisaApplicationFields = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+62 812 0000 1111',
  sponsorType: 'sponsor',
  workType: null,
  service: { title: 'Transit Visa', price: 'USD 25' },
  requiredDocuments: [VISA_DOCUMENTS.passport, VISA_DOCUMENTS.photo],
  documents: [new File(['a'], 'passport.pdf'), new File(['b'], 'ticket.png')],
};

describe('the visa application parts', () => {
  it('go to submitVisaApplication with product §7 parts: one documents part per file, service as JSON text, workType only when asked', () => {
    const { operation, parts: form } = visaApplicationUpload(fields);
    expect(operation).toBe('submitVisaApplication');
    expect(form.getAll('documents').map((file) => (file instanceof File ? file.name : file))).toEqual([
      'passport.pdf',
      'ticket.png',
    ]);
    expect(JSON.parse(String(form.get('service')))).toEqual({ title: 'Transit Visa', price: 'USD 25' });
    expect(form.get('sponsorType')).toBe('sponsor');
    expect(form.has('workType')).toBe(false);
    expect(visaApplicationUpload({ ...fields, workType: 'skilled' }).parts.get('workType')).toBe('skilled');
  });

  it("say which required document each file covers in the checklist, in the files' order, and other past the list (issue 29)", () => {
    // foto.jpg names the photo; scan.pdf takes the open passport line; extra.pdf finds none
    const documents = ['scan.pdf', 'foto.jpg', 'extra.pdf'].map((name) => new File(['x'], name));
    expect(visaApplicationUpload({ ...fields, documents }).parts.get('documentRequirements')).toBe(
      'passport,photo,other',
    );
    expect(visaApplicationUpload(fields).parts.get('documentRequirements')).toBe('passport,photo');
    expect(visaApplicationUpload({ ...fields, documents: [] }).parts.has('documentRequirements')).toBe(false);
  });
});
