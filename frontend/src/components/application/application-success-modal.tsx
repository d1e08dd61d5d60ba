import { Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useApplicationTranslation } from './application-translations';
import facts from '../facts-list.module.css';
import classes from './application.module.css';

interface Props {
  /** The ID the application is stored under: the visa's submissionId, or the permit's PA… ID. */
  applicationId: string;
  /** The e-mail address applied with: the track button fills it in on /tracking. */
  email: string;
  /** The names of the files sent with the application. */
  documents: readonly string[];
  /** product §4: the status label, "Sedang Diproses". */
  status: string;
  /** How long processing takes, in the active language. */
  estimate: string;
  onClose: () => void;
}

/** product §4/§9: the application ID, Sedang Diproses, the estimate, contact within 24 hours; DESIGN 6: tracking. */
export function ApplicationSuccessModal({ applicationId, email, documents, status, estimate, onClose }: Props) {
  const { t } = useApplicationTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('success.title')}
      centered
      closeButtonProps={{ 'aria-label': t('success.close') }}
    >
      <Stack data-testid="application-success">
        <dl className={`${facts.list} ${classes.receipt}`}>
          <dt>{t('success.idLabel')}</dt>
          <dd className={classes.idRow}>
            <span data-testid="application-id" className={classes.applicationId}>
              {applicationId}
            </span>
            {/* issue 21: the ID is what the visitor must keep */}
            <CopyButton value={applicationId}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy} aria-live="polite">
                  {copied ? t('success.copied') : t('success.copy')}
                </Button>
              )}
            </CopyButton>
          </dd>
          <dt>{t('success.statusLabel')}</dt>
          <dd data-testid="application-status">{t('success.status', { status })}</dd>
          <dt>{t('success.estimateLabel')}</dt>
          <dd data-testid="application-estimate">{estimate}</dd>
          <dt>{t('success.documentsLabel')}</dt>
          <dd data-testid="application-documents">
            {documents.length === 0 ? (
              t('success.noDocuments')
            ) : (
              <ul className={classes.documents}>
                {documents.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <Text size="sm">{t('success.support')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('success.close')}
          </Button>
          <Button
            component={Link}
            to={`${paths.tracking}?id=${encodeURIComponent(applicationId)}`}
            state={{ email }}
            data-autofocus
          >
            {t('success.track')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
