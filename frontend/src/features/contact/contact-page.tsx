import '@mantine/core/styles/Input.css';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { company } from '@cipta/domain/company';
import { OfficeCards, ReachUsCards } from './contact-cards';
import { ContactForm } from './contact-form';
import classes from './contact-page.module.css';
import { useContactTranslation } from './contact-translations';
import { HeadOfficeMap } from './head-office-map';

/** product §2 "Contact": four offices, e-mail, support, the head office's map and the message form. */
export default function ContactPage() {
  const { t: tShell } = useTranslation();
  const { t } = useContactTranslation();
  return (
    <>
      <PageHero
        title={tShell('pages.contact.heading')}
        subtitle={t('hero.subtitle', { hours: company.replyWithinHours })}
      />
      <Container size="lg" className={classes.page}>
        <OfficeCards />
        <div className={classes.columns}>
          <ContactForm />
          <ReachUsCards />
        </div>
        <HeadOfficeMap />
      </Container>
    </>
  );
}
