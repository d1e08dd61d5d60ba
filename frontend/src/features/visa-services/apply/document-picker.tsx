import { ActionIcon, Alert, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ChangeEvent, useId, useState } from 'react';
import { MAX_FILES_PER_SUBMISSION } from '@cipta/machines/constants';
import { currentLanguage } from '../../../i18n/i18n';
import { addDocuments, type DocumentRefusal, formatFileSize, removeDocument, VISA_DOCUMENT_ACCEPT } from '../document-rules';
import { useVisaTranslation } from '../visa-translations';
import classes from './document-picker.module.css';

interface Props {
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** The form's message, e.g. that at least one document is required. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * spec §5: files accumulate and can be removed one by one. DESIGN 4: a file of another type or
 * over 5 MB is refused here, by name, before anything is sent.
 */
export function DocumentPicker({ value, onChange, error, disabled }: Props) {
  const { t, i18n } = useVisaTranslation();
  const inputId = useId();
  const [refused, setRefused] = useState<readonly DocumentRefusal[]>([]);
  const locale = currentLanguage(i18n.resolvedLanguage);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addDocuments(value, [...(event.currentTarget.files ?? [])]);
    // the same file can be picked again after it was removed
    event.currentTarget.value = '';
    setRefused(result.refused);
    onChange(result.kept);
  };

  return (
    <Input.Wrapper label={t('documents.label')} description={t('documents.hint')} error={error} required>
      <Stack gap="xs" mt={6}>
        <div className={classes.chooser}>
          {/* hidden but focusable: the label below is what visitors see and click */}
          <VisuallyHidden>
            <input
              id={inputId}
              type="file"
              multiple
              accept={VISA_DOCUMENT_ACCEPT}
              onChange={pick}
              disabled={disabled}
              aria-invalid={Boolean(error)}
              data-testid="document-input"
            />
          </VisuallyHidden>
          <label htmlFor={inputId} className={classes.choose} data-disabled={disabled || undefined}>
            {t('documents.choose')}
          </label>
        </div>
        {refused.length > 0 && (
          <Alert color="red" role="alert" data-testid="document-refusal" p="xs">
            {refused.map(({ name, reason }) => (
              <Text key={`${name}-${reason}`} size="sm">
                {t(`documents.${reason}`, { name, max: MAX_FILES_PER_SUBMISSION })}
              </Text>
            ))}
          </Alert>
        )}
        {value.length > 0 && (
          <ul className={classes.list} aria-label={t('documents.label')}>
            {value.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={classes.item} data-testid="document-item">
                <span className={classes.name}>{file.name}</span>
                <span className={classes.size}>{formatFileSize(file.size, locale)}</span>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('documents.remove', { name: file.name })}
                  onClick={() => onChange(removeDocument(value, index))}
                  disabled={disabled}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
