import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { APPLICATION_STATUSES } from '@cipta/domain/application-status';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../format';
import { useStaffTitle } from '../login/use-document-title';
import { LoadState } from '../shared/load-state';
import { StaffTable } from '../shared/staff-table';
import { fetchStaffFile, saveBlob, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './queue-page.module.css';
import {
  APPLICATION_KINDS,
  QUEUE_SORTS,
  type QueueFilters,
  exportQuery,
  filtersFromParams,
  pageCount,
  paramsFromFilters,
  queueQuery,
} from './queue-query';

type Queue = components['schemas']['StaffApplicationQueue'];
const COLUMNS = ['id', 'name', 'email', 'kind', 'service', 'status', 'submitted', 'documents'] as const;

/**
 * The applications queue (issue 13): counts per status, filters, search, sort and the server's
 * pages, all in the address; the CSV export of the same filters.
 */
export default function QueuePage() {
  const { t, i18n } = useStaffTranslation();
  useStaffTitle(t('title.queue'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [draft, setDraft] = useState<QueueFilters>(filters);
  const [queue, setQueue] = useState<Queue>();
  const [failed, setFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const key = params.toString();

  useEffect(() => {
    let live = true;
    const current = filtersFromParams(new URLSearchParams(key));
    setDraft(current);
    setFailed(false);
    staffApi
      .GET('/api/staff/applications', { params: { query: queueQuery(current) } })
      .then(({ data }) => {
        if (!live) return;
        if (data) setQueue(data);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [key]);

  const go = (next: QueueFilters) => setParams(paramsFromFilters(next));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = new URLSearchParams(exportQuery(filters) as Record<string, string>);
      saveBlob(await fetchStaffFile('/api/staff/exports/applications.csv', query), 'applications.csv');
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const pages = queue ? pageCount(queue.total, queue.pageSize) : 1;

  return (
    <Stack gap="md">
      <Title order={1}>{t('queue.heading')}</Title>

      <nav aria-label={t('queue.counts')}>
        <ul className={classes.counts}>
          <li>
            <Button
              size="compact-md"
              variant={filters.status ? 'default' : 'filled'}
              aria-current={filters.status ? undefined : 'true'}
              onClick={() => go({ ...filters, status: undefined, page: 1 })}
            >
              {t('queue.all')}
              {queue && ` (${Object.values(queue.counts).reduce((sum, count) => sum + count, 0)})`}
            </Button>
          </li>
          {APPLICATION_STATUSES.map((status) => (
            <li key={status}>
              <Button
                size="compact-md"
                variant={filters.status === status ? 'filled' : 'default'}
                aria-current={filters.status === status ? 'true' : undefined}
                data-testid={`staff-count-${status}`}
                onClick={() => go({ ...filters, status, page: 1 })}
              >
                {t(`statuses.${status}`)}
                {queue && ` (${queue.counts[status]})`}
              </Button>
            </li>
          ))}
        </ul>
      </nav>

      <form onSubmit={apply} role="search" aria-label={t('queue.search')}>
        <Stack gap="sm">
          <div className={classes.filters}>
            <TextInput
              label={t('queue.search')}
              description={t('queue.searchHint')}
              type="search"
              value={draft.q}
              onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
            />
            <NativeSelect
              label={t('queue.status')}
              value={draft.status ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, status: (event.currentTarget.value || undefined) as QueueFilters['status'] })
              }
              data={[
                { value: '', label: t('queue.all') },
                ...APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
            />
            <NativeSelect
              label={t('queue.kind')}
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.currentTarget.value })}
              data={[
                { value: '', label: t('queue.all') },
                ...APPLICATION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
              ]}
            />
            <TextInput
              label={t('queue.service')}
              value={draft.service}
              onChange={(event) => setDraft({ ...draft, service: event.currentTarget.value })}
            />
            <TextInput
              label={t('queue.from')}
              type="date"
              value={draft.fromDay}
              onChange={(event) => setDraft({ ...draft, fromDay: event.currentTarget.value })}
            />
            <TextInput
              label={t('queue.to')}
              type="date"
              value={draft.toDay}
              onChange={(event) => setDraft({ ...draft, toDay: event.currentTarget.value })}
            />
            <NativeSelect
              label={t('queue.sort')}
              value={draft.sort}
              onChange={(event) => setDraft({ ...draft, sort: event.currentTarget.value as QueueFilters['sort'] })}
              data={QUEUE_SORTS.map((sort) => ({ value: sort, label: t(`queue.sorts.${sort}`) }))}
            />
          </div>
          <Group gap="xs">
            <Button type="submit">{t('queue.apply')}</Button>
            <Button variant="default" onClick={() => setParams(new URLSearchParams())}>
              {t('queue.reset')}
            </Button>
            <Button variant="outline" loading={exporting} onClick={() => void exportCsv()}>
              {t('queue.export')}
            </Button>
          </Group>
        </Stack>
      </form>

      <LoadState loaded={Boolean(queue)} failed={failed} />
      {queue && (
        <>
          <Text aria-live="polite" data-testid="staff-queue-total">
            {t('queue.total', { count: queue.total })}
          </Text>
          {queue.items.length === 0 ? (
            <Text>{t('queue.empty')}</Text>
          ) : (
            <StaffTable
              label={t('queue.heading')}
              testId="staff-queue"
              striped
              highlightOnHover
              columns={COLUMNS.map((column) => t(`queue.columns.${column}`))}
            >
              {queue.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Link to={`/staff/applications/${encodeURIComponent(item.id)}`}>{item.id}</Link>
                  </Table.Td>
                  <Table.Td>{item.fullName}</Table.Td>
                  <Table.Td>{item.email}</Table.Td>
                  <Table.Td>{t(`kinds.${item.kind}`)}</Table.Td>
                  <Table.Td>{item.service.title}</Table.Td>
                  <Table.Td>{t(`statuses.${item.status}`)}</Table.Td>
                  <Table.Td>{formatDateTime(item.submittedAt, i18n.language)}</Table.Td>
                  <Table.Td>{item.documentCount}</Table.Td>
                </Table.Tr>
              ))}
            </StaffTable>
          )}
          {pages > 1 && (
            <nav aria-label={t('queue.pages')}>
              <ul className={classes.pages}>
                {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
                  <li key={page}>
                    <Button
                      size="compact-sm"
                      variant={page === filters.page ? 'filled' : 'default'}
                      aria-current={page === filters.page ? 'page' : undefined}
                      aria-label={t('queue.page', { page, pages })}
                      onClick={() => go({ ...filters, page })}
                    >
                      {page}
                    </Button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
