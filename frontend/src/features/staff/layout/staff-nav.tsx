import type { components } from '@cipta/domain/contract';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { StaffSession } from '../staff-api';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './staff-layout.module.css';

type DeskCounts = components['schemas']['StaffDeskCounts'];

/** issue 27: what waits, for the navigation's counts; asked again on every move between screens. */
function useDeskCounts(): DeskCounts | undefined {
  const { pathname, search } = useLocation();
  const [counts, setCounts] = useState<DeskCounts>();
  useEffect(() => {
    let live = true;
    void staffApi
      .GET('/api/staff/desk')
      .then(({ data }) => live && data && setCounts(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, search]);
  return counts;
}

/** A count beside a link, read with its meaning ("3 to handle"); nothing when there is none. */
function Count({ n, label }: { n: number | undefined; label: string }) {
  if (!n) return null;
  return (
    <>
      <span className={classes.count} aria-hidden="true">
        {n}
      </span>
      <span className={classes.visuallyHidden}>{label}</span>
    </>
  );
}

/** The staff area's screens (issues 13, 27), with what waits in each. */
export function StaffNav({ session, id }: { session: StaffSession; id?: string }) {
  const { t } = useStaffTranslation();
  const counts = useDeskCounts();
  const attention = counts?.applications.needsAttention;
  const messages = counts?.contactMessages.unhandled;
  const consultations = counts?.consultationRequests.unhandled;
  return (
    <nav aria-label={t('layout.nav')} className={classes.nav} id={id}>
      <NavLink to="/staff" end className={classes.navLink}>
        {t('layout.applications')}
        <Count n={attention} label={t('nav.needAttention', { count: attention ?? 0 })} />
      </NavLink>
      <NavLink to="/staff/contact-messages" className={classes.navLink}>
        {t('layout.messages')}
        <Count n={messages} label={t('nav.toHandle', { count: messages ?? 0 })} />
      </NavLink>
      <NavLink to="/staff/consultations" className={classes.navLink}>
        {t('layout.consultations')}
        <Count n={consultations} label={t('nav.toHandle', { count: consultations ?? 0 })} />
      </NavLink>
      <NavLink to="/staff/promotion" className={classes.navLink}>
        {t('layout.promotion')}
      </NavLink>
      {session.user.role === 'admin' && (
        <>
          <NavLink to="/staff/users" className={classes.navLink}>
            {t('layout.users')}
          </NavLink>
          <NavLink to="/staff/audit" className={classes.navLink}>
            {t('layout.audit')}
          </NavLink>
          <NavLink to="/staff/personal-data" className={classes.navLink}>
            {t('layout.personalData')}
          </NavLink>
        </>
      )}
    </nav>
  );
}
