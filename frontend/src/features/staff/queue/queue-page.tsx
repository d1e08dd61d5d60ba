import { Button, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APPLICATION_STATUSES } from '@cipta/domain/application-status';
import type { components } from '@cipta/domain/contract';
import { useSearchParams } from 'react-router-dom';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { useColleagues } from '../shared/colleagues';
import { LoadState } from '../shared/load-state';
import { PreviousNext } from '../shared/previous-next';
import { useViewLoad } from '../shared/use-view-load';
import { ViewResults } from '../shared/view-results';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { ExportMenu } from './export-menu';
import { QueueFiltersForm } from './queue-filters';
import { type QueueItem, QueueList } from './queue-list';
import classes from './queue-page.module.css';
import {
  type QueueFilters,
  exportQuery,
  filtersFromParams,
  pageCount,
  paramsFromFilters,
  queueQuery,
} from './queue-query';

type Queue = components['schemas']['StaffApplicationQueue'];

/** The queue the address describes (`key`: its search parameters). */
async function loadQueue(key: string): Promise<Queue | undefined> {
  const { data } = await staffApi.GET('/api/staff/applications', {
    params: { query: queueQuery(filtersFromParams(new URLSearchParams(key))) },
  });
  return data;
}

/** The narrowest desk width: below it (a phone) the queue is cards and the filters fold away. */
export const COMPACT_QUERY = '(max-width: 48em)';

/**
 * The applications queue (issues 13, 27): counts per status and per mark (needs attention,
 * overdue, mine, unassigned), a search that finds people however they are typed, filters, a sort
 * on every column, the server's pages, all in the address; who holds each case; the export.
 */
export default function QueuePage() {
  const { t } = useStaffTranslation();
  useStaffTitle(t('title.queue'));
  const session = useStaffSession();
  const colleagues = useColleagues();
  const compact = useMediaQuery(COMPACT_QUERY) ?? false;
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const key = params.toString();
  const { data: queue, failed, stale, loading, reload, setFailed } = useViewLoad(key, loadQueue);

  const go = (next: QueueFilters) => setParams(paramsFromFilters(next));
  const toggle = (mark: 'attention' | 'overdue') => go({ ...filters, [mark]: !filters[mark], page: 1 });
  const assignee = (value: string) => go({ ...filters, assignee: filters.assignee === value ? '' : value, page: 1 });
  const assign = async (item: QueueItem, staffId: string | null) => {
    const { data } = await staffApi.POST('/api/staff/applications/{id}/assignee', {
      params: { path: { id: item.id } },
      body: { staffId },
    });
    await reload();
    // A refused assignment stays said (the reload clears only its own failure).
    if (!data) setFailed(true);
  };

  const pages = queue ? pageCount(queue.total, queue.pageSize) : 1;
  const all = queue ? Object.values(queue.counts).reduce((sum, count) => sum + count, 0) : undefined;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

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
              {count(all)}
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
                {count(queue?.counts[status])}
              </Button>
            </li>
          ))}
        </ul>
      </nav>

      <ul className={classes.counts} aria-label={t('queue.marks.label')}>
        {(
          [
            ['needsAttention', filters.attention, () => toggle('attention')],
            ['overdue', filters.overdue, () => toggle('overdue')],
            ['assignedToMe', filters.assignee === 'me', () => assignee('me')],
            ['unassigned', filters.assignee === 'none', () => assignee('none')],
          ] as const
        ).map(([mark, pressed, onClick]) => (
          <li key={mark}>
            <Button
              size="compact-md"
              variant={pressed ? 'filled' : 'default'}
              {...(mark === 'overdue' ? { color: 'red.9' } : mark === 'needsAttention' ? { color: 'violet.9' } : {})}
              aria-pressed={pressed}
              data-testid={`staff-mark-${mark}`}
              onClick={onClick}
            >
              {t(`queue.marks.${mark}`)}
              {count(queue?.marks[mark])}
            </Button>
          </li>
        ))}
      </ul>

      <QueueFiltersForm
        filters={filters}
        colleagues={colleagues}
        compact={compact}
        onApply={go}
        onReset={() => setParams(new URLSearchParams())}
      >
        <ExportMenu query={exportQuery(filters) as Record<string, string>} onFailed={() => setFailed(true)} />
      </QueueFiltersForm>

      <LoadState loaded={Boolean(queue) && !(stale && loading)} failed={failed} />
      {queue && (
        <ViewResults stale={stale} loading={loading} testId="staff-queue-results">
          <Text aria-live="polite" data-testid="staff-queue-total">
            {t('queue.total', { count: queue.total })}
          </Text>
          {queue.items.length === 0 ? (
            <Text>{t('queue.empty')}</Text>
          ) : (
            <QueueList
              items={queue.items}
              sort={filters.sort}
              session={session}
              colleagues={colleagues}
              compact={compact}
              onSort={(sort) => go({ ...filters, sort, page: 1 })}
              onAssign={assign}
              actionsDisabled={stale}
            />
          )}
          {pages > 1 && (
            <nav aria-label={t('queue.pages')}>
              <PreviousNext
                page={filters.page}
                hasNext={filters.page < pages}
                onPage={(page) => go({ ...filters, page })}
                previousLabel={t('queue.previous')}
                nextLabel={t('queue.next')}
              >
                <Text size="sm">{t('queue.page', { page: filters.page, pages })}</Text>
              </PreviousNext>
            </nav>
          )}
        </ViewResults>
      )}
    </Stack>
  );
}
