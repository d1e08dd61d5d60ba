import { isPersonName, isPhoneNumber, looksLikeEmail } from '@cipta/domain/field-rules';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Loader.css';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import type { PromoClaimSend, PromoClaimState } from './use-promo-claim';
import { useHomeTranslation } from '../home-translations';
import { BotCheck } from '../../../components/bot-check/bot-check';

// The claim's dialogs load when a visitor first opens one: none is needed for the first paint.

interface Props {
  state: PromoClaimState;
  send: PromoClaimSend;
}

/** Every dialog of the claim: centred, its X named (axe button-name). */
function PromoDialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': closeLabel }}>
      {children}
    </Modal>
  );
}

export default function PromoClaimModals({ state, send }: Props) {
  if (state.matches('claimed')) return <ClaimedModal state={state} send={send} />;
  if (state.matches('confirmingReset')) return <ResetConfirmModal send={send} />;
  if (state.matches('enteringSecret') || state.matches('resetting'))
    return <ResetSecretModal state={state} send={send} />;
  return <ClaimFormModal state={state} send={send} />;
}

/** product §4/§5: the claim's fields in their order, with what the browser may fill in. */
const CLAIM_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** product §4/§5: name, e-mail and phone, all required; the form keeps what was typed on failure. */
function ClaimFormModal({ state, send }: Props) {
  const { t } = useHomeTranslation();
  const submitting = state.matches('submitting');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: state.context.details,
    validate: {
      name: (value) => (!value.trim() ? t('claim.required') : isPersonName(value) ? null : t('claim.invalidName')),
      email: (value) => (!value.trim() ? t('claim.required') : looksLikeEmail(value) ? null : t('claim.invalidEmail')),
      phone: (value) => (!value.trim() ? t('claim.required') : isPhoneNumber(value) ? null : t('claim.invalidPhone')),
    },
  });
  const error = state.context.error;
  return (
    <PromoDialog
      title={t('claim.title')}
      closeLabel={t('claim.cancel')}
      onClose={() => !submitting && send({ type: 'claim.cancel' })}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          send({
            type: 'claim.submit',
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
          }),
        )}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('claim.promo', { promo: state.context.promo })}
          </Text>
          {error && (
            <Alert color="red" role="alert" data-testid="claim-error">
              {t(`claim.${error}`)}
            </Alert>
          )}
          {CLAIM_FIELDS.map(({ name, type, autoComplete }, position) => (
            <TextInput
              key={form.key(name)}
              label={t(`claim.${name}`)}
              type={type}
              autoComplete={autoComplete}
              required
              data-autofocus={position === 0 || undefined}
              {...form.getInputProps(name)}
            />
          ))}
          <BotCheck />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'claim.cancel' })} disabled={submitting}>
              {t('claim.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.8"
              loading={submitting}
              loaderProps={{ 'aria-label': t('claim.submitting') } as object}
            >
              {t('claim.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PromoDialog>
  );
}

/** product §4: the claim modal shows the spot number the server assigned. */
function ClaimedModal({ state, send }: Props) {
  const { t } = useHomeTranslation();
  const close = () => send({ type: 'claim.dismiss' });
  return (
    <PromoDialog title={t('claim.claimedTitle')} closeLabel={t('claim.close')} onClose={close}>
      <Stack>
        <Text size="xl" fw={800} c="brand.8" ta="center" data-testid="claim-number">
          #{state.context.claimNumber}
        </Text>
        <Text>{t('claim.claimedText', { number: state.context.claimNumber, limit: state.context.limit })}</Text>
        <Button onClick={close} data-autofocus>
          {t('claim.close')}
        </Button>
      </Stack>
    </PromoDialog>
  );
}

/** product §4/§8: the hidden reset first asks for confirmation. */
function ResetConfirmModal({ send }: Pick<Props, 'send'>) {
  const { t } = useHomeTranslation();
  const cancel = () => send({ type: 'reset.cancel' });
  return (
    <PromoDialog title={t('reset.confirmTitle')} closeLabel={t('reset.cancel')} onClose={cancel}>
      <Stack>
        <Text>{t('reset.confirmText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} data-autofocus>
            {t('reset.cancel')}
          </Button>
          <Button color="red.8" onClick={() => send({ type: 'reset.confirm' })}>
            {t('reset.confirm')}
          </Button>
        </Group>
      </Stack>
    </PromoDialog>
  );
}

/** DESIGN 2: the operator types the secret; it is never part of the web app. */
function ResetSecretModal({ state, send }: Props) {
  const { t } = useHomeTranslation();
  const resetting = state.matches('resetting');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { secret: '' },
    validate: { secret: (value) => (value ? null : t('claim.required')) },
  });
  const cancel = () => !resetting && send({ type: 'reset.cancel' });
  return (
    <PromoDialog title={t('reset.secretTitle')} closeLabel={t('reset.cancel')} onClose={cancel}>
      <form noValidate onSubmit={form.onSubmit(({ secret }) => send({ type: 'reset.submit', secret }))}>
        <Stack>
          <PasswordInput
            label={t('reset.secretLabel')}
            autoComplete="off"
            required
            data-autofocus
            key={form.key('secret')}
            {...form.getInputProps('secret')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={resetting}>
              {t('reset.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={resetting}>
              {t('reset.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PromoDialog>
  );
}
