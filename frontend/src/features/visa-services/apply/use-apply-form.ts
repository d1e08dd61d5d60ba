import { useForm } from '@mantine/form';
import { type ApplicationError, CONTACT_RULES, documentsRule } from '../../../components/application/application-rules';
import type { SponsorType, WorkType } from './visa-application-parts';

export interface ApplyFormValues {
  fullName: string;
  email: string;
  phone: string;
  sponsorType: SponsorType;
  workType: WorkType | '';
  documents: File[];
}

/**
 * What a field's rule says, as a code: the shared ones (application:errors.<code>) and the
 * visa form's own (visa:apply.<code>); the fields translate it when they render.
 */
export type FieldError = ApplicationError | 'workTypeRequired';

const EMPTY: ApplyFormValues = {
  fullName: '',
  email: '',
  phone: '',
  sponsorType: 'cipta',
  workType: '',
  documents: [],
};

/** product §5 "Visa application": the fields, sponsor cipta by default, and their rules. */
export function useApplyForm(asksWorkType: boolean) {
  return useForm<ApplyFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      ...CONTACT_RULES,
      workType: (value): FieldError | null => (asksWorkType && !value ? 'workTypeRequired' : null),
      documents: documentsRule,
    },
  });
}

export type ApplyForm = ReturnType<typeof useApplyForm>;
