import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../format';
import { MailDisclosure } from '../mail/mail-panel';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { LoadState } from '../shared/load-state';
import { PreviousNext } from '../shared/previous-next';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

type Message = components['schemas']['StaffContactMessage'];
type Consultation = components['schemas']['StaffConsultationRequest'];
type Item = (Message | Consultation) & { kind: 'messages' | 'consultations' };
type Page = {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  counts: components['schemas']['InboxCounts'];
};
const PAGE_SIZE = 25;

const BASE = {
  messages: '/api/staff/contact-messages',
  consultations: '/api/staff/consultation-requests',
} as const;

/** One page of an inbox; `handled` is the screen's filter (absent: both). */
async function loadInbox(kind: Item['kind'], handled: boolean | undefined, page: number): Promise<Page | undefined> {
  const query = {
    ...(handled === undefined ? {} : { handled: handled ? ('true' as const) : ('false' as const) }),
    page,
    pageSize: PAGE_SIZE,
  };
  if (kind === 'messages') {
    const { data } = await staffApi.GET(BASE.messages, { params: { query } });
    return data && { ...data, items: data.items.map((item) => ({ ...item, kind })) };
  }
  const { data } = await staffApi.GET(BASE.consultations, { params: { query } });
  return data && { ...data, items: data.items.map((item) => ({ ...item, kind })) };
}

function assign(item: Item, staffId: string | null) {
  const params = { params: { path: { id: item.id } }, body: { staffId } };
  return item.kind === 'messages'
    ? staffApi.POST('/api/staff/contact-messages/{id}/assignee', params)
    : staffApi.POST('/api/staff/consultation-requests/{id}/assignee', params);
}

function markHandled(item: Item, handled: boolean) {
  const params = { params: { path: { id: item.id } }, body: { handled } };
  return item.kind === 'messages'
    ? staffApi.POST('/api/staff/contact-messages/{id}/handled', params)
    : staffApi.POST('/api/staff/consultation-requests/{id}/handled', params);
}

/**
 * The inboxes (issue 13): contact messages and consultation requests, each shown whole, assigned
 * to the person looking at it (or unassigned) and marked handled or back to handle.
 */
export default function InboxPage({ kind }: { kind: Item['kind'] }) {
  const { t, i18n } = useStaffTranslation();
  useStaffTitle(t(`inbox.${kind}`));
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const show = params.get('show') ?? 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [inbox, setInbox] = useState<Page>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const handled = show === 'open' ? false : show === 'handled' ? true : undefined;
      const found = await loadInbox(kind, handled, page);
      if (found) setInbox(found);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, [kind, show, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<{ data?: unknown }>) => {
    const { data } = await run();
    if (!data) setFailed(true);
    await load();
  };
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Stack gap="md">
      <Title order={1}>{t(`inbox.${kind}`)}</Title>
      <Group align="flex-end">
        <NativeSelect
          label={t('inbox.show')}
          value={show}
          onChange={(event) => setParams({ show: event.currentTarget.value })}
          data={[
            { value: 'open', label: t('inbox.toHandle') },
            { value: 'handled', label: t('inbox.handled') },
            { value: 'all', label: t('inbox.all') },
          ]}
        />
        {inbox && (
          <Text aria-live="polite" data-testid="staff-inbox-counts">
            {t('inbox.counts', inbox.counts)}
          </Text>
        )}
      </Group>
      <LoadState loaded={Boolean(inbox)} failed={failed} />
      {inbox && inbox.items.length === 0 && <Text>{t('inbox.empty')}</Text>}
      {inbox && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {inbox.items.map((item) => {
            const name = 'name' in item ? item.name : `${item.firstName} ${item.lastName}`;
            const mine = item.assignee?.id === session.user.id;
            return (
              <Paper component="li" withBorder p="md" key={item.id} data-testid="staff-inbox-item">
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Title order={2} size="h4">
                      {t('inbox.from', { name, email: item.email })}
                    </Title>
                    {item.handledAt && <Badge color="green">{t('inbox.handled')}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('inbox.received', { date: date(item.receivedAt) })} ·{' '}
                    {t('inbox.language', { language: item.language })}
                  </Text>
                  {'phone' in item && (
                    <Text size="sm">
                      {t('inbox.phone', { phone: item.phone })} · {t('inbox.country', { country: item.country })}
                      {item.company && ` · ${t('inbox.company', { company: item.company })}`}
                    </Text>
                  )}
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{item.message}</Text>
                  <Text size="sm">
                    {item.assignee ? t('inbox.assignee', { name: item.assignee.name }) : t('inbox.unassigned')}
                    {item.handledAt &&
                      item.handledBy &&
                      ` · ${t('inbox.handledBy', { name: item.handledBy.name, date: date(item.handledAt) })}`}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => void act(() => assign(item, mine ? null : session.user.id))}
                    >
                      {mine ? t('inbox.unassign') : t('inbox.assignMe')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => void act(() => markHandled(item, !item.handledAt))}
                    >
                      {item.handledAt ? t('inbox.markOpen') : t('inbox.markHandled')}
                    </Button>
                  </Group>
                  <MailDisclosure
                    subjectType={item.kind === 'messages' ? 'contact' : 'consultation'}
                    subjectId={item.id}
                  />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {inbox && inbox.total > inbox.pageSize && (
        <PreviousNext
          page={page}
          hasNext={page * inbox.pageSize < inbox.total}
          onPage={(next) => setParams({ show, page: String(next) })}
          previousLabel={t('inbox.previous')}
          nextLabel={t('inbox.next')}
        />
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
