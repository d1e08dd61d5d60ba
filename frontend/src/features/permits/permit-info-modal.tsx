import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { PermitProduct } from '../../content/permit-products';
import { useLocalized } from '../../hooks/use-localized';
import classes from './permit-info-modal.module.css';
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
  return (
    <Modal
      opened
      onClose={onClose}
      title={localized(product.title)}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('info.close') }}
    >
      <Stack gap="md" data-testid="permit-info-modal">
        <Text>{localized(product.description)}</Text>
        <dl className={classes.facts}>
          <div>
            <dt>{t('info.price')}</dt>
            <dd data-testid="permit-info-price">{price(product.price)}</dd>
          </div>
          <div>
            <dt>{t('info.processingTime')}</dt>
            <dd data-testid="permit-info-processing">{localized(product.processingTime)}</dd>
          </div>
          {product.validity && (
            <div>
              <dt>{t('info.validity')}</dt>
              <dd data-testid="permit-info-validity">{localized(product.validity)}</dd>
            </div>
          )}
        </dl>
        <section>
          <Title order={3} size="h5" mb={6}>
            {t('info.requirements')}
          </Title>
          <List size="sm" spacing={4} data-testid="permit-info-requirements">
            {product.requirements.map((requirement) => (
              <List.Item key={requirement.en}>{localized(requirement)}</List.Item>
            ))}
          </List>
        </section>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('info.close')}
          </Button>
          <Button onClick={onApply} data-testid="permit-info-apply">
            {t('info.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
