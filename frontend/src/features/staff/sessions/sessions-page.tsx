import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '../application/confirm-dialog';
import { useStaffTitle } from '../login/use-document-title';
import { LoadState } from '../shared/load-state';
import { staffApi } from '../staff-api';
import { type ActionMessage, ActionMessageAlert } from '../shared/action-message';
import { useStaffTranslation } from '../staff-translations';
import { type SessionInfo, SessionList, useDeviceName } from './session-list';

/** What waits for the person's yes: one session, or every other one. */
type Ending = { session: SessionInfo } | 'others';

/**
 * issue 29 (ASVS V7.5.2): where the signed-in member's account is signed in now; they end any
 * other session, or all of them, after a confirmation. Ending this one is signing out.
 */
export default function SessionsPage() {
  const { t } = useStaffTranslation();
  useStaffTitle(t('sessions.heading'));
  const deviceName = useDeviceName();
  const [sessions, setSessions] = useState<SessionInfo[]>();
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<ActionMessage>();
  const [ending, setEnding] = useState<Ending>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const { data } = await staffApi.GET('/api/staff/sessions');
      if (data) setSessions(data.items);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const endOne = async (session: SessionInfo): Promise<ActionMessage> => {
    const { response } = await staffApi.DELETE('/api/staff/sessions/{sessionId}', {
      params: { path: { sessionId: session.id } },
    });
    if (response.ok) return { tone: 'green', text: t('sessions.endedOne', { device: deviceName(session) }) };
    // 404: it ended meanwhile (idle, or from another device); the list shows it gone.
    return { tone: 'red', text: t(response.status === 404 ? 'sessions.alreadyEnded' : 'errors.failed') };
  };

  const endOthers = async (): Promise<ActionMessage> => {
    const { data } = await staffApi.POST('/api/staff/sessions/end-others');
    return data
      ? { tone: 'green', text: t('sessions.endedOthers', { count: data.ended }) }
      : { tone: 'red', text: t('errors.failed') };
  };

  const confirm = async () => {
    if (!ending) return;
    setBusy(true);
    setMessage(undefined);
    try {
      setMessage(ending === 'others' ? await endOthers() : await endOne(ending.session));
    } catch {
      setMessage({ tone: 'red', text: t('errors.network') });
    } finally {
      setBusy(false);
      setEnding(undefined);
    }
    await load();
  };

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <Stack gap="md">
      <Title order={1}>{t('sessions.heading')}</Title>
      <Text>{t('sessions.intro')}</Text>
      <ActionMessageAlert message={message} testId="staff-sessions-message" />
      <LoadState loaded={Boolean(sessions)} failed={failed} />
      {sessions && (
        <>
          <SessionList sessions={sessions} label={t('sessions.heading')} onEnd={(session) => setEnding({ session })} />
          {others === 0 ? (
            <Text data-testid="staff-sessions-only-here">{t('sessions.onlyHere')}</Text>
          ) : (
            <Group>
              <Button color="red" variant="outline" onClick={() => setEnding('others')}>
                {t('sessions.endOthers')}
              </Button>
            </Group>
          )}
        </>
      )}
      <ConfirmDialog
        opened={ending !== undefined}
        title={ending === 'others' ? t('sessions.confirmOthers.title') : t('sessions.confirmOne.title')}
        consequence={
          ending === 'others'
            ? t('sessions.confirmOthers.consequence', { count: others })
            : t('sessions.confirmOne.consequence', { device: ending ? deviceName(ending.session) : '' })
        }
        confirmLabel={ending === 'others' ? t('sessions.endOthers') : t('sessions.confirmOne.confirm')}
        cancelLabel={t('sessions.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setEnding(undefined)}
      />
    </Stack>
  );
}
