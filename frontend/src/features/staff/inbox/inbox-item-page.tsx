import { Alert, Anchor, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { useColleagues } from '../shared/colleagues';
import { LoadState } from '../shared/load-state';
import { useStaffTranslation } from '../staff-translations';
import {
  INBOX_PATHS,
  type InboxItem,
  type InboxKind,
  assignInboxItem,
  markInboxItem,
  openInboxItem,
  senderName,
} from './inbox-api';
import { InboxItemCard } from './inbox-item-card';

/**
 * issue 27, 28: one contact message or consultation request at its own address
 * (`/staff/contact-messages/:id`, `/staff/consultations/:id`), where the agency's notices lead.
 * Opening it is audited, as in the list.
 */
export default function InboxItemPage({ kind }: { kind: InboxKind }) {
  const { t } = useStaffTranslation();
  const { id = '' } = useParams();
  const session = useStaffSession();
  const colleagues = useColleagues();
  const [item, setItem] = useState<InboxItem | null>();
  const [failed, setFailed] = useState(false);
  useStaffTitle(item ? senderName(item) : t(`inbox.${kind}`));

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setItem((await openInboxItem(kind, id)) ?? null);
    } catch {
      setFailed(true);
    }
  }, [kind, id]);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<{ data?: unknown }>) => {
    const { data } = await run();
    if (!data) setFailed(true);
    await load();
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={INBOX_PATHS[kind]}>
        {t('inbox.back', { inbox: t(`inbox.${kind}`) })}
      </Anchor>
      <LoadState loaded={item !== undefined} failed={failed} />
      {item === null && (
        <Alert color="yellow" role="alert">
          {t('inbox.notFound')}
        </Alert>
      )}
      {item && (
        <InboxItemCard
          item={item}
          session={session}
          colleagues={colleagues}
          inList={false}
          onAssign={(staffId) => act(() => assignInboxItem(item, staffId))}
          onHandled={(handled) => act(() => markInboxItem(item, handled))}
        />
      )}
    </Stack>
  );
}

export function MessagePage() {
  return <InboxItemPage kind="messages" />;
}

export function ConsultationPage() {
  return <InboxItemPage kind="consultations" />;
}
