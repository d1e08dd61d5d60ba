import '@mantine/core/styles/NumberInput.css';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import { useMemo } from 'react';
import { ApplicationModal } from '../../../components/application/application-modal';
import type { PermitProduct } from '../../../content/permit-products';
import { useLocalized } from '../../../hooks/use-localized';
import { usePermitPrice } from '../use-permit-price';
import { permitApplicationUpload } from './permit-application-parts';
import { PermitFields } from './permit-fields';
import { formShape } from './permit-form-rules';
import { usePermitForm } from './use-permit-form';

interface Props {
  formType: PermitFormType;
  product: PermitProduct;
  /** Closes the apply modal (the cardModals machine's modal.close). */
  onClose: () => void;
}

/**
 * product §4 "Permit and visa modals", DESIGN 3: the shared apply modal with the card's form. It
 * keeps the product's flow (a success message, the modal closes, the form is cleared) but sends
 * everything to POST /api/submit-application first, and shows the "PA…" ID only once it is stored.
 */
export default function PermitApplyModal({ formType, product, onClose }: Props) {
  const localized = useLocalized();
  const price = usePermitPrice();
  const shape = useMemo(() => formShape(formType, product.id), [formType, product.id]);
  const form = usePermitForm(shape);
  return (
    <ApplicationModal
      operation="submitPermitApplication"
      title={localized(product.title)}
      price={price(product.price)}
      estimate={localized(product.processingTime)}
      productId={product.id}
      form={form}
      toUpload={(values) => permitApplicationUpload(values, shape, formType, product)}
      onClose={onClose}
    >
      {(disabled) => <PermitFields form={form} shape={shape} requirements={product.requirements} disabled={disabled} />}
    </ApplicationModal>
  );
}
