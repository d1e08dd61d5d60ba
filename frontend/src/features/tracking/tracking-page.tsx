import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DocumentRequest } from './document-request';
import { TrackingForm } from './tracking-form';
import classes from './tracking-page.module.css';
import { TrackingResult } from './tracking-result';
import { useTrackingTranslation } from './tracking-translations';
import { type TrackingQuery, useTracking } from './use-tracking';

/** DESIGN 6: /tracking looks an application up by its ID (from ?id= when a success modal links here) and e-mail. */
export default function TrackingPage() {
  const { t: tPages } = useTranslation();
  const { t } = useTrackingTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, track } = useTracking();
  // issue 21: the success modal hands the e-mail over in the router's state, never in the address
  const handedEmail = (useLocation().state as { email?: unknown } | null)?.email;
  // The lookup that found the application shown: the upload of requested documents repeats its e-mail.
  const [found, setFound] = useState<TrackingQuery | null>(null);
  const [uploaded, setUploaded] = useState(false);

  const onTrack = async (query: TrackingQuery) => {
    setUploaded(false);
    const outcome = await track(query);
    if (outcome?.kind !== 'found') return;
    setFound(query);
    // The address names the application shown, without a new history entry per lookup.
    setSearchParams(
      (params) => {
        params.set('id', outcome.application.id);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            {tPages('pages.tracking.heading')}
          </Title>
          <Text c="dimmed" mt="xs">
            {t('intro')}
          </Text>
        </div>
        <TrackingForm
          initialId={searchParams.get('id') ?? ''}
          initialEmail={typeof handedEmail === 'string' ? handedEmail : ''}
          loading={state.kind === 'loading'}
          onTrack={onTrack}
        />
        {uploaded && (
          <Alert color="green" role="status" data-testid="document-request-sent">
            {t('request.sent')}
          </Alert>
        )}
        {state.kind === 'found' && <TrackingResult application={state.application} />}
        {state.kind === 'found' && state.application.status === 'documents-requested' && found && (
          <DocumentRequest
            application={state.application}
            email={found.email}
            onUploaded={() => {
              // The new status (back in process) and its history come from the API, not from here.
              void track(found).then(() => setUploaded(true));
            }}
          />
        )}
        {state.kind === 'notFound' && (
          <Alert color="orange" role="alert" data-testid="tracking-not-found">
            {t('notFound')}
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert color="red" role="alert" data-testid="tracking-error">
            {t(`errors.${state.error}`)}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
