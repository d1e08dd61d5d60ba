import { Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { company } from '@cipta/domain/company';

type Status = 'checking' | 'connected' | 'failed';

/**
 * product §2.5: on load the home page calls the API's root and says whether the online forms work;
 * never blocks. Issue 21: the line speaks to visitors: never the API's own message or a browser's
 * error text, and when it fails it says how to reach the agency instead (decision 48).
 */
export default function BackendStatus() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    let current = true;
    api
      .GET('/')
      .then(({ data }) => {
        if (current) setStatus(data ? 'connected' : 'failed');
      })
      .catch(() => {
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <Text
      role="status"
      size="sm"
      c={status === 'failed' ? 'red.9' : 'dimmed'}
      data-status={status}
      data-testid="server-status"
    >
      {status === 'checking' && t('status.checking')}
      {status === 'connected' && t('status.connected')}
      {status === 'failed' && (
        <Trans
          i18nKey="status.failed"
          values={{ phone: company.phones[0].display, whatsapp: company.whatsapp.display }}
          components={{
            phone: <Anchor href={`tel:${company.phones[0].tel}`} c="inherit" fw={700} />,
            whatsapp: (
              <Anchor href={company.whatsapp.url} target="_blank" rel="noopener noreferrer" c="inherit" fw={700} />
            ),
          }}
        />
      )}
    </Text>
  );
}
