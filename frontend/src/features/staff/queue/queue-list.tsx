import { Badge, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../format';
import { ageParts } from '../shared/age';
import { AssignControl } from '../shared/assign-control';
import type { Colleague } from '../shared/colleagues';
import type { StaffSession } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './queue-page.module.css';
import { type QueueSort, type SortColumn, sortParts, toggledSort } from './queue-query';

export type QueueItem = components['schemas']['StaffApplicationQueueItem'];

interface QueueListProps {
  items: QueueItem[];
  sort: QueueSort;
  session: StaffSession;
  colleagues: Colleague[] | undefined;
  onSort: (sort: QueueSort) => void;
  onAssign: (item: QueueItem, staffId: string | null) => Promise<void>;
  /** The rows are of a view being left (use-view-load.ts): no assigning from them. */
  actionsDisabled?: boolean;
}

/** "3 days", "5 hours": how long the case has been in its status. */
function useAge() {
  const { t } = useStaffTranslation();
  return (since: string) => {
    const { unit, count } = ageParts(since);
    return t(`queue.age.${unit}`, { count });
  };
}

/** The marks of a case: overdue, documents that arrived and nobody has looked at. */
function Marks({ item }: { item: QueueItem }) {
  const { t } = useStaffTranslation();
  return (
    <>
      {item.overdue && (
        <Badge color="red.9" data-testid="staff-mark-overdue">
          {t('queue.marks.overdue')}
        </Badge>
      )}
      {item.attentionSince && (
        <Badge color="violet.9" data-testid="staff-mark-attention">
          {t('queue.marks.needsAttention')}
        </Badge>
      )}
    </>
  );
}

/** A column heading that sorts by its column, and says how the list is sorted now. */
function SortHeading({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortColumn;
  label: string;
  sort: QueueSort;
  onSort: (sort: QueueSort) => void;
}) {
  const current = sortParts(sort);
  const active = current.column === column;
  return (
    <Table.Th scope="col" aria-sort={active ? (current.descending ? 'descending' : 'ascending') : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(toggledSort(sort, column))}>
        {label}
        <span aria-hidden="true">{active ? (current.descending ? ' ▼' : ' ▲') : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The queue's applications (issue 27): a table with a sorting heading per column at a desk's
 * width; a card per case on a phone (ID, name, service, status, age, assignee).
 */
export function QueueList({
  items,
  sort,
  session,
  colleagues,
  onSort,
  onAssign,
  actionsDisabled = false,
  compact,
}: QueueListProps & { compact: boolean }) {
  const { t, i18n } = useStaffTranslation();
  const age = useAge();
  const assign = (item: QueueItem) => (
    <AssignControl
      assignee={item.assignee}
      item={t('assign.application', { id: item.id })}
      session={session}
      colleagues={colleagues}
      onAssign={(staffId) => onAssign(item, staffId)}
      disabled={actionsDisabled}
    />
  );

  if (compact) {
    return (
      <Stack component="ul" gap="sm" className={classes.cards} data-testid="staff-queue-cards">
        {items.map((item) => (
          <Paper component="li" withBorder p="sm" key={item.id} data-testid="staff-queue-card">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Link to={`/staff/applications/${encodeURIComponent(item.id)}`} className={classes.cardLink}>
                  {item.id}
                </Link>
                <Badge variant="light">{t(`statuses.${item.status}`)}</Badge>
              </Group>
              <Text fw={600}>{item.fullName}</Text>
              <Text size="sm">{item.service.title}</Text>
              <Text size="sm" c="dimmed">
                {t('queue.inStatusFor', { age: age(item.statusChangedAt) })}
              </Text>
              <Group gap="xs">
                <Marks item={item} />
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  {item.assignee ? t('queue.heldBy', { name: item.assignee.name }) : t('queue.unassigned')}
                </Text>
                {assign(item)}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  const heading = (column: SortColumn, label: string) => (
    <SortHeading column={column} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <div className={classes.tableWrap} role="region" aria-label={t('queue.heading')} tabIndex={0}>
      <Table striped highlightOnHover data-testid="staff-queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('queue.columns.id')}</Table.Th>
            {heading('name', t('queue.columns.name'))}
            {heading('service', t('queue.columns.service'))}
            {heading('status', t('queue.columns.status'))}
            {heading('statusChangedAt', t('queue.columns.age'))}
            {heading('submittedAt', t('queue.columns.submitted'))}
            {heading('updatedAt', t('queue.columns.updated'))}
            {heading('assignee', t('queue.columns.assignee'))}
            <Table.Th scope="col">{t('queue.columns.documents')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Link to={`/staff/applications/${encodeURIComponent(item.id)}`}>{item.id}</Link>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {item.fullName}
                </Text>
                <Text size="xs" c="dimmed" className={classes.email}>
                  {item.email}
                </Text>
              </Table.Td>
              <Table.Td>{item.service.title}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {t(`statuses.${item.status}`)}
                  <Marks item={item} />
                </Stack>
              </Table.Td>
              <Table.Td>{age(item.statusChangedAt)}</Table.Td>
              <Table.Td>{formatDateTime(item.submittedAt, i18n.language)}</Table.Td>
              <Table.Td>{formatDateTime(item.updatedAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <span data-testid="staff-queue-assignee">{item.assignee?.name ?? t('queue.unassigned')}</span>
                  {assign(item)}
                </Stack>
              </Table.Td>
              <Table.Td>{item.documentCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
