import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useModalHistory } from '../../../hooks/use-modal-history';

interface Props {
  opened: boolean;
  title: string;
  /** What will happen, in words: the consequence the person agrees to. */
  consequence: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * issue 27: an irreversible step asks first and names what will happen. A history entry while
 * open (product §14.3), so Back cancels too; the safe choice holds the focus first.
 */
export function ConfirmDialog({
  opened,
  title,
  consequence,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  useModalHistory(opened, onCancel);
  return (
    // No close button: Cancel, Escape and Back all cancel, and one Cancel is clearer than two.
    <Modal opened={opened} onClose={onCancel} title={title} centered withCloseButton={false}>
      <Stack gap="md" data-testid="staff-confirm-dialog">
        <Text>{consequence}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
