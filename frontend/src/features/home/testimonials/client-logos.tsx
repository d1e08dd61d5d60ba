import { CLIENT_LOGO_COUNT } from '@cipta/domain/constants';
import { Container, Title } from '@mantine/core';
import clients from '../../../assets/media/clients.json';
import classes from './client-logos.module.css';
import { useHomeTranslation } from '../home-translations';

// Vite turns each logo into a hashed URL; the list keeps clients.json's order.
const logoUrls = import.meta.glob<string>('../../../assets/media/logo-*.svg', {
  eager: true,
  import: 'default',
  query: '?url',
});
const logos = clients.slice(0, CLIENT_LOGO_COUNT).map((client) => ({
  name: client.name,
  src: logoUrls[`../../../assets/media/${client.file}`] ?? '',
}));

/**
 * product §2/§9: ten client logos repeated twice so the strip scrolls without a seam. The second
 * copy is hidden from assistive technology; with reduced motion the strip stands still.
 */
export default function ClientLogos() {
  const { t } = useHomeTranslation();
  return (
    <section className={classes.section} aria-labelledby="clients-heading">
      <Container size="lg">
        <Title order={2} size="h4" id="clients-heading" ta="center" c="dimmed" mb="lg">
          {t('clients.heading')}
        </Title>
      </Container>
      <div className={classes.viewport}>
        <ul className={classes.track} data-testid="client-logos">
          {[...logos, ...logos].map((logo, index) => (
            <li key={`${logo.name}-${index}`} className={classes.item} aria-hidden={index >= logos.length || undefined}>
              <img
                src={logo.src}
                alt={index >= logos.length ? '' : logo.name}
                height={48}
                width={180}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
