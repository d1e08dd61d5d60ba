import { Text } from '@mantine/core';
import type { Requirement } from '@cipta/domain/catalogue';
import { useId } from 'react';
import { useLocalized } from '../../hooks/use-localized';
import { useApplicationTranslation } from './application-translations';
import { coverRequirements, type HeldFile } from './requirement-checklist-rules';
import classes from './requirement-checklist.module.css';

interface Props {
  /** The service's required documents. */
  requirements: readonly Requirement[];
  /** Every file the form holds, whichever picker it came from. */
  files: readonly HeldFile[];
}

/** issue 21: what to upload, beside the picker, each line ticked once a file covers it. */
export function RequirementChecklist({ requirements, files }: Props) {
  const { t } = useApplicationTranslation();
  const localized = useLocalized();
  const titleId = useId();
  if (requirements.length === 0) return null;
  const rows = coverRequirements(requirements, files);
  return (
    <div data-testid="required-documents">
      <Text size="sm" fw={600} id={titleId}>
        {t('checklist.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('checklist.hint')}
      </Text>
      <ul className={classes.list} aria-labelledby={titleId}>
        {rows.map(({ requirement, file }) => (
          <li
            key={requirement.id}
            className={classes.item}
            data-covered={file !== null || undefined}
            data-testid="required-document"
          >
            {/* the tick is drawn by CSS, so the line's text is the requirement (and its file) alone */}
            <span
              className={classes.mark}
              role="img"
              aria-label={file !== null ? t('checklist.added') : t('checklist.missing')}
            />
            <span>
              {localized(requirement.label)}
              {file !== null && <span className={classes.file}>{` (${file})`}</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
