import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { VisaService } from '../../content/visa-catalogue';
import { useLocalized } from '../../hooks/use-localized';
import classes from './service-card.module.css';
import { useVisaTranslation } from './visa-translations';

interface Props {
  service: VisaService;
  onInfo: () => void;
  onApply: () => void;
}

/** spec §2: each card has an icon, a title, Info and Apply. */
export function ServiceCard({ service, onInfo, onApply }: Props) {
  const { t } = useVisaTranslation();
  const localized = useLocalized();
  const title = localized(service.title);
  const headingId = `visa-service-${service.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" className={classes.card} aria-labelledby={headingId} data-testid="visa-service-card" data-service-id={service.id}>
      <span className={classes.icon} style={{ backgroundColor: service.iconColor }} aria-hidden="true">
        {service.icon}
      </span>
      <Title order={3} size="h5" id={headingId} className={classes.title}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {t('card.price', { price: service.price })} · {t('card.processing', { time: localized(service.processingTime) })}
      </Text>
      <Group gap="xs" mt="auto" pt="sm">
        <Button variant="light" size="sm" onClick={onInfo} aria-label={t('card.infoLabel', { title })} data-testid="visa-service-info">
          {t('card.info')}
        </Button>
        <Button size="sm" onClick={onApply} aria-label={t('card.applyLabel', { title })} data-testid="visa-service-apply">
          {t('card.apply')}
        </Button>
      </Group>
    </Paper>
  );
}
