import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { OFFER_PAGES } from '../../../lib/offer-pages';
import { paths } from '../../../lib/paths';
import classes from './navbar.module.css';
import { LazyIcon } from '../../../components/icon/lazy-icon';
import { PlainButton } from '../../../components/shell/primitives';

/**
 * product §14.1: the services menu beside the Visa Services pill (the pill itself still leads to
 * /visa-services): every offer page and tracking, one tap away on a desktop. A disclosure of
 * links, as navigation menus should be (not role="menu", which is for application commands);
 * Escape and a click outside close it, and a route change too (decision 47).
 */
export function ServicesMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpened(false), [pathname]);
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    setOpened(false);
    trigger.current?.focus();
  };

  return (
    <div ref={root} className={classes.servicesMenu} onKeyDown={onKeyDown}>
      <PlainButton
        ref={trigger}
        className={classes.servicesToggle}
        aria-label={t('nav.allServices')}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setOpened((open) => !open)}
      >
        <span aria-hidden="true" className={classes.chevron} data-open={opened || undefined}>
          ▾
        </span>
      </PlainButton>
      <div id={listId} className={classes.servicesList} hidden={!opened} data-testid="services-menu">
        <ul aria-label={t('nav.ourServices')}>
          {OFFER_PAGES.map((offer) => (
            <li key={offer.path}>
              <Link to={offer.path} className={classes.servicesItem} onClick={() => setOpened(false)}>
                <LazyIcon name={offer.icon} /> {t(`pages.${offer.page}.heading`)}
              </Link>
            </li>
          ))}
          <li className={classes.servicesSeparated}>
            <Link to={paths.tracking} className={classes.servicesItem} onClick={() => setOpened(false)}>
              <LazyIcon name="search" /> {t('nav.track')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
