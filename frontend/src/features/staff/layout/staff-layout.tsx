import { Burger, Button, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { rememberSessionLimits } from '../session-clock';
import { rememberCsrf, type StaffSession, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { LanguageSwitch } from './language-switch';
import { SessionTimeoutWarning } from './session-timeout-warning';
import { StaffNav } from './staff-nav';
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
  // issue 27: on a phone the navigation folds into a menu, closed again on every move.
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    let live = true;
    void staffApi.GET('/api/staff/session').then(({ data }) => {
      if (!live || !data) return;
      if (data.stage !== 'signed-in') return void navigate('/login', { replace: true });
      rememberCsrf(data.csrfToken);
      rememberSessionLimits(data);
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
          {compact && (
            <Burger
              opened={menuOpen}
              onClick={() => setMenuOpen(!menuOpen)}
              aria-label={t('nav.menu')}
              aria-expanded={menuOpen}
              aria-controls="staff-menu"
              size="sm"
            />
          )}
          <div id="staff-menu" className={classes.menu} hidden={compact && !menuOpen}>
            <StaffNav session={session} />
            <Text size="sm" data-testid="staff-signed-in-as">
              {t('layout.signedInAs', {
                name: session.user.name || session.user.email,
                role: t(`layout.roles.${session.user.role}`),
              })}
            </Text>
            {/* issue 29: the member's own sessions, beside who is signed in. */}
            <NavLink to="/staff/sessions" className={classes.navLink}>
              {t('layout.sessions')}
            </NavLink>
            {/* issue 28: the member's own password. */}
            <NavLink to="/staff/account" className={classes.navLink}>
              {t('layout.account')}
            </NavLink>
            <LanguageSwitch />
            <Button variant="outline" size="compact-sm" onClick={() => void signOut()}>
              {t('layout.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main className={classes.main} id="main">
        <Outlet context={{ session } satisfies StaffContext} />
      </main>
      <SessionTimeoutWarning session={session} />
    </>
  );
}
