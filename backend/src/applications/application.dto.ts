import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import {
  KITAP_CURRENT_STATUSES,
  KITAP_INVESTOR_MAX_USD,
  KITAP_INVESTOR_MIN_USD,
  KITAP_RETIREMENT_MIN_AGE,
  PERMIT_APPLICATION_ID_PATTERN,
  PERMIT_FORM_TYPES,
  SPONSOR_TYPES,
  WORK_TYPES,
} from '@cipta/domain/constants';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import type { Schemas } from '../common/api-types.js';
import {
  DecimalDigits,
  EmailAddress,
  OptionalPersonName,
  OptionalText,
  PersonName,
  PhoneNumber,
  RequiredText,
} from '../common/field-rules.js';
import { CONTROL_CHARACTERS, LONE_SURROGATE } from '../common/validation.pipe.js';

type VisaForm = Schemas['VisaApplicationForm'];
type PermitForm = Schemas['PermitApplicationForm'];

const emptyToUndefined = Transform(({ value }) => (value === '' ? undefined : value));

/** openapi.yaml DocumentRequirements: the requirement ids of the list part's files, in order (issue 29). */
const DocumentRequirements = () =>
  applyDecorators(
    emptyToUndefined,
    IsOptional(),
    MaxLength(1000),
    Matches(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, {
      message: 'documentRequirements must be requirement ids (a-z, 0-9, -) separated by commas',
    }),
  );

/** `service` is JSON text `{ title, price? }` (product §7); checked here, parsed by the service. */
function IsServiceJson() {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'isServiceJson',
      target: target.constructor,
      propertyName: property,
      options: {
        message: `${property} must be JSON text {"title": "…", "price": "…"} with a title of at most ${TEXT_LIMITS.serviceTitle} characters`,
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && parseServiceRef(value) !== undefined },
    });
}

export function parseServiceRef(text: string): Schemas['ServiceRef'] | undefined {
  if (text.length > TEXT_LIMITS.serviceJson) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { title, price, ...others } = value as Record<string, unknown>;
  // The text rules hold inside the JSON text too: no control character, no lone surrogate.
  const isText = (text: unknown) =>
    typeof text === 'string' && !CONTROL_CHARACTERS.test(text) && !LONE_SURROGATE.test(text);
  if (Object.keys(others).length || !isText(title) || !(title as string).trim()) return undefined;
  if ((title as string).length > TEXT_LIMITS.serviceTitle) return undefined;
  if (price !== undefined && (!isText(price) || (price as string).length > TEXT_LIMITS.servicePrice)) return undefined;
  return { title: (title as string).trim(), ...(price ? { price: price as string } : {}) };
}

/** The text parts of the visa application (product §3, §7); the documents come as files. */
export class VisaApplicationDto implements Omit<VisaForm, 'documents'> {
  @Matches(/^VS\d{8}[A-Z0-9]{4}$/, { message: 'submissionId must be VS, 8 digits and 4 of A-Z0-9' })
  submissionId!: string;
  @PersonName() fullName!: string;
  @EmailAddress() email!: string;
  @PhoneNumber() phone!: string;
  @Transform(({ value }) => (value === undefined || value === '' ? 'cipta' : value))
  @IsIn(SPONSOR_TYPES, { message: `sponsorType must be one of ${SPONSOR_TYPES.join(', ')}` })
  sponsorType: VisaForm['sponsorType'] = 'cipta';
  @emptyToUndefined
  @IsOptional()
  @IsIn(WORK_TYPES, { message: `workType must be one of ${WORK_TYPES.join(', ')}` })
  workType?: VisaForm['workType'];
  @IsServiceJson() service!: string;
  @DocumentRequirements() documentRequirements?: string;
}

/** The text parts of a permit application (product §3); which ones are required depends on the card. */
export class PermitApplicationDto implements Omit<
  PermitForm,
  'documents' | 'marriageCertificate' | 'workContract' | 'investmentProof' | 'bankStatement' | 'additionalDocuments'
> {
  /** Made by the client, kept as the ID and an idempotency key (docs/decisions.md 12); the server makes one when absent. */
  @IsOptional()
  @Matches(PERMIT_APPLICATION_ID_PATTERN, { message: 'submissionId must be PA, 8 digits and 4 of A-Z0-9' })
  submissionId?: string;
  @IsIn(PERMIT_FORM_TYPES, { message: `formType must be one of ${PERMIT_FORM_TYPES.join(', ')}` })
  formType!: PermitForm['formType'];
  @Matches(/^[a-z0-9-]{1,64}$/, { message: 'productId must be 1 to 64 of a-z, 0-9 and -' })
  productId!: string;
  @RequiredText(TEXT_LIMITS.serviceTitle) productTitle!: string;
  /** Ignored: the catalogue's price is stored (issue 29, docs/decisions.md 162); kept for older clients. */
  @OptionalText(TEXT_LIMITS.servicePrice) productPrice?: string;
  @DocumentRequirements() documentRequirements?: string;
  @PersonName() fullName!: string;
  @EmailAddress() email!: string;
  @PhoneNumber() phone!: string;
  @RequiredText(TEXT_LIMITS.nationality) nationality!: string;
  @RequiredText(TEXT_LIMITS.passport) passport!: string;
  @OptionalText(TEXT_LIMITS.purpose) purpose?: string;
  @emptyToUndefined
  @IsOptional()
  @IsIn(KITAP_CURRENT_STATUSES, { message: `currentStatus must be one of ${KITAP_CURRENT_STATUSES.join(', ')}` })
  currentStatus?: PermitForm['currentStatus'];
  @OptionalPersonName(TEXT_LIMITS.spouseName) spouseName?: string;
  @OptionalText(TEXT_LIMITS.companyName) companyName?: string;
  @emptyToUndefined
  @IsOptional()
  @DecimalDigits
  // The decorator nearest the property reports first: a non-number is told it is not a number.
  @Max(KITAP_INVESTOR_MAX_USD, { message: `investmentAmount must be at most ${KITAP_INVESTOR_MAX_USD} USD` })
  @Min(KITAP_INVESTOR_MIN_USD, { message: `investmentAmount must be at least ${KITAP_INVESTOR_MIN_USD} USD` }) // product §5
  @IsInt({ message: 'investmentAmount must be a whole number of USD, in decimal digits' })
  investmentAmount?: number;
  @emptyToUndefined
  @IsOptional()
  @DecimalDigits
  @Min(KITAP_RETIREMENT_MIN_AGE, { message: `retirementAge must be at least ${KITAP_RETIREMENT_MIN_AGE}` }) // product §5
  @Max(130)
  @IsInt({ message: 'retirementAge must be a whole number of years, in decimal digits' })
  retirementAge?: number;
}

export class TrackingParamsDto {
  @MaxLength(TEXT_LIMITS.applicationId, { message: `id is at most ${TEXT_LIMITS.applicationId} characters` })
  id!: string;
}

export class TrackingQueryDto {
  @EmailAddress() email!: string;
}

/** The text parts of an upload on tracking after staff asked for documents (issue 13). */
export class RequestedDocumentsDto implements Omit<Schemas['RequestedDocumentsForm'], 'documents'> {
  @EmailAddress() email!: string;
  /** The browser's idempotency key for this upload; a retry with it answers what was stored. */
  @emptyToUndefined
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'uploadId must be 16 to 64 of A-Z, a-z, 0-9, _ and -' })
  uploadId?: string;
  /** issue 28: which required document each file answers, as on the first upload. */
  @DocumentRequirements() documentRequirements?: string;
}
