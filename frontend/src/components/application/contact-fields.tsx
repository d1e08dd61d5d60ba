import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CONTACT_MAX_LENGTH } from './application-rules';
import { useApplicationTranslation } from './application-translations';

export type ContactField = 'fullName' | 'email' | 'phone';

interface Props {
  /** The form's props for a field, its error already written in the active language. */
  field: (name: ContactField) => GetInputPropsReturnType;
  disabled: boolean;
}

/** The name, e-mail and phone every application asks for (product §3, §5: email type, phone type tel). */
export function ContactFields({ field, disabled }: Props) {
  const { t } = useApplicationTranslation();
  return (
    <>
      <TextInput
        label={t('fields.fullName')}
        autoComplete="name"
        required
        data-autofocus
        disabled={disabled}
        maxLength={CONTACT_MAX_LENGTH.fullName}
        {...field('fullName')}
      />
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        disabled={disabled}
        maxLength={CONTACT_MAX_LENGTH.email}
        {...field('email')}
      />
      <TextInput
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        required
        disabled={disabled}
        maxLength={CONTACT_MAX_LENGTH.phone}
        {...field('phone')}
      />
    </>
  );
}
