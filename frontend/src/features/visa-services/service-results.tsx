import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type VisaCountry,
  type VisaPurpose,
  type VisaType,
  isVisaCountry,
  isVisaPurpose,
} from '@cipta/domain/constants';
import { visaTypesFor } from '@cipta/machines/visa-search';
import { LinkButton } from '../../components/link-button';
import { paths } from '../../lib/paths';
import { type VisaService, visaServices } from '../../content/visa-catalogue';
import { countryLabels, purposeLabels, visaTypeLabels } from '../../content/visa-filters';
import { useLocalized } from '../../hooks/use-localized';
import { popularServices } from './search';
import { ServiceCard } from './service-card';
import classes from './service-results.module.css';
import type { VisaSearch } from './use-visa-search';
import { useVisaTranslation } from './visa-translations';

const POPULAR = popularServices(visaServices);

interface Props {
  search: VisaSearch;
  onInfo: (service: VisaService) => void;
  onApply: (service: VisaService) => void;
}

/** product §2: the popular services before a search; after one, the count, the filter tags and the results or the empty state. */
export function ServiceResults({ search, onInfo, onApply }: Props) {
  const { t } = useVisaTranslation();
  const { results } = search;
  const searching = search.state.matches('searching');
  // the first search keeps the popular services on screen, faded, until its results arrive
  const shown = results ?? POPULAR;

  return (
    <section aria-labelledby="visa-results-heading" aria-busy={searching} data-testid="visa-results">
      <Stack gap="md">
        <Title order={2} size="h3" id="visa-results-heading" data-testid="visa-results-heading">
          {results === null ? t('results.popular') : t('results.count', { number: results.length })}
        </Title>
        {results !== null && <FilterTags search={search} />}
        {results !== null && results.length === 0 ? (
          <EmptyResults />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={searching ? classes.stale : undefined}>
            {shown.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                onInfo={() => onInfo(service)}
                onApply={() => onApply(service)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
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

/** product §8: no result, with a way to a consultant. */
function EmptyResults() {
  const { t } = useVisaTranslation();
  return (
    <Stack align="flex-start" gap="sm" className={classes.empty} data-testid="visa-results-empty">
      <Text fw={700} size="lg">
        {t('results.emptyTitle')}
      </Text>
      <Text c="dimmed">{t('results.emptyText')}</Text>
      <LinkButton to={paths.consultation}>{t('results.contactConsultant')}</LinkButton>
    </Stack>
  );
}
