import { LANGUAGES, type Language } from '@cipta/domain/constants';
import { Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { FlagIcon } from '../../../components/flag-icon';
import { NAV_ITEMS } from '../../nav-items';
import { OFFER_PAGES } from '../../../lib/offer-pages';
import { paths } from '../../../lib/paths';
import classes from './navbar.module.css';
import { Icon } from '../../../components/icon/icon';

interface MobileMenuProps {
  opened: boolean;
  active: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

/**
 * product §2: the overlay menu of small screens. The drawer traps focus, closes on Escape and on
 * a click on the overlay; a link closes it too.
 */
export default function MobileMenu({ opened, active, onClose, onChoose }: MobileMenuProps) {
  const { t } = useTranslation();
  // This menu mounts on its first opening, but Mantine notes the element to give focus back to
  // only when `opened` changes after mount: so it mounts closed and opens one render later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer.Root
      opened={opened && mounted}
      onClose={onClose}
      id="mobile-menu"
      position="right"
      size="min(22rem, 100%)"
      data-testid="mobile-menu"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div: Mantine's <header> would be a second banner landmark beside the navbar's (axe). */}
        <Drawer.Header component="div">
          <Drawer.Title>{t('nav.menuTitle')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="lg">
            <nav aria-label={t('nav.label')}>
              <Stack gap={4}>
                {NAV_ITEMS.map((item) => (
                  <NavLink
                    key={item.path}
                    to={item.path}
                    end={item.path === paths.home}
                    className={classes.mobileLink}
                    onClick={onClose}
                  >
                    <Icon name={item.icon} /> {t(item.label)}
                  </NavLink>
                ))}
                <NavLink to={paths.tracking} className={classes.mobileLink} onClick={onClose}>
                  <Icon name="search" /> {t('nav.track')}
                </NavLink>
              </Stack>
            </nav>
            {/* product §14.1: every offer page one tap from the menu. */}
            <nav aria-labelledby="mobile-services-heading">
              <Text id="mobile-services-heading" fw={700} size="sm" className={classes.mobileHeading}>
                {t('nav.ourServices')}
              </Text>
              <Stack gap={0}>
                {OFFER_PAGES.map((offer) => (
                  <NavLink key={offer.path} to={offer.path} className={classes.mobileLink} onClick={onClose}>
                    <Icon name={offer.icon} /> {t(`pages.${offer.page}.heading`)}
                  </NavLink>
                ))}
              </Stack>
            </nav>
            <section aria-labelledby="mobile-language-heading">
              <Text id="mobile-language-heading" fw={700} size="sm" mb="xs">
                {t('nav.language')}
              </Text>
              <Group gap="xs">
                {LANGUAGES.map((language) => (
                  <UnstyledButton
                    key={language}
                    className={classes.mobileLanguage}
                    aria-pressed={language === active}
                    lang={language}
                    onClick={() => onChoose(language)}
                  >
                    <FlagIcon language={language} /> {t(`languages.${language}`)}
                  </UnstyledButton>
                ))}
              </Group>
            </section>
            <Button component={Link} to={paths.consultation} onClick={onClose} fullWidth size="md">
              {t('nav.consultNow')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('nav.tagline')}
            </Text>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
