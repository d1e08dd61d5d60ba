import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { useColleagues } from '../shared/colleagues';
import { LoadState } from '../shared/load-state';
import { PreviousNext } from '../shared/previous-next';
import { useViewLoad } from '../shared/use-view-load';
import { ViewResults } from '../shared/view-results';
import { useStaffTranslation } from '../staff-translations';
import { type InboxKind, type InboxPage as Page, assignInboxItem, loadInbox, markInboxItem } from './inbox-api';
import { InboxItemCard } from './inbox-item-card';

/** The inbox page the address describes (`key`: kind, show, assignee and page). */
function loadInboxView(key: string): Promise<Page | undefined> {
  const view = new URLSearchParams(key);
  const show = view.get('show');
  return loadInbox(
    view.get('kind') as InboxKind,
    {
      ...(show === 'open' ? { handled: false } : show === 'handled' ? { handled: true } : {}),
      assignee: view.get('assignee') ?? '',
    },
    Number(view.get('page')),
  );
}

/**
 * The inboxes (issues 13, 27): contact messages and consultation requests, filtered by state and
 * by who holds them (in the address), each shown whole with its actions and its own page.
 */
export default function InboxPage({ kind }: { kind: InboxKind }) {
  const { t } = useStaffTranslation();
  useStaffTitle(t(`inbox.${kind}`));
  const session = useStaffSession();
  const colleagues = useColleagues();
  const [params, setParams] = useSearchParams();
  const show = params.get('show') ?? 'open';
  const assignee = params.get('assignee') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const key = new URLSearchParams({ kind, show, assignee, page: String(page) }).toString();
  const { data: inbox, failed, stale, loading, reload, setFailed } = useViewLoad(key, loadInboxView);

  const choose = (change: Record<string, string>) => {
    const next = new URLSearchParams({ show, ...(assignee ? { assignee } : {}), ...change });
    if (!next.get('assignee')) next.delete('assignee');
    setParams(next);
  };
  const act = async (run: () => Promise<{ data?: unknown }>) => {
    const { data } = await run();
    await reload();
    // A refused action stays said (the reload clears only its own failure).
    if (!data) setFailed(true);
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t(`inbox.${kind}`)}</Title>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('inbox.show')}
          value={show}
          onChange={(event) => choose({ show: event.currentTarget.value })}
          data={[
            { value: 'open', label: t('inbox.toHandle') },
            { value: 'handled', label: t('inbox.handled') },
            { value: 'all', label: t('inbox.all') },
          ]}
        />
        <NativeSelect
          label={t('inbox.assignedTo')}
          value={assignee}
          onChange={(event) => choose({ assignee: event.currentTarget.value })}
          data={[
            { value: '', label: t('inbox.anyone') },
            { value: 'me', label: t('inbox.me') },
            { value: 'none', label: t('inbox.nobody') },
            ...(colleagues ?? []).map((colleague) => ({
              value: colleague.id,
              label: colleague.name || colleague.email,
            })),
          ]}
        />
        {inbox && (
          <Text aria-live="polite" data-testid="staff-inbox-counts">
            {t('inbox.counts', inbox.counts)}
          </Text>
        )}
      </Group>
      <LoadState loaded={Boolean(inbox) && !(stale && loading)} failed={failed} />
      {inbox && (
        <ViewResults stale={stale} loading={loading} testId="staff-inbox-results">
          {inbox.items.length === 0 && <Text>{t('inbox.empty')}</Text>}
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {inbox.items.map((item) => (
              <InboxItemCard
                key={item.id}
                item={item}
                session={session}
                colleagues={colleagues}
                inList
                onAssign={(staffId) => act(() => assignInboxItem(item, staffId))}
                onHandled={(handled) => act(() => markInboxItem(item, handled))}
              />
            ))}
          </Stack>
          {inbox.total > inbox.pageSize && (
            <PreviousNext
              page={page}
              hasNext={page * inbox.pageSize < inbox.total}
              onPage={(next) => choose({ page: String(next) })}
              previousLabel={t('inbox.previous')}
              nextLabel={t('inbox.next')}
            />
          )}
        </ViewResults>
      )}
    </Stack>
  );
}

export function MessagesInbox() {
  return <InboxPage kind="messages" />;
}

export function ConsultationsInbox() {
  return <InboxPage kind="consultations" />;
}
