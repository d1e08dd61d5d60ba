import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPLICATION_STATUSES } from '@cipta/domain/application-status';
import { ALL_SERVICES, OTHER_REQUIREMENT } from '@cipta/domain/catalogue';
import {
  CONSULTATION_COUNTRIES,
  KITAP_CURRENT_STATUSES,
  PERMIT_APPLICATION_ID_PATTERN,
  PERMIT_FORM_TYPES,
  SPONSOR_TYPES,
  SUBMISSION_ID_PATTERN,
  WORK_TYPES,
} from '@cipta/domain/constants';
import { PERSON_NAME_PATTERN, PHONE_PATTERN, TEXT_LIMITS } from '@cipta/domain/field-rules';
import { PERMIT_FILE_FIELDS } from '@cipta/domain/permit-forms';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The domain package holds each rule once; openapi.yaml states the same rules for integrators.
// This is where the two are held together: a limit changed in one place fails here.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const document = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
const schemas = document.components.schemas;
const property = (schema: string, name: string) => schemas[schema].properties[name];

describe('openapi.yaml and the domain package', () => {
  it.each([
    [schemas.PersonName, TEXT_LIMITS.personName],
    [schemas.Email, TEXT_LIMITS.email],
    [schemas.Phone, TEXT_LIMITS.phone],
    [property('ContactMessageRequest', 'message'), TEXT_LIMITS.message],
    [property('ConsultationRequest', 'message'), TEXT_LIMITS.message],
    [property('ConsultationRequest', 'company'), TEXT_LIMITS.company],
    [property('ConsultationRequest', 'jobTitle'), TEXT_LIMITS.jobTitle],
    [property('PromoClaimRequest', 'promo'), TEXT_LIMITS.promo],
    [property('VisaApplicationForm', 'service'), TEXT_LIMITS.serviceJson],
    [property('ServiceRef', 'title'), TEXT_LIMITS.serviceTitle],
    [property('ServiceRef', 'price'), TEXT_LIMITS.servicePrice],
    [property('PermitApplicationForm', 'productTitle'), TEXT_LIMITS.serviceTitle],
    [property('PermitApplicationForm', 'productPrice'), TEXT_LIMITS.servicePrice],
    [property('PermitApplicationForm', 'nationality'), TEXT_LIMITS.nationality],
    [property('PermitApplicationForm', 'passport'), TEXT_LIMITS.passport],
    [property('PermitApplicationForm', 'purpose'), TEXT_LIMITS.purpose],
    [property('PermitApplicationForm', 'spouseName'), TEXT_LIMITS.spouseName],
    [property('StaffSetupRequest', 'name'), TEXT_LIMITS.personName],
    [property('PermitApplicationForm', 'companyName'), TEXT_LIMITS.companyName],
  ])('agree on the length limit %#', (schema, limit) => {
    expect(schema.maxLength).toBe(limit);
  });

  it('agree on the tracking ID limit', () => {
    const tracking = document.paths['/api/applications/{id}'].get.parameters;
    expect(tracking.find((p: { name: string }) => p.name === 'id').schema.maxLength).toBe(TEXT_LIMITS.applicationId);
  });

  it('agree on the patterns', () => {
    expect(schemas.Phone.pattern).toBe(PHONE_PATTERN.source);
    expect(schemas.SubmissionId.pattern).toBe(SUBMISSION_ID_PATTERN.source.replaceAll('\\d', '[0-9]'));
    expect(property('PermitApplicationForm', 'submissionId').pattern).toBe(
      PERMIT_APPLICATION_ID_PATTERN.source.replaceAll('\\d', '[0-9]'),
    );
    // issue 29: the name rule, wherever the contract states it
    for (const name of [
      schemas.PersonName,
      property('PermitApplicationForm', 'spouseName'),
      property('StaffSetupRequest', 'name'),
    ]) {
      expect(name.pattern).toBe(PERSON_NAME_PATTERN.source);
    }
  });

  it('let documentRequirements name every requirement of the catalogue, and other (issue 29)', () => {
    const pattern = new RegExp(schemas.DocumentRequirements.pattern);
    const ids = ALL_SERVICES.flatMap((service) => service.requirements.map((requirement) => requirement.id));
    expect([...ids, OTHER_REQUIREMENT].filter((id) => !pattern.test(id))).toEqual([]);
  });

  it('agree on the lists of choices', () => {
    expect(schemas.ApplicationStatusCode.enum).toEqual([...APPLICATION_STATUSES]);
    expect(schemas.PermitFormType.enum).toEqual([...PERMIT_FORM_TYPES]);
    expect(property('PermitApplicationForm', 'currentStatus').enum).toEqual([...KITAP_CURRENT_STATUSES]);
    expect(property('ConsultationRequest', 'country').enum).toEqual([...CONSULTATION_COUNTRIES]);
    expect(property('VisaApplicationForm', 'sponsorType').enum).toEqual([...SPONSOR_TYPES]);
    expect(property('VisaApplicationForm', 'workType').enum).toEqual([...WORK_TYPES]);
  });

  it('agree on the file parts of a permit application', () => {
    const fileParts = Object.entries(schemas.PermitApplicationForm.properties)
      .filter(([, schema]) => (schema as { $ref?: string }).$ref === '#/components/schemas/FileParts')
      .map(([name]) => name);
    expect(fileParts.sort()).toEqual([...PERMIT_FILE_FIELDS].sort());
  });
});
