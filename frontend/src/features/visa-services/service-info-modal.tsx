import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { FactList, InfoModal, InfoSection } from '../../components/info-modal/info-modal';
import type { VisaService } from '../../content/visa-catalogue';
import { useLocalized } from '../../hooks/use-localized';
import { SampleVisa } from './sample-visa';
import classes from './service-info-modal.module.css';
import { useVisaTranslation } from './visa-translations';

interface Props {
  service: VisaService;
  onClose: () => void;
  onApply: () => void;
}

const DETAILS = ['validity', 'maxStay', 'entries', 'interview'] as const;

/** product §2 Info modal: the sample visa, the service's facts, features and requirements, and Apply. */
export default function ServiceInfoModal({ service, onClose, onApply }: Props) {
  const { t } = useVisaTranslation();
  const localized = useLocalized();
  return (
    <InfoModal
      title={localized(service.title)}
      lead={
        <figure className={classes.sample}>
          <SampleVisa />
          <Text component="figcaption" size="xs" c="dimmed" mt={6}>
            {t('details.sampleNote')}
          </Text>
        </figure>
      }
      description={localized(service.description)}
      facts={[
        { label: t('details.price'), value: service.price, testId: 'visa-info-price' },
        { label: t('details.processingTime'), value: localized(service.processingTime) },
        { label: t('details.successRate'), value: `${service.successRate}%` },
      ]}
      requirements={{ title: t('details.requirements'), items: service.requirements.map(localized) }}
      labels={{ close: t('details.close'), apply: t('details.apply') }}
      testIds={{ modal: 'visa-info-modal', apply: 'visa-info-apply' }}
      onClose={onClose}
      onApply={onApply}
    >
      <InfoSection title={t('details.details')}>
        <FactList
          minWidth={220}
          facts={DETAILS.map((key) => ({ label: t(`details.${key}`), value: localized(service.detailedInfo[key]) }))}
        />
      </InfoSection>
      <InfoSection title={t('details.features')}>
        <Group gap={6}>
          {service.features.map((feature) => (
            <Badge key={feature.en} variant="light" radius="sm" tt="none">
              {localized(feature)}
            </Badge>
          ))}
        </Group>
      </InfoSection>
    </InfoModal>
  );
}
