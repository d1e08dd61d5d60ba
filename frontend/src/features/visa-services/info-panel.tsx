import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Panel } from '../../components/panel';
import { company } from '@cipta/domain/company';
import classes from './info-panel.module.css';
import type { VisaSearch } from './use-visa-search';
import { useVisaTranslation } from './visa-translations';
import { Icon } from '../../components/icon/icon';

const CLAIMS = [
  { icon: 'trophy', title: 'info.successRate', text: 'info.successRateText' },
  { icon: 'bolt', title: 'info.fast', text: 'info.fastText' },
  { icon: 'lock', title: 'info.secure', text: 'info.secureText' },
  { icon: 'clock', title: 'info.support', text: 'info.supportText' },
] as const;

/** Issue 21: each popular type is a search (purpose, keyword) a tap runs. */
const POPULAR_TAGS = [
  { label: 'info.tags.touristB1', purpose: 'tourist', query: 'b1' },
  { label: 'info.tags.voa', purpose: '', query: 'visa on arrival' },
  { label: 'info.tags.business', purpose: 'business', query: '' },
  { label: 'info.tags.transit', purpose: 'transit', query: '' },
] as const;

/** DESIGN 8: the WhatsApp button opens a chat with the company's number. */
const WHATSAPP_URL = company.whatsapp.url;
/** WhatsApp's dark green: white on it reads at 7.6:1, where Mantine's green.8 gives 3.4:1 (WCAG 1.4.3). */
const WHATSAPP_GREEN = '#075e54';

/** product §1/§2: the claims, the popular visa types and the WhatsApp contact. */
export function InfoPanel({ search }: { search: VisaSearch }) {
  const { t } = useVisaTranslation();
  const number = company.whatsapp.display;
  return (
    <Panel component="aside" headingId="visa-info-heading" data-testid="visa-info-panel">
      <Stack gap="md">
        <Title order={2} size="h4" id="visa-info-heading">
          {t('info.heading')}
        </Title>
        <ul className={classes.claims}>
          {CLAIMS.map(({ icon, title, text }) => (
            <li key={title} className={classes.claim}>
              <span className={classes.icon} aria-hidden="true">
                <Icon name={icon} />
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
              <Button
                key={tag.label}
                variant="light"
                size="compact-sm"
                radius="sm"
                disabled={search.state.matches('searching')}
                onClick={() => {
                  search.send({ type: 'filters.setPurpose', purpose: tag.purpose });
                  search.send({ type: 'filters.setVisaType', visaType: '' });
                  search.send({ type: 'filters.setQuery', query: tag.query });
                  search.send({ type: 'search.submit' });
                }}
              >
                {t(tag.label)}
              </Button>
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
    </Panel>
  );
}
