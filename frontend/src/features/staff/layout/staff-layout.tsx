import { Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate, useOutletContext } from 'react-router-dom';
import { rememberCsrf, type StaffSession, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { LanguageSwitch } from './language-switch';
import classes from './staff-layout.module.css';

/** What the staff screens get from the layout: the signed-in person. */
export interface StaffContext {
  session: StaffSession;
}

export function useStaffSession(): StaffSession {
  return useOutletContext<StaffContext>().session;
}

/**
 * The staff area's frame (issue 13): who is signed in, the area's navigation, the language and
 * sign-out. It asks the API for the session first: without one, the client's 401 handling leads
 * to /login and back here; a session still enrolling its second factor goes to /login too.
 */
export function StaffLayout() {
  const { t } = useStaffTranslation();
  const navigate = useNavigate();
  const [session, setSession] = useState<StaffSession>();

  useEffect(() => {
    let live = true;
    void staffApi.GET('/api/staff/session').then(({ data }) => {
      if (!live || !data) return;
      if (data.stage !== 'signed-in') return void navigate('/login', { replace: true });
      rememberCsrf(data.csrfToken);
      setSession(data);
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  const signOut = async () => {
    await staffApi.DELETE('/api/staff/session');
    rememberCsrf(undefined);
    navigate('/login', { replace: true });
  };

  if (!session) {
    return (
      <Group p="xl" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{t('layout.loading')}</Text>
      </Group>
    );
  }

  return (
    <>
      <header className={classes.header}>
        <div className={classes.bar}>
          <nav aria-label={t('layout.nav')} className={classes.nav}>
            <NavLink to="/staff" end className={classes.navLink}>
              {t('layout.applications')}
            </NavLink>
            <NavLink to="/staff/messages" className={classes.navLink}>
              {t('layout.messages')}
            </NavLink>
            <NavLink to="/staff/consultations" className={classes.navLink}>
              {t('layout.consultations')}
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
          <Text size="sm" data-testid="staff-signed-in-as">
            {t('layout.signedInAs', {
              name: session.user.name || session.user.email,
              role: t(`layout.roles.${session.user.role}`),
            })}
          </Text>
          <LanguageSwitch />
          <Button variant="outline" size="compact-sm" onClick={() => void signOut()}>
            {t('layout.signOut')}
          </Button>
        </div>
      </header>
      <main className={classes.main} id="main">
        <Outlet context={{ session } satisfies StaffContext} />
      </main>
    </>
  );
}
