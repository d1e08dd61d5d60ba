import type { components } from '@cipta/domain/contract';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@cipta/domain/staff-rules';
import type { TFunction } from 'i18next';

type FieldError = components['schemas']['FieldError'];
type Translate = TFunction<'staff'>;

/** A refused password as the API answers it: the field's code, and zxcvbn's feedback as codes. */
export type PasswordRefusal = Pick<FieldError, 'code' | 'warning' | 'suggestions'>;

/** The API's refusal of `field`, from a 400 answer's details (issue 28), or undefined. */
export function passwordRefusal(body: unknown, field: string): PasswordRefusal | undefined {
  const details = (body as { details?: FieldError[] } | undefined)?.details;
  const detail = Array.isArray(details) ? details.find((candidate) => candidate.field === field) : undefined;
  if (!detail) return undefined;
  return { code: detail.code, warning: detail.warning, suggestions: detail.suggestions };
}

/**
 * issue 28: the refusal in the reader's language, built from its codes alone (never the API's
 * English `message`): what is wrong, why, and what would help.
 */
export function passwordRefusalText(refusal: PasswordRefusal, t: Translate): { problem: string; tips: string[] } {
  const problem = [
    t(`passwordProblem.codes.${refusal.code ?? 'PASSWORD_TOO_WEAK'}`),
    ...(refusal.warning ? [t(`passwordProblem.warnings.${refusal.warning}`)] : []),
  ].join(' ');
  return { problem, tips: (refusal.suggestions ?? []).map((code) => t(`passwordProblem.suggestions.${code}`)) };
}

/** A new password's problems the form sees before asking the API (product §10.2: 12 to 128 characters). */
export function newPasswordErrors(password: string, repeat: string, t: Translate) {
  const length = [...password].length;
  const lengthError =
    length < STAFF_PASSWORD_MIN_LENGTH
      ? t('setup.tooShort')
      : length > STAFF_PASSWORD_MAX_LENGTH
        ? t('setup.tooLong')
        : undefined;
  return { lengthError, repeatError: repeat !== password ? t('setup.mismatch') : undefined };
}
