import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../format';
import { useStaffSession } from '../layout/staff-layout';
import { LoadState } from '../shared/load-state';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

type MailMessage = components['schemas']['StaffMailMessage'];
type SubjectType = components['schemas']['MailSubjectType'];

/**
 * Issue 14: the e-mails written about one submission and their state; an admin sends a dead one
 * again. The outbox is the truth (GET /api/staff/mail): a message shows as sent only once the
 * SMTP server took it.
 */
export function MailPanel({
  subjectType,
  subjectId,
  headingOrder = 2,
}: {
  subjectType: SubjectType;
  subjectId: string;
  /** Its heading's level where it sits (an application's page: 2; inside an inbox entry: 3). */
  headingOrder?: 2 | 3;
}) {
  const { t, i18n } = useStaffTranslation();
  const session = useStaffSession();
  const [messages, setMessages] = useState<MailMessage[]>();
  const [failed, setFailed] = useState(false);
  const [resending, setResending] = useState<string>();
  const [outcome, setOutcome] = useState<'resent' | 'resendFailed'>();

  const load = useCallback(async () => {
    try {
      const { data } = await staffApi.GET('/api/staff/mail', { params: { query: { subjectType, subjectId } } });
      if (data) setMessages(data.items);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, [subjectType, subjectId]);

  useEffect(() => {
    void load();
  }, [load]);

  const resend = async (id: string) => {
    setResending(id);
    setOutcome(undefined);
    try {
      const { data } = await staffApi.POST('/api/staff/mail/{id}/resend', { params: { path: { id } } });
      setOutcome(data ? 'resent' : 'resendFailed');
      await load();
    } catch {
      setOutcome('resendFailed');
    } finally {
      setResending(undefined);
    }
  };

  const date = (iso: string | undefined) => (iso ? formatDateTime(iso, i18n.language) : '');

  return (
    <Stack gap="sm" component="section" aria-labelledby={`mail-heading-${subjectId}`}>
      <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h5'} id={`mail-heading-${subjectId}`}>
        {t('mail.heading')}
      </Title>
      <LoadState loaded={Boolean(messages)} failed={failed} />
      {outcome && (
        <Alert color={outcome === 'resent' ? 'green' : 'red'} role="status">
          {t(`mail.${outcome}`)}
        </Alert>
      )}
      {messages?.length === 0 && <Text>{t('mail.none')}</Text>}
      {messages && messages.length > 0 && (
        // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
        <div tabIndex={0} role="group" aria-labelledby={`mail-heading-${subjectId}`} style={{ overflowX: 'auto' }}>
          <Table striped miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mail.columns.message')}</Table.Th>
                <Table.Th>{t('mail.columns.to')}</Table.Th>
                <Table.Th>{t('mail.columns.status')}</Table.Th>
                <Table.Th>{t('mail.columns.when')}</Table.Th>
                <Table.Th>{t('mail.columns.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.map((message) => (
                <Table.Tr key={message.id} data-testid="mail-message">
                  <Table.Td>
                    {t(`mail.kinds.${message.kind}`, { defaultValue: message.kind })}{' '}
                    <Text span size="sm" c="dimmed">
                      ({message.language.toUpperCase()})
                    </Text>
                  </Table.Td>
                  <Table.Td>{message.recipients.join(', ')}</Table.Td>
                  <Table.Td>
                    <Text fw={700} size="sm" data-state={message.status}>
                      {t(`mail.status.${message.status}`)}
                    </Text>
                    {message.attempts > 0 && <Text size="sm">{t('mail.attempts', { count: message.attempts })}</Text>}
                    {message.lastError && message.status !== 'sent' && (
                      <Text size="sm" c="red.8">
                        {message.lastError}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {message.status === 'sent'
                      ? t('mail.sentAt', { at: date(message.sentAt) })
                      : message.status === 'pending' || message.status === 'held'
                        ? t('mail.nextAttempt', { at: date(message.nextAttemptAt) })
                        : t('mail.writtenAt', { at: date(message.createdAt) })}
                  </Table.Td>
                  <Table.Td>
                    {message.status === 'dead' && session.user.role === 'admin' && (
                      <Button
                        size="compact-sm"
                        variant="outline"
                        loading={resending === message.id}
                        onClick={() => void resend(message.id)}
                      >
                        {t('mail.resend')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}

/** An inbox entry's e-mails, shown on request: the inbox lists many entries at once. */
export function MailDisclosure({ subjectType, subjectId }: { subjectType: SubjectType; subjectId: string }) {
  const { t } = useStaffTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? t('mail.hide') : t('mail.show')}
      </Button>
      {open && <MailPanel subjectType={subjectType} subjectId={subjectId} headingOrder={3} />}
    </>
  );
}
