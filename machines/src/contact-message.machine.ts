// The contact form (product §2 "Contact", §3 "Contact message", §4 "Contact form", §5, §8): it
// ends in the empty-fields alert (the app's check refused it), the success alert (the form is
// emptied) or the failure alert (the form keeps what was typed).
import { createFormSubmissionMachine } from './form-submission.machine.js';

export type { FormSubmissionEvent, FormSubmitInput } from './form-submission.machine.js';

/** product §3: all three are required (product §5). */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const contactMessageMachine = createFormSubmissionMachine<ContactMessage>('contactMessage');
