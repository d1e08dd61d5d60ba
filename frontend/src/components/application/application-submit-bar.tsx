import '@mantine/core/styles/Progress.css';
import { MAX_FILES_PER_SUBMISSION } from '@cipta/domain/constants';
import type { DocumentRefusal } from '@cipta/machines/application';
import { Alert, Button, Group, Progress } from '@mantine/core';
import { useApplicationTranslation } from './application-translations';
import classes from './application.module.css';

interface Props {
  submitting: boolean;
  /** How much of the upload is done, from 0 to 1. */
  progress: number;
  /** product §8: 'failed' for an answer without the success flag, 'error' for a call that threw. */
  error: 'failed' | 'error' | null;
  /** Issue 21: the document the server refused, named in the message. */
  refusal?: DocumentRefusal | null;
  onCancel: () => void;
}

/** The foot of an apply form: the failure message, the upload's progress, Cancel and Send. */
export function ApplicationSubmitBar({ submitting, progress, error, refusal, onCancel }: Props) {
  const { t } = useApplicationTranslation();
  return (
    <>
      {error && (
        <Alert color="red" role="alert" data-testid="apply-error">
          {refusal
            ? t(`refused.${refusal.code}`, {
                name: refusal.fileName ?? t('refused.aFile'),
                max: MAX_FILES_PER_SUBMISSION,
              })
            : t(`submit.${error}`)}
        </Alert>
      )}
      {submitting && (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t('submit.progress')}
          animated
          className={classes.progress}
          data-testid="apply-progress"
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {t('submit.cancel')}
        </Button>
        {/* product §4: disabled while sending, reading Mengirim... */}
        <Button type="submit" disabled={submitting} data-testid="apply-submit">
          {submitting ? t('submit.sending') : t('submit.send')}
        </Button>
      </Group>
    </>
  );
}
