import { VISA_COUNTRIES, VISA_PURPOSES } from '@cipta/domain/constants';
import { visaTypesFor } from '@cipta/machines/visa-search';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { SearchButton, SearchPanel } from '../../components/search-panel';
import { countryLabels, purposeLabels, visaTypeLabels } from '../../content/visa-filters';
import { useLocalized } from '../../hooks/use-localized';
import type { VisaSearch } from './use-visa-search';
import { useVisaTranslation } from './visa-translations';

/** product §2/§4 "Visa search": Country of Origin, Purpose of Visit, Visa Type (after a purpose), a keyword, Find and Reset. */
export function SearchForm({ search }: { search: VisaSearch }) {
  const { t } = useVisaTranslation();
  const localized = useLocalized();
  const { state, send } = search;
  const { filters, searched } = state.context;
  const searching = state.matches('searching');
  const types = visaTypesFor(filters.purpose);

  return (
    <SearchPanel
      heading={t('search.heading')}
      headingId="visa-search-heading"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'search.submit' });
      }}
      data-testid="visa-search-form"
    >
      <Select
        label={t('search.country')}
        placeholder={t('search.countryPlaceholder')}
        data={VISA_COUNTRIES.map((country) => ({ value: country, label: localized(countryLabels[country]) }))}
        value={filters.country || null}
        onChange={(country) => send({ type: 'filters.setCountry', country: country ?? '' })}
        searchable
        clearable
        disabled={searching}
        data-testid="filter-country"
      />
      <Select
        label={t('search.purpose')}
        placeholder={t('search.purposePlaceholder')}
        data={VISA_PURPOSES.map((purpose) => ({ value: purpose, label: localized(purposeLabels[purpose]) }))}
        value={filters.purpose || null}
        onChange={(purpose) => send({ type: 'filters.setPurpose', purpose: purpose ?? '' })}
        clearable
        disabled={searching}
        data-testid="filter-purpose"
      />
      <Select
        label={t('search.visaType')}
        placeholder={types.length > 0 ? t('search.visaTypePlaceholder') : t('search.selectPurposeFirst')}
        data={types.map((type) => ({ value: type, label: localized(visaTypeLabels[type]) }))}
        value={filters.visaType || null}
        onChange={(visaType) => send({ type: 'filters.setVisaType', visaType: visaType ?? '' })}
        clearable
        disabled={searching || types.length === 0}
        data-testid="filter-visa-type"
      />
      <TextInput
        label={t('search.query')}
        placeholder={t('search.queryPlaceholder')}
        value={filters.query}
        onChange={(event) => send({ type: 'filters.setQuery', query: event.currentTarget.value })}
        disabled={searching}
        data-testid="filter-query"
      />
      <Group gap="sm">
        <SearchButton
          busy={searching}
          label={t('search.find')}
          busyLabel={t('search.searching')}
          data-testid="visa-search-find"
        />
        {searched && (
          <Button variant="default" onClick={() => send({ type: 'search.reset' })} data-testid="visa-search-reset">
            {t('search.reset')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="visa-search-status">
        {searching ? t('search.searchingStatus') : ''}
      </Text>
    </SearchPanel>
  );
}
