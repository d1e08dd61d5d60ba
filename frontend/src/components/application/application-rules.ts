// The rules every application form shares (visa services, the permit screens): the contact
// fields, as the API checks them (openapi.yaml PersonName, Email, Phone), and the documents.
import { isPersonName, isPhoneNumber, looksLikeEmail, TEXT_LIMITS } from '@cipta/domain/field-rules';

/**
 * What a shared rule says, as a code: the fields translate it when they render, so a message
 * follows the language the visitor switches to (texts under application:errors.<code>).
 */
export const APPLICATION_ERRORS = [
  'required',
  'invalidName',
  'invalidEmail',
  'invalidPhone',
  'documentsRequired',
] as const;
export type ApplicationError = (typeof APPLICATION_ERRORS)[number];

export function isApplicationError(value: unknown): value is ApplicationError {
  return typeof value === 'string' && (APPLICATION_ERRORS as readonly string[]).includes(value);
}

export function requiredText(value: string): ApplicationError | null {
  return value.trim() ? null : 'required';
}

function contactRule(isValid: (value: string) => boolean, invalid: ApplicationError) {
  return (value: string): ApplicationError | null => (!value.trim() ? 'required' : isValid(value) ? null : invalid);
}

export const emailRule = contactRule(looksLikeEmail, 'invalidEmail');
export const phoneRule = contactRule(isPhoneNumber, 'invalidPhone');
/** issue 29: letters, spaces, apostrophes, hyphens and dots; said before sending, as the API refuses the rest. */
export const nameRule = contactRule(isPersonName, 'invalidName');

/** The name, e-mail and phone every application asks for, as a form's `validate` takes them. */
export const CONTACT_RULES = { fullName: nameRule, email: emailRule, phone: phoneRule } as const;

/** The same rules' verdicts, for a form that checks all its values in one function. */
export function contactErrors(values: Readonly<Record<keyof typeof CONTACT_RULES, string>>) {
  return {
    fullName: CONTACT_RULES.fullName(values.fullName),
    email: CONTACT_RULES.email(values.email),
    phone: CONTACT_RULES.phone(values.phone),
  };
}

export function documentsRule(files: readonly unknown[]): ApplicationError | null {
  return files.length > 0 ? null : 'documentsRequired';
}

/** The API's length limits of the contact fields. */
export const CONTACT_MAX_LENGTH = {
  fullName: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
} as const;
