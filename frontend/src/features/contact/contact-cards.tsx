import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { company, mapsSearchUrl } from '@cipta/domain/company';
import { useLocalized } from '../../hooks/use-localized';
import { TitledSection } from '../../components/titled-section';
import classes from './contact-page.module.css';
import { useContactTranslation } from './contact-translations';

/** product §2 "Contact": the four offices; the address opens a maps link, the phone calls. */
export function OfficeCards() {
  const { t } = useContactTranslation();
  const localized = useLocalized();
  return (
    <TitledSection headingId="contact-offices" heading={t('offices.heading')} headingMb="md">
      <ul className={classes.offices}>
        {company.offices.map((office) => (
          <li key={office.key}>
            <Paper
              withBorder
              radius="lg"
              p="lg"
              className={classes.card}
              data-testid="office-card"
              data-office={office.key}
            >
              <Title order={3} size="h4">
                {localized(office.name)}
              </Title>
              <Text size="sm" fw={600} mt="sm">
                {t('offices.address')}
              </Text>
              <Anchor
                href={mapsSearchUrl(office.addressLines)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('offices.mapLink', { address: office.addressLines.join(', ') })}
                data-testid="office-address"
              >
                {office.addressLines.map((line) => (
                  <span key={line} className={classes.line}>
                    {line}
                  </span>
                ))}
              </Anchor>
              <Text size="sm" fw={600} mt="sm">
                {t('offices.phone')}
              </Text>
              <Anchor href={`tel:${office.phone.tel}`} data-testid="office-phone">
                {office.phone.display}
              </Anchor>
            </Paper>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The e-mail card and the support card (product §2 "Contact", §1: 24/7 support). */
export function ReachUsCards() {
  const { t } = useContactTranslation();
  return (
    <div className={classes.reach}>
      <Paper withBorder radius="lg" p="lg" className={classes.card} data-testid="email-card">
        <Title order={2} size="h4">
          {t('email.heading')}
        </Title>
        <Anchor href={`mailto:${company.email}`} fw={600} mt="xs">
          {company.email}
        </Anchor>
        <Text size="sm" mt="xs">
          {t('email.text', { hours: company.replyWithinHours })}
        </Text>
      </Paper>
      <Paper withBorder radius="lg" p="lg" className={classes.card} data-testid="support-card">
        <Title order={2} size="h4">
          {t('support.heading')}
        </Title>
        <Text size="sm" mt="xs">
          {t('support.text')}
        </Text>
        <Anchor href={company.whatsapp.url} target="_blank" rel="noopener noreferrer" fw={600} mt="xs">
          {t('support.whatsapp', { number: company.whatsapp.display })}
        </Anchor>
        <Anchor component={Link} to={paths.tracking} mt="xs">
          {t('support.tracking')}
        </Anchor>
      </Paper>
    </div>
  );
}
