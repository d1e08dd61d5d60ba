import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type VisaCountry,
  type VisaPurpose,
  type VisaType,
  isVisaCountry,
  isVisaPurpose,
} from '@cipta/domain/constants';
import { visaTypesFor } from '@cipta/machines/visa-search';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { cardAddress } from '../../hooks/use-card-address';
import { paths } from '../../lib/paths';
import { type VisaService, visaServices } from '../../content/visa-catalogue';
import { countryLabels, purposeLabels, visaTypeLabels } from '../../content/visa-filters';
import { useLocalized } from '../../hooks/use-localized';
import { type OfferCardHit, searchOfferCards } from './offer-search';
import { popularServices, splitByOwnWords } from './search';
import { ServiceCard } from './service-card';
import classes from './service-results.module.css';
import type { VisaSearch } from './use-visa-search';
import { useVisaTranslation } from './visa-translations';
import { Icon } from '../../components/icon/icon';

const POPULAR = popularServices(visaServices);

interface Props {
  search: VisaSearch;
  onInfo: (service: VisaService) => void;
  onApply: (service: VisaService) => void;
}

/**
 * product §2: the popular services before a search; after one, the count, the filter tags and the
 * results or the empty state. product §14.2: the services whose own words match come first, the
 * cards of the other offer pages follow as their own group, and a search never ends without a way on.
 */
export function ServiceResults({ search, onInfo, onApply }: Props) {
  const { t } = useVisaTranslation();
  const { results } = search;
  const searching = search.state.matches('searching');
  const { query, purpose } = search.state.context.filters;
  const heading = useFocusAfterSearch(results, searching);
  // the first search keeps the popular services on screen, faded, until its results arrive
  const shown = results ?? POPULAR;
  const { matching, others } = splitByOwnWords(shown, results === null ? '' : query);
  const offers = results === null ? [] : searchOfferCards({ query, purpose });
  const grid = (services: readonly VisaService[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={searching ? classes.stale : undefined}>
      {services.map((service) => (
        <ServiceCard
          key={service.id}
          service={service}
          onInfo={() => onInfo(service)}
          onApply={() => onApply(service)}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <section aria-labelledby="visa-results-heading" aria-busy={searching} data-testid="visa-results">
      <Stack gap="md">
        <Title
          order={2}
          size="h3"
          id="visa-results-heading"
          ref={heading}
          tabIndex={-1}
          className={classes.heading}
          data-testid="visa-results-heading"
        >
          {results === null ? t('results.popular') : t('results.count', { count: results.length })}
        </Title>
        {results !== null && <FilterTags search={search} />}
        {results !== null && results.length === 0 && <EmptyResults />}
        {matching.length > 0 && others.length > 0 ? (
          <>
            <Title order={3} size="h4" data-testid="visa-results-matching">
              {t('results.matching', { query: query.trim() })}
            </Title>
            {grid(matching)}
            <Title order={3} size="h4" data-testid="visa-results-others">
              {t('results.others')}
            </Title>
            {grid(others)}
          </>
        ) : (
          shown.length > 0 && (results === null || results.length > 0) && grid(shown)
        )}
        {offers.length > 0 && <OfferCardResults hits={offers} />}
        {results !== null && results.length === 0 && (
          <LinkButton to={paths.consultation} className={classes.consultant}>
            {t('results.contactConsultant')}
          </LinkButton>
        )}
      </Stack>
    </section>
  );
}

/**
 * After a search, the results' heading comes into view and takes the focus, so a phone shows the
 * results (they sit below the form) and a screen reader reads their count (issue 21).
 */
function useFocusAfterSearch(results: readonly unknown[] | null, searching: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    if (results === null || searching) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [results, searching, reduceMotion]);
  return heading;
}

/** product §14.2: the other offer pages' cards that match, each a link to its card's address. */
function OfferCardResults({ hits }: { hits: readonly OfferCardHit[] }) {
  const { t } = useVisaTranslation();
  const { t: tPages } = useTranslation();
  const localized = useLocalized();
  return (
    <section aria-labelledby="visa-offer-results-heading" data-testid="offer-card-results">
      <Title order={3} size="h4" id="visa-offer-results-heading" mb="xs">
        {t('results.otherPages', { count: hits.length })}
      </Title>
      <ul className={classes.offerList}>
        {hits.map(({ page, path, product }) => (
          <li key={`${page}/${product.id}`}>
            <Link to={cardAddress(path, product.id)} className={classes.offer}>
              <span aria-hidden="true" className={classes.offerIcon}>
                <Icon name={product.icon} />
              </span>
              <span>
                <span className={classes.offerTitle}>{localized(product.title)}</span>
                <span className={classes.offerPage}>{tPages(`pages.${page}.heading`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The filters of the search, as tags. */
function FilterTags({ search }: { search: VisaSearch }) {
  const { t } = useVisaTranslation();
  const localized = useLocalized();
  const { country, purpose, visaType, query } = search.state.context.filters;
  const type = visaTypesFor(purpose).find((option) => option === visaType);
  const tags = [
    isVisaCountry(country) && t('results.country', { value: localized(countryLabels[country satisfies VisaCountry]) }),
    isVisaPurpose(purpose) && t('results.purpose', { value: localized(purposeLabels[purpose satisfies VisaPurpose]) }),
    type && t('results.visaType', { value: localized(visaTypeLabels[type satisfies VisaType]) }),
    query.trim() && t('results.query', { value: query.trim() }),
  ].filter((tag): tag is string => Boolean(tag));
  if (tags.length === 0) return null;
  return (
    <Group gap={6} aria-label={t('results.filters')} role="list" data-testid="visa-filter-tags">
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" size="lg" radius="sm" role="listitem" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** product §8: no result; the matching cards of other pages and the consultant button follow it (§14.2). */
function EmptyResults() {
  const { t } = useVisaTranslation();
  return (
    <Stack align="flex-start" gap="sm" className={classes.empty} data-testid="visa-results-empty">
      <Text fw={700} size="lg">
        {t('results.emptyTitle')}
      </Text>
      <Text c="dimmed">{t('results.emptyText')}</Text>
    </Stack>
  );
}
