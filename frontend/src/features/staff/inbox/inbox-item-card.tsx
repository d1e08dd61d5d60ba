import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../format';
import { MailDisclosure } from '../mail/mail-panel';
import { AssignControl } from '../shared/assign-control';
import type { Colleague } from '../shared/colleagues';
import type { StaffSession } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { INBOX_PATHS, type InboxItem, senderName } from './inbox-api';
import { replyLink } from './reply-link';

interface InboxItemCardProps {
  item: InboxItem;
  session: StaffSession;
  colleagues: Colleague[] | undefined;
  /** In a list the sender's name links to the item's own page; on that page it is the heading. */
  inList: boolean;
  onAssign: (staffId: string | null) => Promise<void>;
  onHandled: (handled: boolean) => Promise<void>;
  /** The card is in a list view being left (use-view-load.ts): its actions wait. */
  actionsDisabled?: boolean;
}

/**
 * One contact message or consultation request (issues 13, 27), shown whole: who sent it and
 * how to reach them, the text, who holds it; reply by e-mail, assign, mark handled, its e-mails.
 */
export function InboxItemCard({
  item,
  session,
  colleagues,
  inList,
  onAssign,
  onHandled,
  actionsDisabled = false,
}: InboxItemCardProps) {
  const { t, i18n } = useStaffTranslation();
  const name = senderName(item);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const heading = t('inbox.from', { name, email: item.email });
  return (
    <Paper component={inList ? 'li' : 'article'} withBorder p="md" data-testid="staff-inbox-item">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Title order={inList ? 2 : 1} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {inList ? (
              <Anchor component={Link} to={`${INBOX_PATHS[item.kind]}/${encodeURIComponent(item.id)}`} inherit>
                {heading}
              </Anchor>
            ) : (
              heading
            )}
          </Title>
          {item.handledAt && <Badge color="green">{t('inbox.handled')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('inbox.received', { date: date(item.receivedAt) })} · {t('inbox.language', { language: item.language })}
        </Text>
        {'phone' in item && (
          <Text size="sm" data-testid="staff-inbox-contact" style={{ overflowWrap: 'anywhere' }}>
            {t('inbox.phone', { phone: item.phone })} · {t('inbox.country', { country: item.country })}
            {item.company && ` · ${t('inbox.company', { company: item.company })}`}
            {item.jobTitle && ` · ${t('inbox.jobTitle', { jobTitle: item.jobTitle })}`}
          </Text>
        )}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.message}</Text>
        <Text size="sm" data-testid="staff-inbox-assignee">
          {item.assignee ? t('inbox.assignee', { name: item.assignee.name }) : t('inbox.unassigned')}
          {item.handledAt &&
            item.handledBy &&
            ` · ${t('inbox.handledBy', { name: item.handledBy.name, date: date(item.handledAt) })}`}
        </Text>
        <Group gap="xs">
          <Button component="a" href={replyLink(item)} size="compact-sm" variant="light" title={t('inbox.replyHint')}>
            {t('inbox.reply')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={actionsDisabled}
            onClick={() => void onHandled(!item.handledAt)}
          >
            {item.handledAt ? t('inbox.markOpen') : t('inbox.markHandled')}
          </Button>
          <AssignControl
            assignee={item.assignee}
            item={t(item.kind === 'messages' ? 'assign.message' : 'assign.consultation', { name })}
            session={session}
            colleagues={colleagues}
            onAssign={onAssign}
            disabled={actionsDisabled}
          />
        </Group>
        <MailDisclosure subjectType={item.kind === 'messages' ? 'contact' : 'consultation'} subjectId={item.id} />
      </Stack>
    </Paper>
  );
}
