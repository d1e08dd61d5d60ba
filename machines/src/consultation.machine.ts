// The consultation request (product §2 "Consultation", §3 "Consultation request", §4, §5, §8): a
// complete request is sent; a success empties the form and opens the success modal, which OK,
// X or an overlay click closes (`success.dismiss`); a failure keeps the form with its message.
import type { CONSULTATION_COUNTRIES } from '@cipta/domain/constants';
import { createFormSubmissionMachine } from './form-submission.machine.js';

export type { FormSubmissionEvent, FormSubmitInput } from './form-submission.machine.js';

export type ConsultationCountry = (typeof CONSULTATION_COUNTRIES)[number];

/** product §3: what the request carries; company and jobTitle are optional (product §5). */
export interface ConsultationRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string;
  jobTitle?: string;
  country: ConsultationCountry;
  message: string;
}

export const consultationMachine = createFormSubmissionMachine<ConsultationRequest>('consultation');
