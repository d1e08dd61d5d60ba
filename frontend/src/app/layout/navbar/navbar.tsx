import type { Language } from '@cipta/domain/constants';
import { Fragment, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { BrandLogo } from '../../../components/brand-logo';
import { Container, PlainButton } from '../../../components/shell/primitives';
import { currentLanguage } from '../../../i18n/i18n';
import { NAV_ITEMS } from '../../nav-items';
import { paths } from '../../../lib/paths';
import { useShellSend, useShellState } from '../shell-actors';
import { LanguageMenu } from './language-menu';
import { ServicesMenu } from './services-menu';
import classes from './navbar.module.css';

// The overlay menu's code (a drawer with its focus trap) loads when a small screen needs it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export function Navbar() {
  const { t, i18n } = useTranslation();
  // The navbar machine (app/layout/shell-machines.ts): visible, menu and dropdown closed at first.
  const send = useShellSend('navbar');
  const hidden = useShellState('navbar', (state) => state.matches({ visibility: 'hidden' }), false);
  const menuOpen = useShellState('navbar', (state) => state.matches({ mobileMenu: 'open' }), false);
  const languageMenuOpen = useShellState('navbar', (state) => state.matches({ languageMenu: 'open' }), false);
  usePageScroll(useCallback((y: number) => send({ type: 'page.scrolled', y }), [send]));

  const active = currentLanguage(i18n.resolvedLanguage);
  const choose = (language: Language) => send({ type: 'language.choose', language });
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    if (menuOpen) setMenuWanted(true);
  }, [menuOpen]);

  return (
    <>
      <header className={classes.header} data-hidden={hidden || undefined} data-testid="navbar">
        <Container size="xl" className={classes.inner}>
          <Link to={paths.home} aria-label={t('brand.homeLink')} className={classes.logo}>
            <BrandLogo />
          </Link>
          <nav aria-label={t('nav.label')} className={classes.pills}>
            {NAV_ITEMS.map((item) => (
              <Fragment key={item.path}>
                <NavLink to={item.path} end={item.path === paths.home} className={classes.pill}>
                  {t(item.label)}
                </NavLink>
                {item.path === paths.visaServices && <ServicesMenu />}
              </Fragment>
            ))}
          </nav>
          <div className={classes.actions}>
            {/* product §14.1: tracking from the header on a wide screen; the mobile menu has it too. */}
            <NavLink to={paths.tracking} className={classes.trackLink}>
              {t('nav.track')}
            </NavLink>
            <LanguageMenu
              active={active}
              opened={languageMenuOpen}
              onToggle={() => send({ type: 'language.toggle' })}
              onClose={() => send({ type: 'language.close' })}
              onChoose={choose}
            />
            <LinkButton to={paths.consultation} className={classes.consult}>
              {t('nav.consult')}
            </LinkButton>
            <PlainButton
              className={classes.burger}
              onClick={() => send({ type: 'menu.toggle' })}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
            >
              <span className={classes.burgerLines} data-opened={menuOpen || undefined} />
            </PlainButton>
          </div>
        </Container>
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpen}
            active={active}
            onClose={() => send({ type: 'menu.close' })}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}

/** Reports the page's scroll position at most once a frame. */
function usePageScroll(report: (y: number) => void) {
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        report(window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [report]);
}
