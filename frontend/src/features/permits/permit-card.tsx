import { Button, Group, Paper, Text, Title } from '@mantine/core';
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

/** spec §2 "Permit and visa card screens": a card with its facts, Info and Apply. */
export function PermitCard({ product, onInfo, onApply }: Props) {
  const { t } = usePermitsTranslation();
  const localized = useLocalized();
  const price = usePermitPrice();
  const title = localized(product.title);
  const headingId = `permit-${product.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" className={classes.card} aria-labelledby={headingId} data-testid="permit-card" data-product-id={product.id}>
      <span className={classes.icon} aria-hidden="true">
        {product.icon}
      </span>
      <Title order={2} size="h4" id={headingId} className={classes.title}>
        {title}
      </Title>
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
      <Group gap="xs" mt="auto" pt="sm">
        <Button variant="light" size="sm" onClick={onInfo} aria-label={t('cards.infoLabel', { title })} data-testid="permit-info">
          {t('cards.info')}
        </Button>
        <Button size="sm" onClick={onApply} aria-label={t('cards.applyLabel', { title })} data-testid="permit-apply">
          {t('cards.apply')}
        </Button>
      </Group>
    </Paper>
  );
}
