import { LANGUAGES, type Language } from '@cipta/domain/constants';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../../components/flag-icon';
import { PlainButton } from '../../../components/shell/primitives';
import classes from './navbar.module.css';

interface LanguageMenuProps {
  active: Language;
  opened: boolean;
  onToggle: () => void;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

/**
 * product §2: flag, uppercase code and arrow; a check mark on the active language. A disclosure
 * of two buttons (not a popover library: the navbar is on every page's first load).
 */
export function LanguageMenu({ active, opened, onToggle, onClose, onChoose }: LanguageMenuProps) {
  const { t } = useTranslation();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!opened) return;
    root.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened, onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && opened) {
      event.stopPropagation();
      onClose();
      trigger.current?.focus();
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && opened) {
      event.preventDefault();
      const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])];
      const index = items.indexOf(document.activeElement as HTMLButtonElement);
      items.at((index + (event.key === 'ArrowDown' ? 1 : -1)) % items.length)?.focus();
    }
  };

  return (
    <div ref={root} className={classes.languageMenu} onKeyDown={onKeyDown}>
      <PlainButton
        ref={trigger}
        className={classes.languageButton}
        aria-label={t('nav.chooseLanguage', { language: t(`languages.${active}`) })}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={listId}
        onClick={onToggle}
        data-testid="language-button"
      >
        <FlagIcon language={active} />
        <span className={classes.languageCode}>{active.toUpperCase()}</span>
        <span aria-hidden="true" className={classes.chevron} data-open={opened || undefined}>
          ▾
        </span>
      </PlainButton>
      <div
        id={listId}
        role="menu"
        aria-label={t('nav.language')}
        className={classes.languageList}
        hidden={!opened}
        data-testid="language-dropdown"
      >
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="menuitemradio"
            aria-checked={language === active}
            lang={language}
            className={classes.languageItem}
            onClick={() => {
              onChoose(language);
              trigger.current?.focus();
            }}
          >
            <FlagIcon language={language} />
            <span>{t(`languages.${language}`)}</span>
            <span aria-hidden="true" className={classes.check}>
              {language === active ? '✓' : ''}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
