import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useModalHistory } from '../../../hooks/use-modal-history';
import { ConfirmDialog } from '../application/confirm-dialog';
import { LoadState } from '../shared/load-state';
import { staffApi } from '../staff-api';
import { type ActionMessage, ActionMessageAlert } from '../shared/action-message';
import { useStaffTranslation } from '../staff-translations';
import { type SessionInfo, SessionList } from './session-list';

interface Member {
  id: string;
  name: string;
}

/**
 * issue 29 (ASVS V7.4.5): an admin sees where a member is signed in and ends all of it (their
 * own: all but the session in use). Opened from the staff accounts page; Back closes it.
 */
export function MemberSessions({ member, onClose }: { member: Member | undefined; onClose: () => void }) {
  const { t } = useStaffTranslation();
  useModalHistory(member !== undefined, onClose);
  return (
    <Modal
      opened={member !== undefined}
      onClose={onClose}
      title={member ? t('sessions.member.title', { name: member.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('sessions.member.close') }}
    >
      {member && <MemberSessionsBody key={member.id} member={member} onClose={onClose} />}
    </Modal>
  );
}

function MemberSessionsBody({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useStaffTranslation();
  const [sessions, setSessions] = useState<SessionInfo[]>();
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<ActionMessage>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const path = { params: { path: { userId: member.id } } };

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const { data } = await staffApi.GET('/api/staff/users/{userId}/sessions', {
        params: { path: { userId: member.id } },
      });
      if (data) setSessions(data.items);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, [member.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const endAll = async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      const { data } = await staffApi.POST('/api/staff/users/{userId}/sessions/end', path);
      setMessage(
        data
          ? { tone: 'green', text: t('sessions.member.ended', { count: data.ended, name: member.name }) }
          : { tone: 'red', text: t('errors.failed') },
      );
    } catch {
      setMessage({ tone: 'red', text: t('errors.network') });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
    await load();
  };

  const endable = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <>
      <Stack gap="md" data-testid="staff-member-sessions">
        <ActionMessageAlert message={message} />
        <LoadState loaded={Boolean(sessions)} failed={failed} />
        {sessions && sessions.length === 0 && <Text>{t('sessions.member.none', { name: member.name })}</Text>}
        {sessions && sessions.length > 0 && (
          <SessionList sessions={sessions} label={t('sessions.member.title', { name: member.name })} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('sessions.member.close')}
          </Button>
          {endable > 0 && (
            <Button color="red" onClick={() => setConfirming(true)}>
              {t('sessions.member.endAll')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('sessions.member.confirm.title', { name: member.name })}
        consequence={t('sessions.member.confirm.consequence', { count: endable, name: member.name })}
        confirmLabel={t('sessions.member.endAll')}
        cancelLabel={t('sessions.cancel')}
        busy={busy}
        onConfirm={() => void endAll()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
