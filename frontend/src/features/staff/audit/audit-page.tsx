import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../format';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { LoadState } from '../shared/load-state';
import { PreviousNext } from '../shared/previous-next';
import { StaffTable } from '../shared/staff-table';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from '../queue/queue-page.module.css';

type AuditPage = components['schemas']['StaffAuditPage'];
const PAGE_SIZE = 50;
const FIELDS = ['action', 'actorId', 'targetId', 'from', 'to'] as const;
const COLUMNS = ['at', 'action', 'actor', 'target', 'address', 'details'] as const;
type Field = (typeof FIELDS)[number];

/** The start of a calendar day (browser's time zone) as an instant; the "to" day is included. */
function instant(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).toISOString();
}

/** The audit log (admin, issue 13): append-only, newest first, filtered by action, who, target and days. */
export default function AuditLogPage() {
  const { t, i18n } = useStaffTranslation();
  useStaffTitle(t('title.audit'));
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<Field, string>,
  );
  const [audit, setAudit] = useState<AuditPage>();
  const [failed, setFailed] = useState(false);
  const page = Math.max(1, Number(params.get('page')) || 1);

  useEffect(() => {
    if (session.user.role !== 'admin') return;
    let live = true;
    const current = new URLSearchParams(key);
    const text = (name: Field) => current.get(name)?.trim() || undefined;
    const from = instant(current.get('from') ?? '');
    const to = instant(current.get('to') ?? '', 1);
    setFailed(false);
    staffApi
      .GET('/api/staff/audit', {
        params: {
          query: {
            ...(text('action') ? { action: text('action') } : {}),
            ...(text('actorId') ? { actorId: text('actorId') } : {}),
            ...(text('targetId') ? { targetId: text('targetId') } : {}),
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
            page: Math.max(1, Number(current.get('page')) || 1),
            pageSize: PAGE_SIZE,
          },
        },
      })
      .then(({ data }) => {
        if (!live) return;
        if (data) setAudit(data);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [key, session.user.role]);

  const goTo = (nextPage: number, values = draft) => {
    const next = new URLSearchParams();
    for (const field of FIELDS) if (values[field].trim()) next.set(field, values[field].trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    goTo(1);
  };

  if (session.user.role !== 'admin') {
    return (
      <Alert color="red" role="alert">
        {t('errors.forbidden')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('audit.heading')}</Title>
      <form onSubmit={apply} role="search" aria-label={t('audit.heading')}>
        <Stack gap="sm">
          <div className={classes.filters}>
            <TextInput
              label={t('audit.action')}
              value={draft.action}
              onChange={(e) => setDraft({ ...draft, action: e.currentTarget.value })}
            />
            <TextInput
              label={t('audit.actor')}
              value={draft.actorId}
              onChange={(e) => setDraft({ ...draft, actorId: e.currentTarget.value })}
            />
            <TextInput
              label={t('audit.target')}
              value={draft.targetId}
              onChange={(e) => setDraft({ ...draft, targetId: e.currentTarget.value })}
            />
            <TextInput
              label={t('audit.from')}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            />
            <TextInput
              label={t('audit.to')}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            />
          </div>
          <Group>
            <Button type="submit">{t('audit.apply')}</Button>
          </Group>
        </Stack>
      </form>
      <LoadState loaded={Boolean(audit)} failed={failed} />
      {audit &&
        (audit.items.length === 0 ? (
          <Text>{t('audit.empty')}</Text>
        ) : (
          <StaffTable
            label={t('audit.heading')}
            testId="staff-audit"
            striped
            columns={COLUMNS.map((column) => t(`audit.columns.${column}`))}
          >
            {audit.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <time dateTime={item.at}>{formatDateTime(item.at, i18n.language)}</time>
                </Table.Td>
                <Table.Td>{item.action}</Table.Td>
                <Table.Td>{item.actorId ?? '—'}</Table.Td>
                <Table.Td>{item.target ? `${item.target.type} ${item.target.id}` : '—'}</Table.Td>
                <Table.Td>{item.clientAddress ?? '—'}</Table.Td>
                <Table.Td>
                  <code>{item.details ? JSON.stringify(item.details) : ''}</code>
                </Table.Td>
              </Table.Tr>
            ))}
          </StaffTable>
        ))}
      {audit && (
        <PreviousNext
          page={page}
          hasNext={audit.items.length >= PAGE_SIZE}
          onPage={goTo}
          previousLabel={t('audit.previous')}
          nextLabel={t('audit.next')}
        >
          <Text>{t('audit.page', { page })}</Text>
        </PreviousNext>
      )}
    </Stack>
  );
}
