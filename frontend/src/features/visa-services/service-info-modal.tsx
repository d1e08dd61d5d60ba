import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Badge, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
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
    <Modal
      opened
      onClose={onClose}
      title={localized(service.title)}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      <Stack gap="md" data-testid="visa-info-modal">
        <figure className={classes.sample}>
          <SampleVisa />
          <Text component="figcaption" size="xs" c="dimmed" mt={6}>
            {t('details.sampleNote')}
          </Text>
        </figure>
        <Text>{localized(service.description)}</Text>
        <dl className={classes.facts}>
          <div>
            <dt>{t('details.price')}</dt>
            <dd data-testid="visa-info-price">{service.price}</dd>
          </div>
          <div>
            <dt>{t('details.processingTime')}</dt>
            <dd>{localized(service.processingTime)}</dd>
          </div>
          <div>
            <dt>{t('details.successRate')}</dt>
            <dd>{service.successRate}%</dd>
          </div>
        </dl>
        <section>
          <Title order={3} size="h5" mb={6}>
            {t('details.details')}
          </Title>
          <dl className={classes.details}>
            {DETAILS.map((key) => (
              <div key={key}>
                <dt>{t(`details.${key}`)}</dt>
                <dd>{localized(service.detailedInfo[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section>
          <Title order={3} size="h5" mb={6}>
            {t('details.features')}
          </Title>
          <Group gap={6}>
            {service.features.map((feature) => (
              <Badge key={feature.en} variant="light" radius="sm" tt="none">
                {localized(feature)}
              </Badge>
            ))}
          </Group>
        </section>
        <section>
          <Title order={3} size="h5" mb={6}>
            {t('details.requirements')}
          </Title>
          <List size="sm" spacing={4}>
            {service.requirements.map((requirement) => (
              <List.Item key={requirement.en}>{localized(requirement)}</List.Item>
            ))}
          </List>
        </section>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('details.close')}
          </Button>
          <Button onClick={onApply} data-testid="visa-info-apply">
            {t('details.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
