import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { formatDateTime } from '../format';
import { useStaffTranslation } from '../staff-translations';
import classes from './session-list.module.css';

export type SessionInfo = components['schemas']['StaffSessionInfo'];

/** What a person recognises a session by: its browser and system, else that it is unknown. */
export function useDeviceName(): (session: SessionInfo) => string {
  const { t } = useStaffTranslation();
  return (session) => session.device ?? t('sessions.unknownDevice');
}

interface Props {
  sessions: SessionInfo[];
  /** The list's accessible name. */
  label: string;
  /** Offered for each session but the current one; none: the list only shows. */
  onEnd?: (session: SessionInfo) => void;
}

/**
 * issue 29: live staff sessions as cards (they fit a 390 px phone as they fit a desk): the device,
 * the address, when it signed in and was last active, "This device", and an End button.
 */
export function SessionList({ sessions, label, onEnd }: Props) {
  const { t, i18n } = useStaffTranslation();
  const deviceName = useDeviceName();
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <ul className={classes.list} aria-label={label} data-testid="staff-sessions">
      {sessions.map((session) => (
        <li
          key={session.id}
          className={session.current ? `${classes.item} ${classes.current}` : classes.item}
          data-testid="staff-session"
        >
          <div className={classes.facts}>
            <Group gap="xs">
              <Text fw={600}>{deviceName(session)}</Text>
              {session.current && (
                <Badge color="blue.9" data-testid="staff-session-current">
                  {t('sessions.thisDevice')}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {session.address ? t('sessions.address', { address: session.address }) : t('sessions.unknownAddress')}
            </Text>
            <Text size="sm">{t('sessions.signedIn', { time: time(session.createdAt) })}</Text>
            <Text size="sm">{t('sessions.lastActive', { time: time(session.lastSeenAt) })}</Text>
          </div>
          {onEnd && !session.current && (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={t('sessions.endOne', { device: deviceName(session) })}
              onClick={() => onEnd(session)}
            >
              {t('sessions.end')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
