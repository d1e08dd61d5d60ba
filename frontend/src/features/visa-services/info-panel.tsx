import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { company } from '../../content/company';
import classes from './info-panel.module.css';
import { useVisaTranslation } from './visa-translations';

const CLAIMS = [
  { icon: '🏆', title: 'info.successRate', text: 'info.successRateText' },
  { icon: '⚡', title: 'info.fast', text: 'info.fastText' },
  { icon: '🔒', title: 'info.secure', text: 'info.secureText' },
  { icon: '🕑', title: 'info.support', text: 'info.supportText' },
] as const;

const POPULAR_TAGS = ['info.tags.touristB1', 'info.tags.voa', 'info.tags.business', 'info.tags.transit'] as const;

/** DESIGN 8: the WhatsApp button opens a chat with the company's number. */
const WHATSAPP_URL = `https://wa.me/${company.whatsapp.e164}`;
/** WhatsApp's dark green: white on it reads at 7.6:1, where Mantine's green.8 gives 3.4:1 (WCAG 1.4.3). */
const WHATSAPP_GREEN = '#075e54';

/** product §1/§2: the claims, the popular visa types and the WhatsApp contact. */
export function InfoPanel() {
  const { t } = useVisaTranslation();
  const number = company.whatsapp.display;
  return (
    <Paper
      withBorder
      p="lg"
      radius="lg"
      component="aside"
      aria-labelledby="visa-info-heading"
      data-testid="visa-info-panel"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="visa-info-heading">
          {t('info.heading')}
        </Title>
        <ul className={classes.claims}>
          {CLAIMS.map(({ icon, title, text }) => (
            <li key={title} className={classes.claim}>
              <span className={classes.icon} aria-hidden="true">
                {icon}
              </span>
              <div>
                <Text fw={700}>{t(title)}</Text>
                <Text size="sm" c="dimmed">
                  {t(text)}
                </Text>
              </div>
            </li>
          ))}
        </ul>
        <div>
          <Text size="sm" fw={600} mb={6}>
            {t('info.popularTypes')}
          </Text>
          <Group gap={6}>
            {POPULAR_TAGS.map((tag) => (
              <Badge key={tag} variant="light" radius="sm">
                {t(tag)}
              </Badge>
            ))}
          </Group>
        </div>
        <Text size="sm">{t('info.whatsappIntro')}</Text>
        <Button
          component="a"
          href={WHATSAPP_URL}
          target="_blank"
          rel="noopener noreferrer"
          color={WHATSAPP_GREEN}
          fullWidth
          aria-label={t('info.whatsappLabel', { number })}
          data-testid="whatsapp-link"
        >
          {t('info.whatsapp', { number })}
        </Button>
      </Stack>
    </Paper>
  );
}
