import type { Fact } from '../../components/info-modal/info-modal';
import { InfoModal } from '../../components/info-modal/info-modal';
import type { PermitProduct } from '../../content/permit-products';
import { useLocalized } from '../../hooks/use-localized';
import { usePermitsTranslation } from './permits-translations';
import { usePermitPrice } from './use-permit-price';

interface Props {
  product: PermitProduct;
  onClose: () => void;
  onApply: () => void;
}

/** product §2/§4: the Info modal: the product's description, price, processing time, validity and requirements, and Apply. */
export default function PermitInfoModal({ product, onClose, onApply }: Props) {
  const { t } = usePermitsTranslation();
  const localized = useLocalized();
  const price = usePermitPrice();
  const facts: Fact[] = [
    { label: t('info.price'), value: price(product.price), testId: 'permit-info-price' },
    { label: t('info.processingTime'), value: localized(product.processingTime), testId: 'permit-info-processing' },
  ];
  if (product.validity) {
    facts.push({ label: t('info.validity'), value: localized(product.validity), testId: 'permit-info-validity' });
  }
  return (
    <InfoModal
      title={localized(product.title)}
      description={localized(product.description)}
      facts={facts}
      requirements={{
        title: t('info.requirements'),
        items: product.requirements.map((requirement) => localized(requirement.label)),
        testId: 'permit-info-requirements',
      }}
      labels={{ close: t('info.close'), apply: t('info.apply') }}
      testIds={{ modal: 'permit-info-modal', apply: 'permit-info-apply' }}
      onClose={onClose}
      onApply={onApply}
    />
  );
}
