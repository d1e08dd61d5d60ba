// The rules every application form shares (visa services, the permit screens): the contact
// fields, as the API checks them (openapi.yaml PersonName, Email, Phone), and the documents.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{6,32}$/;

/**
 * What a shared rule says, as a code: the fields translate it when they render, so a message
 * follows the language the visitor switches to (texts under application:errors.<code>).
 */
export const APPLICATION_ERRORS = ['required', 'invalidEmail', 'invalidPhone', 'documentsRequired'] as const;
export type ApplicationError = (typeof APPLICATION_ERRORS)[number];

export function isApplicationError(value: unknown): value is ApplicationError {
  return typeof value === 'string' && (APPLICATION_ERRORS as readonly string[]).includes(value);
}

export function requiredText(value: string): ApplicationError | null {
  return value.trim() ? null : 'required';
}

function contactRule(pattern: RegExp, invalid: ApplicationError) {
  return (value: string): ApplicationError | null =>
    !value.trim() ? 'required' : pattern.test(value.trim()) ? null : invalid;
}

export const emailRule = contactRule(EMAIL, 'invalidEmail');
export const phoneRule = contactRule(PHONE, 'invalidPhone');

export function documentsRule(files: readonly unknown[]): ApplicationError | null {
  return files.length > 0 ? null : 'documentsRequired';
}

/** The API's length limits of the contact fields (openapi.yaml). */
export const CONTACT_MAX_LENGTH = { fullName: 100, email: 254, phone: 32 } as const;
