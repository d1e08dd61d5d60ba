import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { company } from '../../../content/company';
import { paths } from '../../../lib/paths';
import { SMOOTH_SCROLL } from '../scroll-to-top';
import classes from './footer.module.css';

/** product §2: Navigate and Discover are in-page anchors: each leads to a part of the page. */
const NAVIGATE = [
  { href: '#top', label: 'footer.anchors.top' },
  { href: '#main-content', label: 'footer.anchors.main' },
  { href: '#footer-cta', label: 'footer.anchors.cta' },
] as const;
const DISCOVER = [
  { href: '#footer-contact', label: 'footer.anchors.contact' },
  { href: '#footer-social', label: 'footer.anchors.social' },
  { href: '#footer-legal', label: 'footer.anchors.legal' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer} data-testid="footer">
      <section id="footer-cta" className={classes.cta} aria-labelledby="footer-cta-title">
        <Container size="lg">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} id="footer-cta-title" c="white">
              {t('footer.ctaTitle')}
            </Title>
            <Text c="brand.0" maw={560}>
              {t('footer.ctaText')}
            </Text>
            {/* product §2: to /consultation, then a smooth scroll to the top. */}
            <LinkButton
              to={paths.consultation}
              state={SMOOTH_SCROLL}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              size="lg"
              variant="accent"
            >
              {t('footer.ctaButton')}
            </LinkButton>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={48}>
        <div className={classes.columns}>
          <section id="footer-contact" aria-labelledby="footer-contact-title">
            <Title order={3} size="h5" id="footer-contact-title" className={classes.heading}>
              {t('footer.contactHeading')}
            </Title>
            <Stack gap={6}>
              {company.phones.map((phone) => (
                <Anchor key={phone.tel} href={`tel:${phone.tel}`} className={classes.link}>
                  <span className={classes.label}>{t('footer.phone')}:</span> {phone.display}
                </Anchor>
              ))}
              <Anchor href={`mailto:${company.email}`} className={classes.link}>
                <span className={classes.label}>{t('footer.email')}:</span> {company.email}
              </Anchor>
              <address className={classes.address}>
                <span className={classes.label}>{t('footer.address')}:</span>
                {company.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </Stack>
          </section>

          <AnchorColumn id="footer-navigate" title={t('footer.navigateHeading')} links={NAVIGATE} />
          <AnchorColumn id="footer-discover" title={t('footer.discoverHeading')} links={DISCOVER} />

          <section id="footer-social" aria-labelledby="footer-social-title">
            <Title order={3} size="h5" id="footer-social-title" className={classes.heading}>
              {t('footer.socialHeading')}
            </Title>
            <Stack gap={6}>
              {company.social.map((item) => (
                <Anchor
                  key={item.network}
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.link}
                  aria-label={t('footer.socialLink', { network: item.network })}
                >
                  {item.network}
                </Anchor>
              ))}
            </Stack>
          </section>
        </div>
      </Container>

      <div id="footer-legal" className={classes.legal}>
        <Container size="lg">
          <Stack gap="xs">
            <Text size="sm">
              {t('footer.notice', { company: company.brandName })}{' '}
              <Anchor
                href={company.officialEVisaUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
                aria-label={t('footer.officialSite')}
              >
                {company.officialEVisaUrl.replace('https://', '')}
              </Anchor>
            </Text>
            <Text size="sm" id="privacy">
              <Anchor href="#privacy" className={classes.link} fw={700}>
                {t('footer.privacy')}
              </Anchor>
              {' · '}
              {t('footer.privacyText')}
            </Text>
            <Text size="sm" id="terms">
              <Anchor href="#terms" className={classes.link} fw={700}>
                {t('footer.terms')}
              </Anchor>
              {' · '}
              {t('footer.termsText')}
            </Text>
            <Text size="sm" data-testid="copyright">
              {t('footer.copyright', { year, company: company.legalName })}
            </Text>
          </Stack>
        </Container>
      </div>
    </footer>
  );
}

function AnchorColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly {
    href: string;
    label:
      | 'footer.anchors.top'
      | 'footer.anchors.main'
      | 'footer.anchors.cta'
      | 'footer.anchors.contact'
      | 'footer.anchors.social'
      | 'footer.anchors.legal';
  }[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={`${id}-title`}>
      <Title order={3} size="h5" id={`${id}-title`} className={classes.heading}>
        {title}
      </Title>
      <Stack gap={6}>
        {links.map((link) => (
          <Anchor key={link.href} href={link.href} className={classes.link}>
            {t(link.label)}
          </Anchor>
        ))}
      </Stack>
    </nav>
  );
}
