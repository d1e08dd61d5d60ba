import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LANGUAGES } from '@cipta/domain/constants';
import type { components } from '@cipta/domain/contract';
import { STAFF_ROLES, type StaffRole } from '@cipta/domain/staff-rules';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { StaffTable } from '../shared/staff-table';
import { MemberSessions } from '../sessions/member-sessions';
import { errorCode, staffApi } from '../staff-api';
import { type ActionMessage, ActionMessageAlert } from '../shared/action-message';
import { useStaffTranslation } from '../staff-translations';
import classes from '../queue/queue-page.module.css';

type Account = components['schemas']['StaffAccount'];
type IssuedLink = components['schemas']['StaffSetupLinkResult'];
const COLUMNS = ['name', 'email', 'role', 'state', 'secondFactor', 'actions'] as const;

/**
 * Staff management (admin, issue 13): add an account (its one-time set-up link shown once, as
 * `npm run staff -- add` prints it), change a role, disable or enable, a new set-up link,
 * remove a lost second factor, and (issue 29) lift a sign-in lock that wrong passwords or codes
 * put on an account, and see or end a member's sessions. The API refuses to lose the last admin who can sign in (409 LAST_ADMIN).
 */
export default function UsersPage() {
  const { t, i18n } = useStaffTranslation();
  const { t: tShell } = useTranslation();
  useStaffTitle(t('title.users'));
  const session = useStaffSession();
  const [accounts, setAccounts] = useState<Account[]>();
  const [message, setMessage] = useState<ActionMessage>();
  const [issued, setIssued] = useState<IssuedLink>();
  const [copied, setCopied] = useState(false);
  const [draft, setDraft] = useState({
    email: '',
    name: '',
    role: 'staff' as StaffRole,
    language: 'id' as 'id' | 'en',
  });
  const [busy, setBusy] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<Account>();

  const load = useCallback(async () => {
    const { data } = await staffApi.GET('/api/staff/users');
    if (data) setAccounts(data.items);
    else setMessage({ tone: 'red', text: t('errors.failed') });
  }, [t]);

  useEffect(() => {
    if (session.user.role === 'admin') void load();
  }, [load, session.user.role]);

  /** The API's refusal in the page's words. */
  const refusal = (error: unknown): ActionMessage => {
    const code = errorCode(error);
    if (code === 'LAST_ADMIN') return { tone: 'red', text: t('users.lastAdmin') };
    if (code === 'STAFF_EXISTS') return { tone: 'red', text: t('users.exists') };
    if (code === 'ROLE_FORBIDDEN') return { tone: 'red', text: t('errors.forbidden') };
    return { tone: 'red', text: t('errors.failed') };
  };

  const showLink = (link: IssuedLink) => {
    setCopied(false);
    setIssued(link);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    try {
      const { data, error } = await staffApi.POST('/api/staff/users', {
        body: { email: draft.email.trim(), name: draft.name.trim(), role: draft.role, language: draft.language },
      });
      if (data) {
        showLink(data);
        setDraft({ ...draft, email: '', name: '' });
        await load();
      } else setMessage(refusal(error));
    } catch {
      setMessage({ tone: 'red', text: t('errors.network') });
    } finally {
      setBusy(false);
    }
  };

  /** Runs one account change, then shows the list as the API has it now. */
  const change = async (run: () => Promise<{ data?: unknown; error?: unknown }>) => {
    setMessage(undefined);
    try {
      const { data, error } = await run();
      setMessage(data ? { tone: 'green', text: t('users.saved') } : refusal(error));
    } catch {
      setMessage({ tone: 'red', text: t('errors.network') });
    }
    await load();
  };

  if (session.user.role !== 'admin') {
    return (
      <Alert color="red" role="alert">
        {t('errors.forbidden')}
      </Alert>
    );
  }

  const path = (account: Account) => ({ params: { path: { userId: account.id } } });

  return (
    <Stack gap="md">
      <Title order={1}>{t('users.heading')}</Title>

      <Paper withBorder p="md">
        <form onSubmit={(event) => void add(event)} aria-labelledby="staff-users-add">
          <Stack gap="sm">
            <Title order={2} size="h3" id="staff-users-add">
              {t('users.add')}
            </Title>
            <div className={classes.filters}>
              <TextInput
                label={t('users.email')}
                type="email"
                required
                value={draft.email}
                onChange={(event) => setDraft({ ...draft, email: event.currentTarget.value })}
              />
              <TextInput
                label={t('users.name')}
                required
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              />
              <NativeSelect
                label={t('users.role')}
                value={draft.role}
                onChange={(event) => setDraft({ ...draft, role: event.currentTarget.value as StaffRole })}
                data={STAFF_ROLES.map((role) => ({ value: role, label: t(`layout.roles.${role}`) }))}
              />
              <NativeSelect
                label={t('users.language')}
                value={draft.language}
                onChange={(event) => setDraft({ ...draft, language: event.currentTarget.value as 'id' | 'en' })}
                data={LANGUAGES.map((language) => ({ value: language, label: tShell(`languages.${language}`) }))}
              />
            </div>
            <Group>
              <Button type="submit" loading={busy} disabled={!draft.email.trim() || !draft.name.trim()}>
                {t('users.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      {issued && (
        <Alert color="blue" role="status" title={t('users.linkHeading', { email: issued.account.email })}>
          <Stack gap="xs">
            <Text size="sm">
              {t('users.linkIntro', {
                email: issued.account.email,
                until: formatDateTime(issued.expiresAt, i18n.language),
              })}
            </Text>
            <Code block data-testid="staff-users-link">
              {issued.setupLink}
            </Code>
            <Group>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() =>
                  void navigator.clipboard?.writeText(issued.setupLink).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? t('users.copied') : t('users.copy')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <ActionMessageAlert message={message} testId="staff-users-message" />

      {!accounts && <Loader size="sm" aria-label={t('layout.loading')} />}
      {accounts && (
        <StaffTable
          label={t('users.heading')}
          testId="staff-users"
          striped
          columns={COLUMNS.map((column) => t(`users.columns.${column}`))}
        >
          {accounts.map((account) => (
            <Table.Tr key={account.id} data-testid="staff-users-row">
              <Table.Td>
                {account.name} {account.id === session.user.id && t('users.you')}
              </Table.Td>
              <Table.Td>{account.email}</Table.Td>
              <Table.Td>
                {/* issue 28: as wide as its longest role name, in either language, at every width. */}
                <NativeSelect
                  aria-label={t('users.roleOf', { name: account.name })}
                  size="xs"
                  w="max-content"
                  value={account.role}
                  onChange={(event) => {
                    const role = event.currentTarget.value as StaffRole;
                    void change(() =>
                      staffApi.POST('/api/staff/users/{userId}/role', { ...path(account), body: { role } }),
                    );
                  }}
                  data={STAFF_ROLES.map((role) => ({ value: role, label: t(`layout.roles.${role}`) }))}
                />
              </Table.Td>
              <Table.Td>
                {t(`users.states.${account.state}`)}
                {account.signInLockedUntil && (
                  <Text size="xs" c="red.9" data-testid="staff-users-locked">
                    {t('users.lockedUntil', { time: formatDateTime(account.signInLockedUntil, i18n.language) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{account.secondFactor ? t('users.yes') : t('users.no')}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {account.state === 'disabled' ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() =>
                        void change(() =>
                          staffApi.POST('/api/staff/users/{userId}/disabled', {
                            ...path(account),
                            body: { disabled: false },
                          }),
                        )
                      }
                    >
                      {t('users.enable', { name: account.name })}
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => {
                        if (!window.confirm(t('users.confirmDisable', { name: account.name }))) return;
                        void change(() =>
                          staffApi.POST('/api/staff/users/{userId}/disabled', {
                            ...path(account),
                            body: { disabled: true },
                          }),
                        );
                      }}
                    >
                      {t('users.disable', { name: account.name })}
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() =>
                      void change(async () => {
                        const answer = await staffApi.POST('/api/staff/users/{userId}/password-reset', path(account));
                        if (answer.data) showLink(answer.data);
                        return answer;
                      })
                    }
                  >
                    {t('users.newLink', { name: account.name })}
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => setSessionsOf(account)}>
                    {t('sessions.member.open', { name: account.name })}
                  </Button>
                  {account.signInLockedUntil && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() =>
                        void change(() => staffApi.POST('/api/staff/users/{userId}/sign-in-unlock', path(account)))
                      }
                    >
                      {t('users.unlock', { name: account.name })}
                    </Button>
                  )}
                  {account.secondFactor && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => {
                        if (!window.confirm(t('users.confirmSecondFactor', { name: account.name }))) return;
                        void change(() =>
                          staffApi.POST('/api/staff/users/{userId}/second-factor-reset', path(account)),
                        );
                      }}
                    >
                      {t('users.resetSecondFactor', { name: account.name })}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </StaffTable>
      )}
      <MemberSessions member={sessionsOf} onClose={() => setSessionsOf(undefined)} />
    </Stack>
  );
}
