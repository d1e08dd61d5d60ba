import type { ApplicationUpload } from '@cipta/machines/application';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import { formatPermitPrice, type PermitProduct } from '../../../content/permit-products';
import { KITAP_CARDS } from '@cipta/domain/permit-forms';
import { requirementsOfFiles } from '../../../components/application/requirement-checklist-rules';
import { heldFiles, type PermitFormShape, type PermitFormValues } from './permit-form-rules';

/**
 * The multipart parts of POST /api/submit-application (openapi.yaml PermitApplicationForm):
 * the product in English (what staff read), the trimmed fields this form shows, which requirement
 * each file of the list part answers, and one part per file. The API refuses fields of another
 * form or KITAP card, so none are sent.
 */
export function permitApplicationUpload(
  values: PermitFormValues,
  shape: PermitFormShape,
  formType: PermitFormType,
  product: PermitProduct,
): ApplicationUpload {
  const form = new FormData();
  const text = (name: string, value: string | number) => {
    const trimmed = String(value).trim();
    if (trimmed) form.append(name, trimmed);
  };
  text('formType', formType);
  text('productId', product.id);
  text('productTitle', product.title.en);
  text('productPrice', formatPermitPrice(product.price, 'en'));
  for (const name of ['fullName', 'email', 'phone', 'nationality', 'passport'] as const) text(name, values[name]);
  if (shape.kind === 'kitap') {
    text('currentStatus', values.currentStatus);
    const card = KITAP_CARDS[shape.card];
    text(card.field, values[card.field]);
  } else {
    text('purpose', values.purpose);
  }
  const held = heldFiles(values, shape);
  // issue 29: what each file of the list part covers in the checklist; a card's own file needs no id
  const requirements = requirementsOfFiles(product.requirements, held);
  text('documentRequirements', requirements.filter((_, index) => held[index]!.answers === undefined).join(','));
  for (const { field, file } of held) form.append(field, file, file.name);
  return { operation: 'submitPermitApplication', parts: form };
}
