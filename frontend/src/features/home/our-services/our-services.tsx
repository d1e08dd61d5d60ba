import { Container, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OFFER_PAGES } from '../../../lib/offer-pages';
import { useHomeTranslation } from '../home-translations';
import classes from './our-services.module.css';
import { Icon } from '../../../components/icon/icon';
import { SectionHeading } from '../section-heading';

/** product §14.1: the home page's "our services" section, one card per offer page. */
export default function OurServices() {
  const { t } = useHomeTranslation();
  const { t: tPages } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="our-services-heading" data-testid="our-services">
      <Container size="lg">
        <SectionHeading id="our-services-heading" title={t('services.heading')} intro={t('services.intro')} />
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" className={classes.list}>
          {OFFER_PAGES.map((offer) => (
            <li key={offer.path}>
              <Link to={offer.path} className={classes.card}>
                <span className={classes.icon} aria-hidden="true">
                  <Icon name={offer.icon} />
                </span>
                <span className={classes.name}>{tPages(`pages.${offer.page}.heading`)}</span>
                <span className={classes.summary}>{tPages(`pages.${offer.page}.description`)}</span>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
