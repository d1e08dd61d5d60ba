import { Button, Group } from '@mantine/core';
import { LANGUAGES } from '@cipta/domain/constants';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../../i18n/i18n';
import { useStaffTranslation } from '../staff-translations';

/** The staff screens' language buttons (the agency works in Indonesian; the choice is stored as on the site). */
export function LanguageSwitch() {
  const { t } = useStaffTranslation();
  const { t: tShell, i18n: active } = useTranslation();
  const language = currentLanguage(active.language);
  return (
    <Group gap={4} role="group" aria-label={t('language')}>
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          size="compact-sm"
          variant={code === language ? 'filled' : 'subtle'}
          aria-pressed={code === language}
          lang={code}
          onClick={() => void i18n.changeLanguage(code)}
        >
          {tShell(`languages.${code}`)}
        </Button>
      ))}
    </Group>
  );
}
