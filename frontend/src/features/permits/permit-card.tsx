import { Text } from '@mantine/core';
import { OfferCard } from '../../components/offer-card/offer-card';
import type { PermitProduct } from '../../content/permit-products';
import { useLocalized } from '../../hooks/use-localized';
import classes from './permit-card.module.css';
import { usePermitsTranslation } from './permits-translations';
import { usePermitPrice } from './use-permit-price';

interface Props {
  product: PermitProduct;
  onInfo: () => void;
  onApply: () => void;
}

/** product §2 "Permit and visa card screens": a card with its facts, Info and Apply. */
export function PermitCard({ product, onInfo, onApply }: Props) {
  const { t } = usePermitsTranslation();
  const localized = useLocalized();
  const price = usePermitPrice();
  const title = localized(product.title);
  return (
    <OfferCard
      headingId={`permit-${product.id}`}
      icon={product.icon}
      title={title}
      headingLevel={2}
      labels={{
        info: t('cards.info'),
        infoName: t('cards.infoLabel', { title }),
        apply: t('cards.apply'),
        applyName: t('cards.applyLabel', { title }),
      }}
      onInfo={onInfo}
      onApply={onApply}
      testIds={{ card: 'permit-card', buttons: 'permit' }}
      data={{ 'data-product-id': product.id }}
    >
      <Text size="sm" c="dimmed">
        {localized(product.description)}
      </Text>
      <dl className={classes.facts}>
        <div>
          <dt>{t('cards.price')}</dt>
          <dd data-testid="permit-card-price">{price(product.price)}</dd>
        </div>
        <div>
          <dt>{t('cards.processing')}</dt>
          <dd>{localized(product.processingTime)}</dd>
        </div>
        {product.validity && (
          <div>
            <dt>{t('cards.validity')}</dt>
            <dd>{localized(product.validity)}</dd>
          </div>
        )}
      </dl>
    </OfferCard>
  );
}
