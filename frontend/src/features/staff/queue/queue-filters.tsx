import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { ALL_SERVICES } from '@cipta/domain/catalogue';
import type { Language } from '@cipta/domain/constants';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { Colleague } from '../shared/colleagues';
import { useStaffTranslation } from '../staff-translations';
import classes from './queue-page.module.css';
import { APPLICATION_KINDS, QUEUE_SORTS, type QueueFilters } from './queue-query';

interface QueueFiltersProps {
  filters: QueueFilters;
  colleagues: Colleague[] | undefined;
  /** At 390 px the filters beyond the search sit behind a button. */
  compact: boolean;
  onApply: (filters: QueueFilters) => void;
  onReset: () => void;
  children?: ReactNode;
}

/** The service choices: the catalogue's visa services, then each card screen's products, by title. */
function serviceOptions(language: Language, current: string) {
  const option = (service: (typeof ALL_SERVICES)[number]) => ({ value: service.key, label: service.title[language] });
  const visas = ALL_SERVICES.filter((service) => service.kind === 'visa').map(option);
  const permits = ALL_SERVICES.filter((service) => service.kind === 'permit').map(option);
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, language);
  // A part of a title typed into the address (the API takes one) stays choosable as it is.
  const typed =
    current && !ALL_SERVICES.some((service) => service.key === current)
      ? [{ value: current, label: `“${current}”` }]
      : [];
  return { visas: visas.sort(byLabel), permits: permits.sort(byLabel), typed };
}

/**
 * The queue's search and filters (issue 27): a search that finds names without accents and phone
 * numbers however typed, then type, service, assignee, dates and order. The search applies on
 * Enter; a choice applies at once.
 */
export function QueueFiltersForm({ filters, colleagues, compact, onApply, onReset, children }: QueueFiltersProps) {
  const { t, i18n } = useStaffTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'id';
  const [q, setQ] = useState(filters.q);
  const [open, setOpen] = useState(false);
  // The address changed (Back, a cleared filter): the box shows the search in force.
  useEffect(() => setQ(filters.q), [filters.q]);
  const choose = (change: Partial<QueueFilters>) => onApply({ ...filters, q, ...change, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    choose({});
  };
  const services = serviceOptions(language, filters.service);

  const more = (
    <div className={classes.filters}>
      <NativeSelect
        label={t('queue.kind')}
        value={filters.kind}
        onChange={(event) => choose({ kind: event.currentTarget.value })}
        data={[
          { value: '', label: t('queue.all') },
          ...APPLICATION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
        ]}
      />
      <NativeSelect
        label={t('queue.service')}
        value={filters.service}
        onChange={(event) => choose({ service: event.currentTarget.value })}
        data={[
          { value: '', label: t('queue.allServices') },
          ...services.typed,
          { group: t('queue.serviceGroups.visa'), items: services.visas },
          { group: t('queue.serviceGroups.permit'), items: services.permits },
        ]}
      />
      <NativeSelect
        label={t('queue.assignee')}
        value={filters.assignee}
        onChange={(event) => choose({ assignee: event.currentTarget.value })}
        data={[
          { value: '', label: t('queue.anyone') },
          { value: 'me', label: t('queue.me') },
          { value: 'none', label: t('queue.nobody') },
          ...(colleagues ?? []).map((colleague) => ({ value: colleague.id, label: colleague.name || colleague.email })),
        ]}
      />
      <TextInput
        label={t('queue.from')}
        type="date"
        value={filters.fromDay}
        onChange={(event) => choose({ fromDay: event.currentTarget.value })}
      />
      <TextInput
        label={t('queue.to')}
        type="date"
        value={filters.toDay}
        onChange={(event) => choose({ toDay: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('queue.sort')}
        value={filters.sort}
        onChange={(event) => choose({ sort: event.currentTarget.value as QueueFilters['sort'] })}
        data={QUEUE_SORTS.map((sort) => ({ value: sort, label: t(`queue.sorts.${sort}`) }))}
      />
    </div>
  );

  return (
    <form onSubmit={submit} role="search" aria-label={t('queue.search')}>
      <Stack gap="sm">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            className={classes.search}
            label={t('queue.search')}
            description={t('queue.searchHint')}
            type="search"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <Button type="submit">{t('queue.apply')}</Button>
          {compact && (
            <Button
              variant="default"
              aria-expanded={open}
              aria-controls="queue-more-filters"
              onClick={() => setOpen(!open)}
            >
              {t('queue.moreFilters')}
            </Button>
          )}
        </Group>
        <div id="queue-more-filters" hidden={compact && !open}>
          {more}
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setQ('');
              onReset();
            }}
          >
            {t('queue.reset')}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
