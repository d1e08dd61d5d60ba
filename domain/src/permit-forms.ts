// The permit and visa card forms' shape (product §3 "KITAP application form", §4 "Permit and
// visa modals", §5): which text field and file each KITAP card brings, and which files each form
// takes. The API checks applications against it and the web app draws its forms from it.
import type { KITAP_CATEGORIES, PERMIT_FORM_TYPES } from './constants.js';

export type KitapCategory = (typeof KITAP_CATEGORIES)[number];
export type PermitFormType = (typeof PERMIT_FORM_TYPES)[number];

/** Every file part a permit application may carry, as the API names it. */
export const PERMIT_FILE_FIELDS = [
  'documents',
  'marriageCertificate',
  'workContract',
  'investmentProof',
  'bankStatement',
  'additionalDocuments',
] as const;
export type PermitFileField = (typeof PERMIT_FILE_FIELDS)[number];

/** The text fields only a KITAP card asks for. */
export const KITAP_CARD_FIELDS = ['spouseName', 'companyName', 'investmentAmount', 'retirementAge'] as const;
export type KitapCardField = (typeof KITAP_CARD_FIELDS)[number];

/** The fields only the KITAP form has: its current status and the cards' own fields. */
export const KITAP_ONLY_FIELDS = ['currentStatus', ...KITAP_CARD_FIELDS] as const;

/**
 * product §4/§5: each KITAP card's own field and file; only the investor's proof takes several
 * files (`oneFile: false`). The card's optional extra files go in `additionalDocuments`.
 */
export const KITAP_CARDS = {
  spouse: { field: 'spouseName', file: 'marriageCertificate', oneFile: true },
  working: { field: 'companyName', file: 'workContract', oneFile: true },
  investor: { field: 'investmentAmount', file: 'investmentProof', oneFile: false },
  retirement: { field: 'retirementAge', file: 'bankStatement', oneFile: true },
} as const satisfies Record<KitapCategory, { field: KitapCardField; file: PermitFileField; oneFile: boolean }>;

/** product §5: the international visa form takes its documents as one file; the others several. */
export function takesOneDocument(formType: Exclude<PermitFormType, 'kitap'>): boolean {
  return formType === 'international-visa';
}
