import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

type Status = { kind: 'checking' } | { kind: 'connected'; message: string } | { kind: 'failed'; error: string };

/** product §2: on load the home page calls the API's root and says whether it answered; never blocks. */
export default function BackendStatus() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    api
      .GET('/')
      .then(({ data, error, response }) => {
        if (!current) return;
        if (data) setStatus({ kind: 'connected', message: data.message });
        else setStatus({ kind: 'failed', error: error?.message ?? `HTTP ${response.status}` });
      })
      .catch((error: unknown) => {
        if (current) setStatus({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <Text role="status" size="sm" c={status.kind === 'failed' ? 'red.8' : 'dimmed'} data-status={status.kind}>
      {status.kind === 'checking' && t('status.checking')}
      {status.kind === 'connected' && t('status.connected', { message: status.message })}
      {status.kind === 'failed' && t('status.failed', { error: status.error })}
    </Text>
  );
}
