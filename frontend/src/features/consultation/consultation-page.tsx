import '@mantine/core/styles/Input.css';
import { consultationMachine } from '@cipta/machines/consultation';
import { Button, Container } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { inspectOptions } from '../../lib/inspector';
import { PageHero } from '../../components/page-hero';
import { company } from '@cipta/domain/company';
import { useModalHistory } from '../../hooks/use-modal-history';
import { ConsultationForm } from './consultation-form';
import classes from './consultation-page.module.css';
import { ConsultationSuccessModal } from './consultation-success-modal';
import { useConsultationTranslation } from './consultation-translations';
import { sendConsultationRequest } from './send-consultation-request';
import { EMPTY_CONSULTATION, consultationRequest, useConsultationForm } from './use-consultation-form';

/** product §2 "Consultation": a heading, a talk button that leads to the form, the form and its success modal. */
export default function ConsultationPage() {
  const { t: tShell } = useTranslation();
  const { t } = useConsultationTranslation();
  const reduceMotion = useReducedMotion();
  const formSection = useRef<HTMLElement>(null);
  const form = useConsultationForm();
  const [state, send] = useMachine(
    consultationMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => sendConsultationRequest(input.payload, signal)) },
      // product §4: the form is cleared after a success, and only then
      actions: { clearForm: () => form.reset() },
    }),
    inspectOptions,
  );

  const submit = form.onSubmit(
    (values) => {
      const request = consultationRequest(values);
      send(request ? { type: 'form.submit', payload: request } : { type: 'form.invalid' });
    },
    (errors) => {
      send({ type: 'form.invalid' });
      const first = Object.keys(EMPTY_CONSULTATION).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const succeeded = state.matches({ ready: 'succeeded' });
  const dismissSuccess = () => send({ type: 'success.dismiss' });
  // issue 21: browser Back closes the success modal and stays on the page
  useModalHistory(succeeded, dismissSuccess);

  const talk = () => {
    formSection.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    form.getInputNode('firstName')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHero
        title={tShell('pages.consultation.heading')}
        subtitle={t('hero.subtitle', { minutes: company.discoveryCallMinutes })}
      >
        <Button
          size="lg"
          variant="white"
          className={classes.talk}
          onClick={talk}
          aria-controls="consultation-form"
          data-testid="consultation-talk"
        >
          {t('hero.talk')}
        </Button>
      </PageHero>
      <Container size="lg">
        <ConsultationForm
          ref={formSection}
          form={form}
          submitting={state.matches('submitting')}
          failed={state.matches({ ready: 'failed' })}
          onSubmit={submit}
        />
      </Container>
      <ConsultationSuccessModal opened={succeeded} onClose={dismissSuccess} />
    </>
  );
}
