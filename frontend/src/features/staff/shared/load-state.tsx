import { Alert, Loader } from '@mantine/core';
import { useStaffTranslation } from '../staff-translations';

/** What a staff page shows until its data is there: the failure, else a spinner while it loads. */
export function LoadState({ loaded, failed }: { loaded: boolean; failed: boolean }) {
  const { t } = useStaffTranslation();
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {t('errors.failed')}
      </Alert>
    );
  }
  return loaded ? null : <Loader size="sm" aria-label={t('layout.loading')} />;
}
