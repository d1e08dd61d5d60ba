import { Anchor, Text } from '@mantine/core';
import { company, mapsSearchUrl } from '@cipta/domain/company';
import { TitledSection } from '../../components/titled-section';
import classes from './contact-page.module.css';
import { useContactTranslation } from './contact-translations';

/** product §9: the main office map embed is 400 px high. */
export const MAP_HEIGHT = 400;
/** The map's host; the web server's Content-Security-Policy allows it as a frame source. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';
/** How far the map reaches around the pin, in degrees: a few streets each way. */
const SPAN = { longitude: 0.006, latitude: 0.004 };

/** OpenStreetMap's embed of the area around a point, with a pin (marker) on it. */
export function mapEmbedUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const bbox = [
    longitude - SPAN.longitude,
    latitude - SPAN.latitude,
    longitude + SPAN.longitude,
    latitude + SPAN.latitude,
  ].map((value) => value.toFixed(4));
  const query = new URLSearchParams({ bbox: bbox.join(','), layer: 'mapnik', marker: `${latitude},${longitude}` });
  return `${MAP_ORIGIN}/export/embed.html?${query}`;
}

/**
 * product §2 "Contact": the head office on a map with a pin. The address and a maps link always
 * show under it, so a visitor whose map does not load (blocked, offline) still finds the office:
 * a cross-origin frame gives no reliable signal that it failed (docs/decisions.md).
 */
export function HeadOfficeMap() {
  const { t } = useContactTranslation();
  return (
    <TitledSection headingId="contact-map" heading={t('map.heading')} headingMb="md">
      <figure className={classes.map}>
        <iframe
          title={t('map.title')}
          src={mapEmbedUrl(company.headOfficeLocation)}
          width="100%"
          height={MAP_HEIGHT}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className={classes.mapFrame}
          data-testid="head-office-map"
        />
        <figcaption data-testid="map-fallback">
          <Text size="sm">
            {t('map.fallback')} <span className={classes.inlineAddress}>{company.addressLines.join(', ')}</span>.
          </Text>
          <Anchor
            href={mapsSearchUrl(company.addressLines)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
          >
            {t('map.open')}
          </Anchor>
        </figcaption>
      </figure>
    </TitledSection>
  );
}
