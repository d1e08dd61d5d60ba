import { Button, Menu } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useState } from 'react';
import type { StaffSession } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './assign-control.module.css';
import type { Colleague } from './colleagues';

interface AssignControlProps {
  /** Who holds the item now. */
  assignee?: { id: string; name: string } | undefined;
  /** What the item is, for the control's accessible name ("application VS…", "message from Ana"). */
  item: string;
  session: StaffSession;
  colleagues: Colleague[] | undefined;
  /** Hands the item to this account, or to nobody (null). */
  onAssign: (staffId: string | null) => Promise<void>;
  /** Held (the row belongs to a list view being left). */
  disabled?: boolean;
}

/**
 * issue 27: who holds a case, a message or a consultation request. An admin picks anyone active,
 * or nobody; staff take what nobody holds and release what they hold (the API's rule, domain
 * `mayAssign`).
 */
export function AssignControl({ assignee, item, session, colleagues, onAssign, disabled = false }: AssignControlProps) {
  const { t } = useStaffTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (staffId: string | null) => {
    setBusy(true);
    try {
      await onAssign(staffId);
    } finally {
      setBusy(false);
    }
  };
  const mine = assignee?.id === session.user.id;
  const listLabel = useId();

  if (session.user.role !== 'admin') {
    if (assignee && !mine) return null;
    return (
      <Button
        size="compact-sm"
        variant="default"
        loading={busy}
        disabled={disabled}
        aria-label={mine ? t('assign.releaseItem', { item }) : t('assign.takeItem', { item })}
        onClick={() => void run(mine ? null : session.user.id)}
      >
        {mine ? t('assign.release') : t('assign.take')}
      </Button>
    );
  }

  return (
    // Portalled into <main>, so an open menu stays inside a landmark; no focus placeholder (a role=presentation child of role=menu).
    <Menu position="bottom-start" portalProps={{ target: '#main' }} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          loading={busy}
          disabled={disabled}
          aria-label={t('assign.assignItem', { item })}
        >
          {t('assign.assign')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label id={listLabel}>{t('assign.to')}</Menu.Label>
        {/* In the tab order: a list longer than its box scrolls by keyboard too (axe scrollable-region-focusable). */}
        <div role="group" aria-labelledby={listLabel} tabIndex={0} className={classes.colleagues}>
          {(colleagues ?? []).map((colleague) => (
            <Menu.Item
              key={colleague.id}
              disabled={colleague.id === assignee?.id}
              onClick={() => void run(colleague.id)}
            >
              {colleague.id === session.user.id
                ? t('assign.me', { name: colleague.name })
                : colleague.name || colleague.email}
            </Menu.Item>
          ))}
        </div>
        <Menu.Divider />
        <Menu.Item disabled={!assignee} onClick={() => void run(null)}>
          {t('assign.nobody')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
