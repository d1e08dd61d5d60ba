import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { VisaApplicationReceipt } from '@cipta/machines/visa-application';
import { APPLICATION_STATUS_LABEL_ID } from '@cipta/machines/constants';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useVisaTranslation } from '../visa-translations';
import classes from './apply-modal.module.css';

interface Props {
  receipt: VisaApplicationReceipt;
  onClose: () => void;
}

/** spec §4/§9: the application ID, Sedang Diproses, 3-5 Hari Kerja, contact within 24 hours; DESIGN 6: tracking. */
export function ApplicationSuccessModal({ receipt, onClose }: Props) {
  const { t } = useVisaTranslation();
  const status = receipt.status || APPLICATION_STATUS_LABEL_ID;
  return (
    <Modal opened onClose={onClose} title={t('success.title')} centered closeButtonProps={{ 'aria-label': t('success.close') }}>
      <Stack data-testid="application-success">
        <dl className={classes.receipt}>
          <dt>{t('success.idLabel')}</dt>
          <dd data-testid="application-id" className={classes.applicationId}>
            {receipt.submissionId}
          </dd>
          <dt>{t('success.statusLabel')}</dt>
          <dd data-testid="application-status">{t('success.status', { status })}</dd>
          <dt>{t('success.estimateLabel')}</dt>
          <dd>{t('success.estimate')}</dd>
        </dl>
        <Text size="sm">{t('success.support')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('success.close')}
          </Button>
          <Button component={Link} to={`${paths.tracking}?id=${encodeURIComponent(receipt.submissionId)}`} data-autofocus>
            {t('success.track')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
