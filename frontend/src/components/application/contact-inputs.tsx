import { TextInput, type TextInputProps } from '@mantine/core';
import { CONTACT_MAX_LENGTH } from './application-rules';

/** What a form still says of the field: its label, value, error, state; the kind of field is fixed here. */
type Props = Omit<TextInputProps, 'type' | 'required' | 'maxLength'>;

// The required name, e-mail and phone inputs of every form that asks for them (the applications,
// contact, consultation): the browser's autofill hint, the keyboard it offers (product §5: email
// type, phone type tel) and the API's length limits, written once.

/** A person's name; a form that asks for first and last name apart passes given-name or family-name. */
export function NameInput(props: Props) {
  return <TextInput autoComplete="name" required maxLength={CONTACT_MAX_LENGTH.fullName} {...props} />;
}

export function EmailInput(props: Omit<Props, 'autoComplete'>) {
  return <TextInput type="email" autoComplete="email" required maxLength={CONTACT_MAX_LENGTH.email} {...props} />;
}

export function PhoneInput(props: Omit<Props, 'autoComplete'>) {
  return <TextInput type="tel" autoComplete="tel" required maxLength={CONTACT_MAX_LENGTH.phone} {...props} />;
}
