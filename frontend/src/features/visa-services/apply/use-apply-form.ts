import { useForm } from '@mantine/form';
import type { SponsorType, WorkType } from './submit-visa-application';

export interface ApplyFormValues {
  fullName: string;
  email: string;
  phone: string;
  sponsorType: SponsorType;
  workType: WorkType | '';
  documents: File[];
}

// The same rules the API applies (openapi.yaml Email, Phone).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{6,32}$/;

/**
 * What a field's rule says, as a code: the fields translate it when they render, so a message
 * follows the language the visitor switches to (texts under visa:apply.<code>).
 */
export const FIELD_ERRORS = ['required', 'invalidEmail', 'invalidPhone', 'workTypeRequired', 'documentsRequired'] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

export function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'string' && (FIELD_ERRORS as readonly string[]).includes(value);
}

const EMPTY: ApplyFormValues = { fullName: '', email: '', phone: '', sponsorType: 'cipta', workType: '', documents: [] };

function contactRule(pattern: RegExp, invalid: FieldError) {
  return (value: string): FieldError | null => (!value.trim() ? 'required' : pattern.test(value.trim()) ? null : invalid);
}

/** spec §5 "Visa application": the fields, sponsor cipta by default, and their rules. */
export function useApplyForm(asksWorkType: boolean) {
  return useForm<ApplyFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      fullName: (value) => (value.trim() ? null : 'required'),
      email: contactRule(EMAIL, 'invalidEmail'),
      phone: contactRule(PHONE, 'invalidPhone'),
      workType: (value) => (asksWorkType && !value ? 'workTypeRequired' : null),
      documents: (value) => (value.length > 0 ? null : 'documentsRequired'),
    },
  });
}

export type ApplyForm = ReturnType<typeof useApplyForm>;
