import { Text } from '@mantine/core';
import { OfferCard } from '../../components/offer-card/offer-card';
import type { VisaService } from '../../content/visa-catalogue';
import { useLocalized } from '../../hooks/use-localized';
import { useVisaTranslation } from './visa-translations';

interface Props {
  service: VisaService;
  onInfo: () => void;
  onApply: () => void;
}

/** product §2: each card has an icon, a title, Info and Apply. */
export function ServiceCard({ service, onInfo, onApply }: Props) {
  const { t } = useVisaTranslation();
  const localized = useLocalized();
  const title = localized(service.title);
  return (
    <OfferCard
      headingId={`visa-service-${service.id}`}
      icon={service.icon}
      iconColor={service.iconColor}
      title={title}
      headingLevel={3}
      labels={{
        info: t('card.info'),
        infoName: t('card.infoLabel', { title }),
        apply: t('card.apply'),
        applyName: t('card.applyLabel', { title }),
      }}
      onInfo={onInfo}
      onApply={onApply}
      testIds={{ card: 'visa-service-card', buttons: 'visa-service' }}
      data={{ 'data-service-id': service.id }}
    >
      <Text size="sm" c="dimmed">
        {t('card.price', { price: service.price })} ·{' '}
        {t('card.processing', { time: localized(service.processingTime) })}
      </Text>
    </OfferCard>
  );
}
