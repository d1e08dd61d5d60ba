import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Progress.css';
import { requiresWorkType } from '@cipta/machines/constants';
import { makeSubmissionId } from '@cipta/machines/submission-id';
import { visaApplicationMachine } from '@cipta/machines/visa-application';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback } from 'xstate';
import { inspectOptions } from '../../../app/inspector';
import type { VisaService } from '../../../content/visa-catalogue';
import { useLocalized } from '../../../hooks/use-localized';
import { requiredDocuments } from '../search';
import { useVisaTranslation } from '../visa-translations';
import { ApplicationSuccessModal } from './application-success-modal';
import { ApplyFields } from './apply-fields';
import classes from './apply-modal.module.css';
import { submitVisaApplication, visaApplicationFormData } from './submit-visa-application';
import { useApplyForm } from './use-apply-form';

const machine = visaApplicationMachine.provide({ actors: { submit: fromCallback(submitVisaApplication) } });

interface Props {
  service: VisaService;
  /** Closes the apply modal (the cardModals machine's modal.close). */
  onClose: () => void;
}

/**
 * spec §2/§4 "Visa application": the apply modal, its submit with upload progress, and the
 * success modal. Mounted once per opening, so its submissionId (spec §7) is made once and a
 * retry sends the same one (DESIGN 5).
 */
export default function ApplyModal({ service, onClose }: Props) {
  const { t } = useVisaTranslation();
  const localized = useLocalized();
  // The English title is what the server reads (spec §5 keywords) and what staff see.
  const title = service.title.en;
  const asksWorkType = requiresWorkType(title);
  const [submissionId] = useState(() => makeSubmissionId(Date.now(), Math.random));
  const [state, send] = useMachine(machine, { ...inspectOptions, input: { submissionId } });
  const form = useApplyForm(asksWorkType);
  const submitting = state.matches('submitting');
  const succeeded = state.matches('success');
  const finished = state.matches('closed');

  // spec §4: the form is cleared after a success; closing the success modal closes this one.
  useEffect(() => {
    if (succeeded) form.reset();
    // only on the way into success: the form object is new on every render
  }, [succeeded]);
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  if (state.context.result && (succeeded || finished)) {
    return <ApplicationSuccessModal receipt={state.context.result} onClose={() => send({ type: 'success.close' })} />;
  }

  const submit = form.onSubmit((values) =>
    send({
      type: 'form.submit',
      payload: visaApplicationFormData({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        sponsorType: values.sponsorType,
        workType: asksWorkType && values.workType ? values.workType : null,
        service: { title, price: service.price },
        documents: values.documents,
      }),
    }),
  );
  const error = state.context.error;

  return (
    <Modal
      opened
      onClose={() => !submitting && onClose()}
      title={t('apply.title', { title: localized(service.title) })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('apply.cancel') }}
    >
      <form noValidate onSubmit={submit} data-testid="apply-form" data-submission-id={submissionId}>
        <Stack>
          <Text fw={700} c="brand.8" data-testid="apply-price">
            {t('apply.price', { price: service.price })}
          </Text>
          <ApplyFields form={form} asksWorkType={asksWorkType} requiredDocuments={requiredDocuments(title)} disabled={submitting} />
          {error && (
            <Alert color="red" role="alert" data-testid="apply-error">
              {t(`apply.${error}`)}
            </Alert>
          )}
          {submitting && (
            <Progress
              value={Math.round(state.context.progress * 100)}
              aria-label={t('apply.progress')}
              animated
              className={classes.progress}
              data-testid="apply-progress"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" disabled={submitting} data-testid="apply-submit">
              {submitting ? t('apply.sending') : t('apply.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
