import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { APPLICATION_STATUS_LABEL_ID } from '@cipta/domain/constants';
import { makeSubmissionId } from '@cipta/domain/submission-id';
import { applicationMachine, type ApplicationOperation, type ApplicationUpload } from '@cipta/machines/application';
import type { UseFormReturnType } from '@mantine/form';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { fromCallback } from 'xstate';
import { inspectOptions } from '../../lib/inspector';
import { ApplicationSubmitBar } from './application-submit-bar';
import { ApplicationSuccessModal } from './application-success-modal';
import { useApplicationTranslation } from './application-translations';
import { submitApplication } from './send-application';
import { useApplicationOutcome } from './use-application-outcome';

const machine = applicationMachine.provide({ actors: { submit: fromCallback(submitApplication) } });

/** product §7: "VS…" for the visa catalogue's applications, "PA…" for the card screens'. */
const ID_PREFIX = { submitVisaApplication: 'VS', submitPermitApplication: 'PA' } as const satisfies Record<
  ApplicationOperation,
  string
>;

interface Props<Values> {
  operation: ApplicationOperation;
  /** The product's title in the active language. */
  title: string;
  /** The product's price, written for the active language. */
  price: string;
  /** How long processing takes, for the success modal. */
  estimate: string;
  /** A card product's ID, written on the form for the journeys. */
  productId?: string;
  /** The feature's form: its values, rules and reset. */
  form: Pick<UseFormReturnType<Values>, 'onSubmit' | 'reset' | 'isDirty'>;
  /** Turns the form's values into the operation's multipart parts. */
  toUpload: (values: Values) => ApplicationUpload;
  /** Closes the apply modal (the cardModals machine's modal.close). */
  onClose: () => void;
  /** The form's fields, disabled while the application is being sent. */
  children: (disabled: boolean) => ReactNode;
}

/**
 * product §4 "Visa application" and "Permit and visa modals" (DESIGN 3): the one apply modal of
 * the visa catalogue and the five card screens. Its submit with upload progress, a failure that
 * keeps the form for a retry, and the success modal with the stored ID. Mounted once per opening,
 * so its submissionId (product §7) is made once and a retry sends the same one: the server stores
 * the application once (DESIGN 5; docs/decisions.md 12, 33).
 */
export function ApplicationModal<Values>(props: Props<Values>) {
  const { operation, title, price, estimate, productId, form, toUpload, onClose, children } = props;
  const { t } = useApplicationTranslation();
  const [submissionId] = useState(() => makeSubmissionId(Date.now(), Math.random, ID_PREFIX[operation]));
  const [state, send] = useMachine(machine, { ...inspectOptions, input: { submissionId } });
  const { submitting, showsReceipt } = useApplicationOutcome(state, form.reset, onClose);

  // issue 21: the success modal's track button hands this to /tracking (router state, not the address)
  const [appliedEmail, setAppliedEmail] = useState('');
  // issue 21: the success modal lists the documents sent (the tracking answer names none)
  const [sentDocuments, setSentDocuments] = useState<readonly string[]>([]);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const receipt = state.context.result;
  if (receipt && showsReceipt) {
    return (
      <ApplicationSuccessModal
        applicationId={receipt.applicationId}
        email={appliedEmail}
        documents={sentDocuments}
        status={receipt.status || APPLICATION_STATUS_LABEL_ID}
        estimate={estimate}
        onClose={() => send({ type: 'success.close' })}
      />
    );
  }

  // product §14.4: Escape, the overlay, the X and Cancel ask before a filled form is thrown away
  const requestClose = () => {
    if (submitting) return;
    if (form.isDirty()) setConfirmingDiscard(true);
    else onClose();
  };

  const submit = form.onSubmit((values) => {
    const payload = toUpload(values);
    const email = payload.parts.get('email');
    setAppliedEmail(typeof email === 'string' ? email : '');
    setSentDocuments([...payload.parts.values()].flatMap((part) => (part instanceof File ? [part.name] : [])));
    send({ type: 'form.submit', payload });
  });
  return (
    <Modal
      opened
      onClose={requestClose}
      title={t('dialog.title', { title })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('submit.cancel') }}
    >
      <form
        noValidate
        onSubmit={submit}
        data-testid="apply-form"
        data-product-id={productId}
        data-submission-id={submissionId}
      >
        <Stack>
          <Text fw={700} c="brand.8" data-testid="apply-price">
            {t('dialog.price', { price })}
          </Text>
          {confirmingDiscard && (
            <Alert
              color="orange"
              title={t('discard.title')}
              // orange's own title colour reads below 4.5:1 on its light background (axe)
              styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
              data-testid="apply-discard-prompt"
            >
              <Text size="sm">{t('discard.text')}</Text>
              <Group mt="sm" gap="sm">
                <Button size="compact-md" onClick={() => setConfirmingDiscard(false)} autoFocus>
                  {t('discard.keep')}
                </Button>
                <Button size="compact-md" variant="default" onClick={onClose}>
                  {t('discard.discard')}
                </Button>
              </Group>
            </Alert>
          )}
          {children(submitting)}
          <ApplicationSubmitBar
            submitting={submitting}
            progress={state.context.progress}
            error={state.context.error}
            refusal={state.context.refusal}
            onCancel={requestClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
