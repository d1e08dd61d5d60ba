import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { contactMessageMachine } from '@cipta/machines/contact-message';
import { Alert, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { inspectOptions } from '../../lib/inspector';
import { emailRule, nameRule, requiredText } from '../../components/application/application-rules';
import { EmailInput, NameInput } from '../../components/application/contact-inputs';
import { BotCheckedForm } from '../../components/bot-check/bot-checked-form';
import classes from './contact-page.module.css';
import { useContactTranslation } from './contact-translations';
import { sendContactMessage } from './send-contact-message';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', message: '' };
/** openapi.yaml ContactMessageRequest: what the API accepts, so the form never sends more. */
const MESSAGE_MAX_LENGTH = TEXT_LIMITS.message;

/** product §2 "Contact", §4 "Contact form", §5, §8: name, e-mail and message, all required. */
export function ContactForm() {
  const { t } = useContactTranslation();
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: { name: nameRule, email: emailRule, message: requiredText },
  });
  const [state, send] = useMachine(
    contactMessageMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => sendContactMessage(input.payload, signal)) },
      // product §4: only a success empties the form
      actions: { clearForm: () => form.reset() },
    }),
    inspectOptions,
  );
  const submitting = state.matches('submitting');
  // product §5: a missing field is the one alert; a malformed e-mail is said at its field.
  const missing = Object.values(form.errors).includes('required');
  const alert = state.matches({ ready: 'succeeded' })
    ? 'success'
    : state.matches({ ready: 'failed' })
      ? 'failure'
      : state.matches({ ready: 'invalid' }) && missing
        ? 'empty'
        : null;

  const submit = form.onSubmit(
    (values) =>
      send({
        type: 'form.submit',
        payload: { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      }),
    (errors) => {
      send({ type: 'form.invalid' });
      const first = (['name', 'email', 'message'] as const).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );
  const field = (name: keyof ContactValues) => {
    const { error, ...props } = form.getInputProps(name);
    // A missing field is marked here and named in the alert; a malformed e-mail gets its words.
    return {
      ...props,
      error: error === 'invalidEmail' ? t('form.invalidEmail') : Boolean(error),
      readOnly: submitting,
    };
  };

  return (
    <BotCheckedForm
      className={classes.formSection}
      name="contact"
      heading={t('form.heading')}
      onSubmit={submit}
      sending={submitting}
      submitLabel={t('form.submit')}
      sendingLabel={t('form.sending')}
    >
      <NameInput label={t('form.name')} {...field('name')} />
      <EmailInput label={t('form.email')} {...field('email')} />
      <Textarea label={t('form.message')} required rows={6} maxLength={MESSAGE_MAX_LENGTH} {...field('message')} />
      {alert && (
        <Alert
          color={alert === 'success' ? 'green' : 'red'}
          role="alert"
          data-testid="contact-alert"
          data-alert={alert}
        >
          {t(`form.${alert}`)}
        </Alert>
      )}
    </BotCheckedForm>
  );
}
