import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  type SessionDeadlines,
  endsForGood,
  sessionEnd,
  staffSessionTimeoutMachine,
  warningLeadMs,
} from '@cipta/machines/staff-session-timeout';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { reportUnauthorized } from '../../../api/unauthorized';
import { onSessionActivity, rememberSessionLimits } from '../session-clock';
import { type StaffSession, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

/** GET /api/staff/session restarts the idle clock: the session's new deadlines, or undefined once it ended. */
async function touchSession(): Promise<SessionDeadlines | undefined> {
  const { data, response } = await staffApi.GET('/api/staff/session');
  if (data) return rememberSessionLimits(data);
  if (response.status === 401) return undefined;
  throw new Error(`GET /api/staff/session answered ${response.status}`);
}

const machine = staffSessionTimeoutMachine.provide({
  actors: { touchSession: fromPromise(touchSession) },
  // The sign-in page says the session expired, and leads back here (drafts are in session storage).
  actions: { leave: () => reportUnauthorized('expired') },
});

/** m:ss, never below 0:00. */
export function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * issue 28: the warning before the session's idle limit, with a live countdown and "Stay signed
 * in" (the button holds the focus); at its absolute limit only a notice, as nothing can extend it.
 */
export function SessionTimeoutWarning({ session }: { session: StaffSession }) {
  const { t } = useStaffTranslation();
  const [state, send] = useMachine(machine, {
    input: {
      idleEndsAt: Date.now() + session.idleSeconds * 1000,
      endsAt: Date.parse(session.expiresAt),
      leadMs: warningLeadMs(session.idleSeconds),
    },
  });
  useEffect(() => onSessionActivity((deadlines) => send({ type: 'session.seen', ...deadlines })), [send]);
  const warning = state.matches('warning') || state.matches('staying');
  const now = useNow(warning);
  const final = endsForGood(state.context);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!warning) setDismissed(false);
  }, [warning]);

  const stay = () => send({ type: 'session.stay' });
  const time = countdown(sessionEnd(state.context) - now);
  return (
    <Modal
      opened={warning && !dismissed}
      onClose={final ? () => setDismissed(true) : stay}
      title={t('sessionTimeout.title')}
      centered
      withCloseButton={false}
      data-testid="staff-session-warning"
    >
      <Stack gap="md">
        <Text>{t(final ? 'sessionTimeout.final' : 'sessionTimeout.idle', { time })}</Text>
        <Text size="sm" c="dimmed">
          {t('sessionTimeout.drafts')}
        </Text>
        <Group justify="flex-end">
          {final ? (
            <Button onClick={() => setDismissed(true)} data-autofocus>
              {t('sessionTimeout.understood')}
            </Button>
          ) : (
            <Button onClick={stay} loading={state.matches('staying')} data-autofocus>
              {t('sessionTimeout.stay')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
