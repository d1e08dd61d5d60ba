import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Panel } from '../../components/panel';
import { useEffect, useRef } from 'react';
import { serviceByTitle } from '@cipta/domain/catalogue';
import { useDateFormat, useLocalized } from '../../hooks/use-localized';
import { useTrackingTranslation } from './tracking-translations';
import type { ApplicationStatusCode, TrackedApplication } from './use-tracking';
import facts from '../../components/facts-list.module.css';
import classes from './tracking-result.module.css';

/** The API's timestamps are UTC date-times; the screen shows their calendar day. */
const dayOf = (isoDateTime: string) => isoDateTime.slice(0, 10);

function StatusLabel({ status, testId }: { status: ApplicationStatusCode; testId?: string }) {
  const { t } = useTrackingTranslation();
  return (
    <span className={classes.status} data-status={status} data-testid={testId}>
      {t(`statuses.${status}`)}
    </span>
  );
}

/** An application found by ID and e-mail: its service, kind, dates, status and history (DESIGN 6). */
export function TrackingResult({ application }: { application: TrackedApplication }) {
  const { t } = useTrackingTranslation();
  const formatDate = useDateFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new answer takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), [application]);
  const localized = useLocalized();
  const { service } = application;
  // issue 21: the service's name in the visitor's language, and its own processing time
  const known = serviceByTitle(service.title);

  return (
    <Panel component="section" headingId="tracking-result-heading" data-testid="tracking-result">
      <Stack gap="md">
        <Title order={2} size="h4" id="tracking-result-heading" ref={heading} tabIndex={-1} className={classes.heading}>
          {t('result.heading', { id: application.id })}
        </Title>
        <dl className={facts.list}>
          <dt>{t('result.service')}</dt>
          <dd data-testid="tracking-service">{known ? localized(known.title) : service.title}</dd>
          {service.price && (
            <>
              <dt>{t('result.price')}</dt>
              <dd>{service.price}</dd>
            </>
          )}
          <dt>{t('result.kind')}</dt>
          <dd>{t(`kinds.${application.kind}`)}</dd>
          <dt>{t('result.submitted')}</dt>
          <dd>
            <time dateTime={application.submittedAt}>{formatDate(dayOf(application.submittedAt))}</time>
          </dd>
          <dt>{t('result.status')}</dt>
          <dd>
            <StatusLabel status={application.status} testId="tracking-status" />
          </dd>
        </dl>
        {application.status === 'processing' && (
          <Text data-testid="tracking-estimate">
            {known ? t('result.estimateFor', { time: localized(known.processingTime) }) : t('result.estimate')}
          </Text>
        )}
        {application.documents.length > 0 && (
          <div>
            <Title order={3} size="h5" id="tracking-documents-heading">
              {t('result.documents')}
            </Title>
            <ul aria-labelledby="tracking-documents-heading" data-testid="tracking-documents">
              {application.documents.map((document, index) => (
                <li key={`${index}-${document.name}`}>
                  {document.name} · <time dateTime={document.receivedAt}>{formatDate(dayOf(document.receivedAt))}</time>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <Title order={3} size="h5" id="tracking-history-heading">
            {t('result.history')}
          </Title>
          <ol className={classes.history} aria-labelledby="tracking-history-heading" data-testid="tracking-history">
            {application.history.map((entry, index) => (
              <li key={`${index}-${entry.at}`} className={classes.entry}>
                <StatusLabel status={entry.status} />
                <time dateTime={entry.at} className={classes.date}>
                  {formatDate(dayOf(entry.at))}
                </time>
                {/* issue 13: what the agency wrote to the applicant with this change */}
                {entry.note && (
                  <Text size="sm" className={classes.note} data-testid="tracking-history-note">
                    <VisuallyHidden>{t('historyNote')}: </VisuallyHidden>
                    {entry.note}
                  </Text>
                )}
              </li>
            ))}
          </ol>
        </div>
      </Stack>
    </Panel>
  );
}
