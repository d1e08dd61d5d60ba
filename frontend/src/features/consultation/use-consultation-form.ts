import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { CONSULTATION_COUNTRIES } from '@cipta/domain/constants';
import type { ConsultationCountry, ConsultationRequest } from '@cipta/machines/consultation';
import { useForm } from '@mantine/form';
import { emailRule, nameRule, phoneRule, requiredText } from '../../components/application/application-rules';

/** What the form holds; the country is '' until one is chosen. */
export interface ConsultationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  country: ConsultationCountry | '';
  message: string;
}

export const EMPTY_CONSULTATION: ConsultationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  jobTitle: '',
  country: '',
  message: '',
};

/** The codes a field's rule gives; the form writes them in the active language (consultation:errors). */
export type ConsultationFieldError = 'required' | 'invalidEmail' | 'invalidPhone';

export function isConsultationFieldError(value: unknown): value is ConsultationFieldError {
  return value === 'required' || value === 'invalidEmail' || value === 'invalidPhone';
}

export function isConsultationCountry(value: unknown): value is ConsultationCountry {
  return typeof value === 'string' && (CONSULTATION_COUNTRIES as readonly string[]).includes(value);
}

/** openapi.yaml ConsultationRequest: the API's limits, so the form never sends more (the contact fields' in contact-inputs). */
export const CONSULTATION_MAX_LENGTH = {
  company: TEXT_LIMITS.company,
  jobTitle: TEXT_LIMITS.jobTitle,
  message: TEXT_LIMITS.message,
} as const;

/** product §5: firstName, lastName, email, phone, country and message are required. */
const consultationRules = {
  firstName: nameRule,
  lastName: nameRule,
  email: emailRule,
  phone: phoneRule,
  country: (value: string) => (isConsultationCountry(value) ? null : 'required'),
  message: requiredText,
};

export function useConsultationForm() {
  return useForm<ConsultationValues>({
    mode: 'controlled',
    initialValues: EMPTY_CONSULTATION,
    validate: consultationRules,
  });
}

export type ConsultationFormState = ReturnType<typeof useConsultationForm>;

/** The request the API takes: trimmed, with the optional fields left out when empty. */
export function consultationRequest(values: ConsultationValues): ConsultationRequest | null {
  if (!isConsultationCountry(values.country)) return null;
  const company = values.company.trim();
  const jobTitle = values.jobTitle.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(company ? { company } : {}),
    ...(jobTitle ? { jobTitle } : {}),
    country: values.country,
    message: values.message.trim(),
  };
}
