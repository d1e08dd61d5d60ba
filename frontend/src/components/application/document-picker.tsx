import { ActionIcon, Alert, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ChangeEvent, useId, useState } from 'react';
import { MAX_FILES_PER_SUBMISSION } from '@cipta/domain/constants';
import { currentLanguage } from '../../i18n/i18n';
import { useApplicationTranslation } from './application-translations';
import {
  addDocuments,
  type DocumentKind,
  type DocumentRefusal,
  documentAccept,
  formatFileSize,
  removeDocument,
} from './document-rules';
import classes from './document-picker.module.css';

interface Props {
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** Which product §5 list of file types the field accepts. */
  kind: DocumentKind;
  /** The field's label; "Documents" unless a form names it. */
  label?: string;
  /** A field that takes one file (a new pick replaces it). */
  single?: boolean;
  required?: boolean;
  /** A sentence the form adds to the hint about types and size. */
  note?: string;
  /** The field's share of the per-submission cap when a form has several pickers. */
  maxFiles?: number;
  /** The form's message, e.g. that at least one document is required. */
  error?: string | null;
  disabled?: boolean;
  /** Names the field for tests when a form has several pickers. */
  name?: string;
}

/**
 * product §5: files accumulate and can be removed one by one. DESIGN 4: a file of another type or
 * over 5 MB is refused here, by name, before anything is sent.
 */
export function DocumentPicker({
  value,
  onChange,
  kind,
  label,
  single = false,
  required = true,
  note,
  maxFiles,
  error,
  disabled,
  name,
}: Props) {
  const { t, i18n } = useApplicationTranslation();
  const inputId = useId();
  const [refused, setRefused] = useState<readonly DocumentRefusal[]>([]);
  const locale = currentLanguage(i18n.resolvedLanguage);
  const types = t(`documents.types.${kind}`);
  const fieldLabel = label ?? t('documents.label');
  const hint = [t(single ? 'documents.hintOne' : 'documents.hintMany', { types }), note].filter(Boolean).join(' ');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addDocuments(value, [...(event.currentTarget.files ?? [])], { kind, single, maxFiles });
    // the same file can be picked again after it was removed
    event.currentTarget.value = '';
    setRefused(result.refused);
    onChange(result.kept);
  };

  return (
    // The wrapper's label names the input too, so each picker of a form has its own name.
    <Input.Wrapper
      id={inputId}
      label={fieldLabel}
      description={hint}
      error={error}
      required={required}
      data-testid={name ? `documents-${name}` : undefined}
    >
      <Stack gap="xs" mt={6}>
        <div className={classes.chooser}>
          {/* hidden but focusable: the label below is what visitors see and click */}
          <VisuallyHidden>
            <input
              id={inputId}
              type="file"
              multiple={!single}
              accept={documentAccept(kind)}
              onChange={pick}
              disabled={disabled}
              aria-invalid={Boolean(error)}
              aria-describedby={[error ? `${inputId}-error` : '', `${inputId}-description`].join(' ').trim()}
              data-testid="document-input"
            />
          </VisuallyHidden>
          <label htmlFor={inputId} className={classes.choose} data-disabled={disabled || undefined}>
            {t(single ? 'documents.chooseOne' : 'documents.choose')}
          </label>
        </div>
        {refused.length > 0 && (
          <Alert color="red" role="alert" data-testid="document-refusal" p="xs">
            {refused.map(({ name: fileName, reason }) => (
              <Text key={`${fileName}-${reason}`} size="sm">
                {t(`documents.${reason}`, { name: fileName, max: MAX_FILES_PER_SUBMISSION, types })}
              </Text>
            ))}
          </Alert>
        )}
        {value.length > 0 && (
          <ul className={classes.list} aria-label={fieldLabel}>
            {value.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className={classes.item}
                data-testid="document-item"
              >
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
