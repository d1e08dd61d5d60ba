import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { applicationMachine } from '@cipta/machines/application';
import { APPLICATION_STATUS_LABEL_ID } from '@cipta/domain/constants';
import { makeSubmissionId } from '@cipta/domain/submission-id';
import { Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromCallback } from 'xstate';
import { inspectOptions } from '../../../lib/inspector';
import { ApplicationSubmitBar } from '../../../components/application/application-submit-bar';
import { ApplicationSuccessModal } from '../../../components/application/application-success-modal';
import { useApplicationTranslation } from '../../../components/application/application-translations';
import { useApplicationOutcome } from '../../../components/application/use-application-outcome';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import type { PermitProduct } from '../../../content/permit-products';
import { useLocalized } from '../../../hooks/use-localized';
import { usePermitPrice } from '../use-permit-price';
import { PermitFields } from './permit-fields';
import { formShape } from './permit-form-rules';
import { permitApplicationFormData, submitPermitApplication } from './submit-permit-application';
import { usePermitForm } from './use-permit-form';

const machine = applicationMachine.provide({ actors: { submit: fromCallback(submitPermitApplication) } });

interface Props {
  formType: PermitFormType;
  product: PermitProduct;
  /** Closes the apply modal (the cardModals machine's modal.close). */
  onClose: () => void;
}

/**
 * product §4 "Permit and visa modals", DESIGN 3: the one apply modal of the five card screens. It
 * keeps the product's flow (a success message, the modal closes, the form is cleared) but sends
 * everything to POST /api/submit-application first, and shows the ID only once it is stored.
 * Mounted once per opening, so its "PA…" submissionId is made once and a retry sends the same
 * one: the server stores the application once (docs/decisions.md 12, 33).
 */
export default function PermitApplyModal({ formType, product, onClose }: Props) {
  const { t } = useApplicationTranslation();
  const localized = useLocalized();
  const price = usePermitPrice();
  const shape = useMemo(() => formShape(formType, product.id), [formType, product.id]);
  const [submissionId] = useState(() => makeSubmissionId(Date.now(), Math.random, 'PA'));
  const [state, send] = useMachine(machine, { ...inspectOptions, input: { submissionId } });
  const form = usePermitForm(shape);
  const { submitting, showsReceipt } = useApplicationOutcome(state, form.reset, onClose);

  const receipt = state.context.result;
  if (receipt && showsReceipt) {
    return (
      <ApplicationSuccessModal
        applicationId={receipt.applicationId}
        status={APPLICATION_STATUS_LABEL_ID}
        estimate={localized(product.processingTime)}
        onClose={() => send({ type: 'success.close' })}
      />
    );
  }

  const submit = form.onSubmit((values) =>
    send({ type: 'form.submit', payload: permitApplicationFormData(values, shape, formType, product) }),
  );

  return (
    <Modal
      opened
      onClose={() => !submitting && onClose()}
      title={t('dialog.title', { title: localized(product.title) })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('submit.cancel') }}
    >
      <form
        noValidate
        onSubmit={submit}
        data-testid="apply-form"
        data-product-id={product.id}
        data-submission-id={submissionId}
      >
        <Stack>
          <Text fw={700} c="brand.8" data-testid="apply-price">
            {t('dialog.price', { price: price(product.price) })}
          </Text>
          <PermitFields form={form} shape={shape} disabled={submitting} />
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
