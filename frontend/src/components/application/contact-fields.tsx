import type { GetInputPropsReturnType } from '@mantine/form';
import { useApplicationTranslation } from './application-translations';
import { EmailInput, NameInput, PhoneInput } from './contact-inputs';

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
      <NameInput label={t('fields.fullName')} data-autofocus disabled={disabled} {...field('fullName')} />
      <EmailInput label={t('fields.email')} disabled={disabled} {...field('email')} />
      <PhoneInput label={t('fields.phone')} disabled={disabled} {...field('phone')} />
    </>
  );
}
