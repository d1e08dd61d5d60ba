import {
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  DEFAULT_MAIL_RETENTION_DAYS,
  DEFAULT_RECORD_RETENTION_DAYS,
} from '@cipta/domain/retention';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { company } from '@cipta/domain/company';
import { OFFER_PAGES } from '../../../lib/offer-pages';
import { paths } from '../../../lib/paths';
import { NAV_ITEMS } from '../../nav-items';
import { SMOOTH_SCROLL } from '../scroll-to-top';
import classes from './footer.module.css';
import './footer-translations';

// product §12: the notice states the retention periods the API applies by default, and how to ask.
const PRIVACY_FIGURES = {
  documentDays: DEFAULT_DOCUMENT_RETENTION_DAYS,
  recordYears: DEFAULT_RECORD_RETENTION_DAYS / 365,
  mailDays: DEFAULT_MAIL_RETENTION_DAYS,
  email: company.email,
};

export function Footer() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const year = new Date().getFullYear();
  // product §2.4, §14.1: Navigate leads to the main pages and tracking, Discover to the six offer
  // pages: real links where the original had dead anchors (decision 47).
  const navigate = [
    ...NAV_ITEMS.map((item) => ({ to: item.path, label: t(item.label) })),
    { to: paths.consultation, label: t('nav.consult') },
    { to: paths.tracking, label: t('nav.track') },
  ];
  const discover = OFFER_PAGES.map((offer) => ({ to: offer.path, label: t(`pages.${offer.page}.heading`) }));
  return (
    <footer className={classes.footer} data-testid="footer">
      <section id="footer-cta" className={classes.cta} aria-labelledby="footer-cta-title">
        <Container size="lg">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} id="footer-cta-title" c="white">
              {tf('ctaTitle')}
            </Title>
            <Text c="brand.0" maw={560}>
              {tf('ctaText')}
            </Text>
            {/* product §2: to /consultation, then a smooth scroll to the top. */}
            <LinkButton
              to={paths.consultation}
              state={SMOOTH_SCROLL}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              size="lg"
              variant="accent"
            >
              {tf('ctaButton')}
            </LinkButton>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={48}>
        <div className={classes.columns}>
          <FooterColumn landmark="section" id="footer-contact" title={tf('contactHeading')}>
            {company.phones.map((phone) => (
              <Anchor key={phone.tel} href={`tel:${phone.tel}`} className={classes.link}>
                <span className={classes.label}>{tf('phone')}:</span> {phone.display}
              </Anchor>
            ))}
            <Anchor href={`mailto:${company.email}`} className={classes.link}>
              <span className={classes.label}>{tf('email')}:</span> {company.email}
            </Anchor>
            <address className={classes.address}>
              <span className={classes.label}>{tf('address')}:</span>
              {company.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </FooterColumn>

          <LinkColumn id="footer-navigate" title={tf('navigateHeading')} links={navigate} />
          <LinkColumn id="footer-discover" title={tf('discoverHeading')} links={discover} />

          <FooterColumn landmark="section" id="footer-social" title={tf('socialHeading')}>
            {company.social.map((item) => (
              <Anchor
                key={item.network}
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
                aria-label={tf('socialLink', { network: item.network })}
              >
                {item.network}
              </Anchor>
            ))}
          </FooterColumn>
        </div>
      </Container>

      <div id="footer-legal" className={classes.legal}>
        <Container size="lg">
          <Stack gap="xs">
            <Text size="sm">
              {tf('notice', { company: company.brandName })}{' '}
              <Anchor
                href={company.officialEVisaUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
                aria-label={tf('officialSite')}
              >
                {company.officialEVisaUrl.replace('https://', '')}
              </Anchor>
            </Text>
            <LegalNote id="privacy" title={tf('privacy')} text={tf('privacyText', PRIVACY_FIGURES)} />
            <LegalNote id="terms" title={tf('terms')} text={tf('termsText')} />
            <Text size="sm" data-testid="copyright">
              {tf('copyright', { year, company: company.legalName })}
            </Text>
          </Stack>
        </Container>
      </div>
    </footer>
  );
}

/** A column of the footer: a landmark named by its small heading, over a stack of lines. */
function FooterColumn({
  landmark: Landmark,
  id,
  title,
  children,
}: {
  landmark: 'section' | 'nav';
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    // A section keeps its id as an anchor; a nav needs none.
    <Landmark id={Landmark === 'section' ? id : undefined} aria-labelledby={`${id}-title`}>
      <Title order={3} size="h5" id={`${id}-title`} className={classes.heading}>
        {title}
      </Title>
      <Stack gap={6}>{children}</Stack>
    </Landmark>
  );
}

function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <FooterColumn landmark="nav" id={id} title={title}>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
          {link.label}
        </Anchor>
      ))}
    </FooterColumn>
  );
}

/** A line of the legal band: its title, a link to itself (the footer's #privacy and #terms), then its text. */
function LegalNote({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Text size="sm" id={id}>
      <Anchor href={`#${id}`} className={classes.link} fw={700}>
        {title}
      </Anchor>
      {' · '}
      {text}
    </Text>
  );
}
