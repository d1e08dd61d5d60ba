import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CONSULTATION_COUNTRIES } from '@cipta/domain/constants';
import { consultationMachine, type ConsultationRequest, type FormSubmitInput } from './consultation.machine.js';

const REQUEST: ConsultationRequest = {
  firstName: 'Kenji',
  lastName: 'Sato',
  email: 'kenji@example.com',
  phone: '+65 8123 4567',
  country: 'Singapore',
  message: 'We need work permits for two people.',
};

/** The consultation with a server that answers as told, and a form that counts its clearings. */
function startConsultation(answers: Array<'stored' | 'refused'>) {
  const sent: ConsultationRequest[] = [];
  let cleared = 0;
  const machine = consultationMachine.provide({
    actors: {
      submit: fromPromise<unknown, FormSubmitInput<ConsultationRequest>>(async ({ input }) => {
        sent.push(input.payload);
        if (answers.shift() !== 'stored') throw new Error('500');
      }),
    },
    actions: { clearForm: () => void (cleared += 1) },
  });
  const actor = createActor(machine).start();
  return { actor, sent, cleared: () => cleared, settled: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe('the consultation request (product §4 "Consultation", §8)', () => {
  it('offers the seven countries of product §3', () => {
    expect(CONSULTATION_COUNTRIES).toEqual([
      'Indonesia',
      'Malaysia',
      'Singapore',
      'Thailand',
      'Philippines',
      'Vietnam',
      'Other',
    ]);
  });

  it('after a success empties the form and opens the success modal, which closes back to the form', async () => {
    const consultation = startConsultation(['stored']);
    consultation.actor.send({ type: 'form.submit', payload: REQUEST });
    await consultation.settled();
    expect(consultation.actor.getSnapshot().matches({ ready: 'succeeded' })).toBe(true);
    expect(consultation.cleared()).toBe(1);
    // OK, X and the overlay all send the same event
    consultation.actor.send({ type: 'success.dismiss' });
    expect(consultation.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(consultation.sent).toEqual([REQUEST]);
  });

  it('keeps the form after a failure, and sends it again on the next submit', async () => {
    const consultation = startConsultation(['refused', 'stored']);
    consultation.actor.send({ type: 'form.submit', payload: REQUEST });
    await consultation.settled();
    expect(consultation.actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
    expect(consultation.cleared()).toBe(0);
    consultation.actor.send({ type: 'form.submit', payload: REQUEST });
    await consultation.settled();
    expect(consultation.actor.getSnapshot().matches({ ready: 'succeeded' })).toBe(true);
    expect(consultation.sent).toEqual([REQUEST, REQUEST]);
  });

  it('sends nothing while a required field is missing (product §5)', () => {
    const consultation = startConsultation([]);
    consultation.actor.send({ type: 'form.invalid' });
    expect(consultation.actor.getSnapshot().matches({ ready: 'invalid' })).toBe(true);
    expect(consultation.sent).toEqual([]);
  });
});
