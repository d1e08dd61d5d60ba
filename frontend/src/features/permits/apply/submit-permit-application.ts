import { PERMIT_APPLICATION_ID_PATTERN } from '@cipta/domain/constants';
import type { ApplicationReceipt, ApplicationSubmitCallback } from '@cipta/machines/application';
import { sendApplication, withSubmissionId } from '../../../components/application/send-application';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import { formatPermitPrice, type PermitProduct } from '../../../content/permit-products';
import { KITAP_CARDS } from '@cipta/domain/permit-forms';
import { fileFields, type PermitFormShape, type PermitFormValues } from './permit-form-rules';

/**
 * The multipart parts of POST /api/submit-application (openapi.yaml PermitApplicationForm):
 * the product in English (what staff read), the trimmed fields this form shows, and one part
 * per file. The API refuses fields of another form or KITAP card, so none are sent.
 */
export function permitApplicationFormData(
  values: PermitFormValues,
  shape: PermitFormShape,
  formType: PermitFormType,
  product: PermitProduct,
): FormData {
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
  for (const { field } of fileFields(shape)) {
    for (const file of values.files[field]) form.append(field, file, file.name);
  }
  return form;
}

/** The API's answer to a stored application: `{ success: true, applicationId: "PA…" }`. */
export function permitReceiptOf(body: unknown): ApplicationReceipt | null {
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== true) return null;
  if (!('applicationId' in body) || typeof body.applicationId !== 'string') return null;
  return PERMIT_APPLICATION_ID_PATTERN.test(body.applicationId) ? { applicationId: body.applicationId } : null;
}

/**
 * The application machine's `submit` for a permit: POST /api/submit-application with upload
 * progress, with the machine's "PA…" submissionId, which the server keeps as the ID so a retry
 * is stored once. product §8: an answer without the success flag is 'submit.unsuccessful'; a call
 * that throws is 'submit.threw'. Stopping the actor (the modal closed) aborts the upload.
 */
export const submitPermitApplication: ApplicationSubmitCallback = ({ input, sendBack }) => {
  if (!(input.payload instanceof FormData)) {
    sendBack({ type: 'submit.threw' });
    return undefined;
  }
  return sendApplication(
    '/api/submit-application',
    withSubmissionId(input.submissionId, input.payload),
    permitReceiptOf,
    sendBack,
  );
};
