import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { STAFF_AUDIT_ACTIONS } from '@cipta/domain/staff-rules';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../format';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { LoadState } from '../shared/load-state';
import { PreviousNext } from '../shared/previous-next';
import { useViewLoad } from '../shared/use-view-load';
import { ViewResults } from '../shared/view-results';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './audit-page.module.css';
import { actionLabel, type AuditItem, detailsSentence, isAuditAction, targetLabel, targetPath } from './audit-words';

type AuditPage = components['schemas']['StaffAuditPage'];
type Account = components['schemas']['StaffAccount'];
const PAGE_SIZE = 50;
const FIELDS = ['actorId', 'action', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

/** The start of a calendar day (browser's time zone) as an instant; the "to" day is included. */
function instant(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).toISOString();
}

/** The audit log's page the address describes (`key`: its search parameters). */
async function loadAuditView(key: string): Promise<AuditPage | undefined> {
  const current = new URLSearchParams(key);
  const text = (name: string) => current.get(name)?.trim() || undefined;
  const action = text('action');
  const from = instant(current.get('from') ?? '');
  const to = instant(current.get('to') ?? '', 1);
  const { data } = await staffApi.GET('/api/staff/audit', {
    params: {
      query: {
        ...(isAuditAction(action) ? { action } : {}),
        ...(text('actorId') ? { actorId: text('actorId') } : {}),
        ...(text('targetId') ? { targetId: text('targetId') } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        page: Math.max(1, Number(current.get('page')) || 1),
        pageSize: PAGE_SIZE,
      },
    },
  });
  return data;
}

/**
 * The audit log (admin; issues 13, 27), newest first, as a person reads it: who by name and
 * address, what in words, the target as a link to its page, the details as a sentence. Filters
 * by person and action (choices), dates, and a target (from a case page's link), in the address.
 */
export default function AuditLogPage() {
  const { t, i18n } = useStaffTranslation();
  useStaffTitle(t('title.audit'));
  const session = useStaffSession();
  const isAdmin = session.user.role === 'admin';
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<Field, string>,
  );
  const [accounts, setAccounts] = useState<Account[]>([]);
  const { data: audit, failed, stale, loading } = useViewLoad(isAdmin ? key : null, loadAuditView);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const targetId = params.get('targetId') ?? '';

  useEffect(() => {
    if (!isAdmin) return;
    void staffApi.GET('/api/staff/users').then(({ data }) => data && setAccounts(data.items));
  }, [isAdmin]);

  const names = useMemo(() => new Map(accounts.map((account) => [account.id, account.name])), [accounts]);
  const people = useMemo(
    () => [...accounts].sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [accounts, i18n.language],
  );

  const goTo = (nextPage: number, values = draft, target = targetId) => {
    const next = new URLSearchParams();
    for (const field of FIELDS) if (values[field].trim()) next.set(field, values[field].trim());
    if (target) next.set('targetId', target);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    goTo(1);
  };

  if (!isAdmin) {
    return (
      <Alert color="red" role="alert">
        {t('errors.forbidden')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('auditLog.heading')}</Title>
      <form onSubmit={apply} role="search" aria-label={t('auditLog.filters')}>
        <Stack gap="sm">
          <div className={classes.filters}>
            <NativeSelect
              label={t('auditLog.person')}
              value={draft.actorId}
              onChange={(event) => setDraft({ ...draft, actorId: event.currentTarget.value })}
              data={[
                { value: '', label: t('auditLog.everyone') },
                ...people.map((account) => ({ value: account.id, label: `${account.name} (${account.email})` })),
              ]}
            />
            <NativeSelect
              label={t('auditLog.action')}
              value={draft.action}
              onChange={(event) => setDraft({ ...draft, action: event.currentTarget.value })}
              data={[
                { value: '', label: t('auditLog.allActions') },
                ...STAFF_AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action, t) })),
              ]}
            />
            <TextInput
              label={t('auditLog.from')}
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
            />
            <TextInput
              label={t('auditLog.to')}
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
            />
          </div>
          {targetId && (
            <Group gap="xs" data-testid="staff-audit-target-filter">
              <Text size="sm">{t('auditLog.aboutOnly', { id: targetId })}</Text>
              <Button size="compact-sm" variant="subtle" onClick={() => goTo(1, draft, '')}>
                {t('auditLog.clearTarget')}
              </Button>
            </Group>
          )}
          <Group>
            <Button type="submit">{t('auditLog.apply')}</Button>
          </Group>
        </Stack>
      </form>
      <LoadState loaded={Boolean(audit) && !(stale && loading)} failed={failed} />
      {audit && (
        <ViewResults stale={stale} loading={loading} testId="staff-audit-results">
          {audit.items.length === 0 ? (
            <Text>{t('auditLog.empty')}</Text>
          ) : (
            <ol className={classes.entries} data-testid="staff-audit" aria-label={t('auditLog.heading')}>
              {audit.items.map((item) => (
                <AuditEntry key={item.id} item={item} names={names} />
              ))}
            </ol>
          )}
          <PreviousNext
            page={page}
            hasNext={audit.items.length >= PAGE_SIZE}
            onPage={goTo}
            previousLabel={t('auditLog.previous')}
            nextLabel={t('auditLog.next')}
          >
            <Text>{t('auditLog.page', { page })}</Text>
          </PreviousNext>
        </ViewResults>
      )}
    </Stack>
  );
}

/** One row of the log: when, who, what, about what (a link), and the details as a sentence. */
function AuditEntry({ item, names }: { item: AuditItem; names: ReadonlyMap<string, string> }) {
  const { t, i18n } = useStaffTranslation();
  const path = item.target ? targetPath(item.target) : undefined;
  const sentence = detailsSentence(item, t, names);
  return (
    <li className={classes.entry} data-testid="staff-audit-entry">
      <div className={classes.when}>
        <time dateTime={item.at}>{formatDateTime(item.at, i18n.language)}</time>
        {item.clientAddress && (
          <Text span size="xs" c="dimmed">
            {' '}
            · {t('auditLog.address', { address: item.clientAddress })}
          </Text>
        )}
      </div>
      <Text fw={600} data-testid="staff-audit-action">
        {actionLabel(item.action, t)}
      </Text>
      <Text size="sm" data-testid="staff-audit-actor">
        {item.actor
          ? t('auditLog.by', { name: item.actor.name, email: item.actor.email })
          : item.actorId
            ? t('auditLog.byUnknown', { id: item.actorId })
            : t('auditLog.nobody')}
      </Text>
      {item.target && (
        <Text size="sm" data-testid="staff-audit-target">
          {path ? (
            <Anchor component={Link} to={path}>
              {targetLabel(item.target, t)}
            </Anchor>
          ) : (
            targetLabel(item.target, t)
          )}
          {item.target.type === 'staff-user' && item.target.email ? ` (${item.target.email})` : ''}
        </Text>
      )}
      {sentence && (
        <Text size="sm" c="dimmed" data-testid="staff-audit-details">
          {sentence}
        </Text>
      )}
    </li>
  );
}
