import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { company } from '@cipta/domain/company';
import { useConsultationTranslation } from './consultation-translations';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * product §4 "Consultation", §8: the success modal; OK, X and an overlay click close it. It stays
 * mounted so that Mantine gives the focus back to the submit button when it closes.
 */
export function ConsultationSuccessModal({ opened, onClose }: Props) {
  const { t } = useConsultationTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('success.title')}
      centered
      closeButtonProps={{ 'aria-label': t('success.close') }}
    >
      <Stack data-testid="consultation-success">
        <Text>{t('success.text', { hours: company.replyWithinHours, minutes: company.discoveryCallMinutes })}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('success.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
