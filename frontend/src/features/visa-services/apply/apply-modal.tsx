import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { applicationMachine } from '@cipta/machines/application';
import { APPLICATION_STATUS_LABEL_ID, requiresWorkType } from '@cipta/domain/constants';
import { makeSubmissionId } from '@cipta/domain/submission-id';
import { Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromCallback } from 'xstate';
import { inspectOptions } from '../../../lib/inspector';
import { ApplicationSubmitBar } from '../../../components/application/application-submit-bar';
import { ApplicationSuccessModal } from '../../../components/application/application-success-modal';
import { useApplicationTranslation } from '../../../components/application/application-translations';
import { useApplicationOutcome } from '../../../components/application/use-application-outcome';
import type { VisaService } from '../../../content/visa-catalogue';
import { useLocalized } from '../../../hooks/use-localized';
import { requiredDocuments } from '../search';
import { useVisaTranslation } from '../visa-translations';
import { ApplyFields } from './apply-fields';
import { submitVisaApplication, visaApplicationFormData } from './submit-visa-application';
import { useApplyForm } from './use-apply-form';

const machine = applicationMachine.provide({ actors: { submit: fromCallback(submitVisaApplication) } });

interface Props {
  service: VisaService;
  /** Closes the apply modal (the cardModals machine's modal.close). */
  onClose: () => void;
}

/**
 * product §2/§4 "Visa application": the apply modal, its submit with upload progress, and the
 * success modal. Mounted once per opening, so its submissionId (product §7) is made once and a
 * retry sends the same one (DESIGN 5).
 */
export default function ApplyModal({ service, onClose }: Props) {
  const { t } = useVisaTranslation();
  const { t: tApplication } = useApplicationTranslation();
  const localized = useLocalized();
  // The English title is what the server reads (product §5 keywords) and what staff see.
  const title = service.title.en;
  const asksWorkType = requiresWorkType(title);
  const [submissionId] = useState(() => makeSubmissionId(Date.now(), Math.random));
  const [state, send] = useMachine(machine, { ...inspectOptions, input: { submissionId } });
  const form = useApplyForm(asksWorkType);
  const { submitting, showsReceipt } = useApplicationOutcome(state, form.reset, onClose);

  const receipt = state.context.result;
  if (receipt && showsReceipt) {
    return (
      <ApplicationSuccessModal
        applicationId={receipt.applicationId}
        status={receipt.status || APPLICATION_STATUS_LABEL_ID}
        estimate={t('success.estimate')}
        onClose={() => send({ type: 'success.close' })}
      />
    );
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

  return (
    <Modal
      opened
      onClose={() => !submitting && onClose()}
      title={tApplication('dialog.title', { title: localized(service.title) })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': tApplication('submit.cancel') }}
    >
      <form noValidate onSubmit={submit} data-testid="apply-form" data-submission-id={submissionId}>
        <Stack>
          <Text fw={700} c="brand.8" data-testid="apply-price">
            {tApplication('dialog.price', { price: service.price })}
          </Text>
          <ApplyFields
            form={form}
            asksWorkType={asksWorkType}
            requiredDocuments={requiredDocuments(title)}
            disabled={submitting}
          />
          <ApplicationSubmitBar
            submitting={submitting}
            progress={state.context.progress}
            error={state.context.error}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
