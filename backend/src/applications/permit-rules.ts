import { KITAP_CATEGORIES } from '@cipta/domain/constants';
import {
  KITAP_CARDS,
  KITAP_ONLY_FIELDS,
  type KitapCategory,
  PERMIT_FILE_FIELDS,
  takesOneDocument,
} from '@cipta/domain/permit-forms';
import type { FieldError } from '../common/api-error.js';
import type { ReceivedFile } from '../storage/multipart.js';
import type { PermitApplicationDto } from './application.dto.js';

/**
 * The rules of product §5 that depend on the form and the card: which fields and files are
 * required, allowed, or foreign to it. Returns every problem at once.
 */
export function checkPermitApplication(form: PermitApplicationDto, files: readonly ReceivedFile[]): FieldError[] {
  const problems: FieldError[] = [];
  const count = (field: string) => files.filter((file) => file.field === field).length;
  const refuseFiles = (field: string, why: string) => {
    if (count(field) > 0) problems.push({ field, message: `${field} ${why}` });
  };
  const refuseField = (field: keyof PermitApplicationDto, why: string) => {
    if (form[field] !== undefined) problems.push({ field, message: `${field} ${why}` });
  };

  if (form.formType === 'kitap') {
    const card = Object.hasOwn(KITAP_CARDS, form.productId) ? KITAP_CARDS[form.productId as KitapCategory] : undefined;
    if (!card) {
      return [{ field: 'productId', message: `productId must be one of ${KITAP_CATEGORIES.join(', ')} for a KITAP` }];
    }
    if (form[card.field] === undefined)
      problems.push({ field: card.field, message: `${card.field} is required for this card` });
    const own = count(card.file);
    if (own === 0) problems.push({ field: card.file, message: `${card.file} is required for this card` });
    if (own > 1 && card.oneFile) problems.push({ field: card.file, message: `${card.file} takes one file` });
    for (const other of Object.values(KITAP_CARDS).filter((c) => c.file !== card.file)) {
      refuseField(other.field, 'belongs to another KITAP card');
      refuseFiles(other.file, 'belongs to another KITAP card');
    }
    refuseField('purpose', 'is not part of the KITAP form');
    refuseFiles('documents', 'is not part of the KITAP form; use additionalDocuments');
    return problems;
  }

  for (const field of KITAP_ONLY_FIELDS) refuseField(field, 'is only for KITAP applications');
  for (const field of PERMIT_FILE_FIELDS.filter((f) => f !== 'documents'))
    refuseFiles(field, 'is only for KITAP applications');
  const documents = count('documents');
  if (documents === 0)
    problems.push({ field: 'documents', message: 'documents is required: attach at least one file' });
  // product §5: the international visa form takes a single file.
  if (takesOneDocument(form.formType) && documents > 1) {
    problems.push({ field: 'documents', message: 'documents takes one file for an international visa' });
  }
  return problems;
}
