import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactMessageMachine, type ContactMessage, type FormSubmitInput } from './contact-message.machine.js';

const MESSAGE: ContactMessage = { name: 'Maria Lopez', email: 'maria@example.com', message: 'Can you extend my visa?' };

describe('the contact form (product §4 "Contact form": a success, error or empty-fields alert)', () => {
  it('ends in each of its three alerts, and only a success empties the form', async () => {
    const sent: ContactMessage[] = [];
    const answers = ['refused', 'stored', 'stored'];
    let cleared = 0;
    const actor = createActor(
      contactMessageMachine.provide({
        actors: {
          submit: fromPromise<unknown, FormSubmitInput<ContactMessage>>(async ({ input }) => {
            sent.push(input.payload);
            if (answers.shift() !== 'stored') throw new Error('500');
          }),
        },
        actions: { clearForm: () => void (cleared += 1) },
      }),
    ).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    const alert = () => actor.getSnapshot().value;

    actor.send({ type: 'form.invalid' });
    expect(alert()).toEqual({ ready: 'invalid' });
    actor.send({ type: 'form.submit', payload: MESSAGE });
    expect(alert()).toBe('submitting');
    await settled();
    expect(alert()).toEqual({ ready: 'failed' });
    expect(cleared).toBe(0);
    actor.send({ type: 'form.submit', payload: MESSAGE });
    await settled();
    expect(alert()).toEqual({ ready: 'succeeded' });
    expect(cleared).toBe(1);
    // a second message right after the first
    actor.send({ type: 'form.submit', payload: { ...MESSAGE, message: 'One more thing.' } });
    await settled();
    expect(alert()).toEqual({ ready: 'succeeded' });
    expect(cleared).toBe(2);
    expect(sent.map((message) => message.message)).toEqual([MESSAGE.message, MESSAGE.message, 'One more thing.']);
  });
});
