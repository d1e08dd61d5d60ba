// The permit apply forms' rules (product §3 "KITAP application form", "Stay permit, international
// visa and additional visa forms", §4 "Permit and visa modals", §5), the same ones the API
// applies (backend permit-rules.ts, docs/decisions.md 15). Pure, so they are tested alone.

import {
  KITAP_CARDS,
  type KitapCardField,
  type KitapCategory,
  type PermitFileField,
  type PermitFormType,
  takesOneDocument,
} from '@cipta/domain/permit-forms';
import { KITAP_CARD_FILE_REQUIREMENT } from '@cipta/domain/catalogue';
import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import {
  KITAP_CATEGORIES,
  type KITAP_CURRENT_STATUSES,
  KITAP_INVESTOR_MIN_USD,
  KITAP_RETIREMENT_MIN_AGE,
  MAX_FILES_PER_SUBMISSION,
} from '@cipta/domain/constants';
import {
  type ApplicationError,
  contactErrors,
  documentsRule,
  requiredText,
} from '../../../components/application/application-rules';
import type { HeldFile } from '../../../components/application/requirement-checklist-rules';

export type KitapCurrentStatus = (typeof KITAP_CURRENT_STATUSES)[number];

/** The API's length limits of the text fields. */
export const PERMIT_MAX_LENGTH = {
  nationality: TEXT_LIMITS.nationality,
  passport: TEXT_LIMITS.passport,
  purpose: TEXT_LIMITS.purpose,
  spouseName: TEXT_LIMITS.spouseName,
  companyName: TEXT_LIMITS.companyName,
} as const;

/** product §5: retirement age must be at least 55; the API takes no age over this. */
const MAX_AGE = 130;

export interface PermitFormValues {
  fullName: string;
  email: string;
  phone: string;
  nationality: string;
  passport: string;
  /** Optional, on the forms other than KITAP. */
  purpose: string;
  /** Optional, KITAP only. */
  currentStatus: KitapCurrentStatus | '';
  spouseName: string;
  companyName: string;
  /** A number input's value: a number, or '' while empty. */
  investmentAmount: number | string;
  retirementAge: number | string;
  files: Record<PermitFileField, File[]>;
}

export const EMPTY_PERMIT_FORM: PermitFormValues = {
  fullName: '',
  email: '',
  phone: '',
  nationality: '',
  passport: '',
  purpose: '',
  currentStatus: '',
  spouseName: '',
  companyName: '',
  investmentAmount: '',
  retirementAge: '',
  files: {
    documents: [],
    marriageCertificate: [],
    workContract: [],
    investmentProof: [],
    bankStatement: [],
    additionalDocuments: [],
  },
};

/** What a screen's apply form asks for: a KITAP card's fields, or the other screens' documents. */
export type PermitFormShape =
  | { kind: 'kitap'; card: KitapCategory }
  | { kind: 'documents'; formType: Exclude<PermitFormType, 'kitap'>; single: boolean };

function isKitapCategory(value: string): value is KitapCategory {
  return (KITAP_CATEGORIES as readonly string[]).includes(value);
}

export function formShape(formType: PermitFormType, productId: string): PermitFormShape {
  if (formType === 'kitap') {
    if (!isKitapCategory(productId)) throw new RangeError(`no KITAP card ${productId}`);
    return { kind: 'kitap', card: productId };
  }
  // product §5: the international visa takes a single document; the others several
  return { kind: 'documents', formType, single: takesOneDocument(formType) };
}

/** The file fields a form shows, in order, and whether each is required and takes one file. */
export function fileFields(shape: PermitFormShape): { field: PermitFileField; required: boolean; single: boolean }[] {
  if (shape.kind === 'documents') return [{ field: 'documents', required: true, single: shape.single }];
  const card = KITAP_CARDS[shape.card];
  return [
    { field: card.file, required: true, single: card.oneFile },
    { field: 'additionalDocuments', required: false, single: false },
  ];
}

/** A file of the form, the part it is sent in, and (a KITAP card's own file) the requirement it answers. */
export type PermitHeldFile = HeldFile & { field: PermitFileField; file: File };

/**
 * Every file the form holds, in the order its parts are sent: a KITAP card's own file answers its
 * card's requirement, as the API takes it; the checklist matches the others (docs/api.md).
 */
export function heldFiles(values: PermitFormValues, shape: PermitFormShape): PermitHeldFile[] {
  const own =
    shape.kind === 'kitap'
      ? { field: KITAP_CARDS[shape.card].file, answers: KITAP_CARD_FILE_REQUIREMENT[shape.card] }
      : undefined;
  return fileFields(shape).flatMap(({ field }) =>
    values.files[field].map((file) => ({
      field,
      file,
      name: file.name,
      ...(own && field === own.field && { answers: own.answers }),
    })),
  );
}

/** How many files a picker may still take: the per-submission cap less the form's other files. */
export function fileShare(values: PermitFormValues, shape: PermitFormShape, field: PermitFileField): number {
  const others = fileFields(shape).filter((entry) => entry.field !== field);
  return MAX_FILES_PER_SUBMISSION - others.reduce((sum, entry) => sum + values.files[entry.field].length, 0);
}

/** The permit forms' own verdicts (texts under permits:form.errors.<code>). */
export const PERMIT_ERRORS = ['wholeNumber', 'investmentTooLow', 'tooYoung', 'ageTooHigh', 'fileRequired'] as const;
export type PermitError = (typeof PERMIT_ERRORS)[number];

export function isPermitError(value: unknown): value is PermitError {
  return typeof value === 'string' && (PERMIT_ERRORS as readonly string[]).includes(value);
}

/** A rule's verdict as a code; the fields write it in the language of the moment. */
export type PermitFieldError = ApplicationError | PermitError;

function wholeNumberRule(value: number | string, min: number, tooSmall: PermitFieldError): PermitFieldError | null {
  if (value === '') return 'required';
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'wholeNumber';
  return value < min ? tooSmall : null;
}

function cardFieldRule(field: KitapCardField, values: PermitFormValues): PermitFieldError | null {
  switch (field) {
    case 'spouseName':
    case 'companyName':
      return requiredText(values[field]);
    case 'investmentAmount':
      // product §5: at least 350000 USD
      return wholeNumberRule(values.investmentAmount, KITAP_INVESTOR_MIN_USD, 'investmentTooLow');
    case 'retirementAge':
      // product §5: at least 55
      return (
        wholeNumberRule(values.retirementAge, KITAP_RETIREMENT_MIN_AGE, 'tooYoung') ??
        (Number(values.retirementAge) > MAX_AGE ? 'ageTooHigh' : null)
      );
  }
}

/**
 * Every problem of the form at once, by the form's path of the field (`files.<field>` for
 * files). Types and sizes of files are refused by the pickers before a file is kept.
 */
export function validatePermitForm(values: PermitFormValues, shape: PermitFormShape): Record<string, PermitFieldError> {
  const errors: Record<string, PermitFieldError | null> = {
    ...contactErrors(values),
    nationality: requiredText(values.nationality),
    passport: requiredText(values.passport),
  };
  if (shape.kind === 'kitap') {
    const card = KITAP_CARDS[shape.card];
    errors[card.field] = cardFieldRule(card.field, values);
    errors[`files.${card.file}`] = values.files[card.file].length > 0 ? null : 'fileRequired';
  } else {
    errors['files.documents'] = documentsRule(values.files.documents);
  }
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, PermitFieldError] => entry[1] !== null),
  );
}
