import { Alert, Anchor, Badge, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../format';
import { useStaffTitle } from '../login/use-document-title';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './application-page.module.css';
import { MailPanel } from '../mail/mail-panel';
import { Documents } from './documents';
import { StatusChangeForm } from './status-change-form';

type Detail = components['schemas']['StaffApplicationDetail'];

/** A value the applicant sent, as text (the form's details hold strings, numbers, lists). */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One application (issue 13): every field, the documents, the status history and the status change. */
export default function ApplicationPage() {
  const { t, i18n } = useStaffTranslation();
  const { id = '' } = useParams();
  useStaffTitle(t('title.application', { id }));
  const [application, setApplication] = useState<Detail>();
  const [problem, setProblem] = useState<'notFound' | 'failed'>();

  const load = useCallback(async () => {
    try {
      const { data, response } = await staffApi.GET('/api/staff/applications/{id}', { params: { path: { id } } });
      if (data) {
        setApplication(data);
        return data;
      }
      setProblem(response.status === 404 ? 'notFound' : 'failed');
    } catch {
      setProblem('failed');
    }
    return undefined;
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  const date = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/staff">
        {t('detail.back')}
      </Anchor>
      <Title order={1}>{t('title.application', { id })}</Title>
      {problem && (
        <Alert color="red" role="alert">
          {problem === 'notFound' ? t('detail.notFound') : t('errors.failed')}
        </Alert>
      )}
      {!application && !problem && <Loader size="sm" aria-label={t('layout.loading')} />}
      {application && (
        <>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('detail.applicant')}
              </Title>
              <dl className={classes.fields} data-testid="staff-application-fields">
                <dt>{t('detail.fields.status')}</dt>
                <dd>
                  <Badge data-testid="staff-application-status">{t(`statuses.${application.status}`)}</Badge>
                </dd>
                <dt>{t('detail.fields.fullName')}</dt>
                <dd>{application.fullName}</dd>
                <dt>{t('detail.fields.email')}</dt>
                <dd>{application.email}</dd>
                <dt>{t('detail.fields.phone')}</dt>
                <dd>{application.phone}</dd>
                <dt>{t('detail.fields.kind')}</dt>
                <dd>{t(`kinds.${application.kind}`)}</dd>
                <dt>{t('detail.fields.service')}</dt>
                <dd>{application.service.title}</dd>
                <dt>{t('detail.fields.price')}</dt>
                <dd>{application.service.price}</dd>
                {application.productId && (
                  <>
                    <dt>{t('detail.fields.product')}</dt>
                    <dd>{application.productId}</dd>
                  </>
                )}
                <dt>{t('detail.fields.submittedAt')}</dt>
                <dd>{date(application.submittedAt)}</dd>
                <dt>{t('detail.fields.updatedAt')}</dt>
                <dd>{date(application.updatedAt)}</dd>
              </dl>
              {Object.keys(application.details).length > 0 && (
                <>
                  <Title order={3} size="h4">
                    {t('detail.details')}
                  </Title>
                  <dl className={classes.fields} data-testid="staff-application-details">
                    {Object.entries(application.details).map(([name, value]) => (
                      <div key={name} style={{ display: 'contents' }}>
                        <dt>{name}</dt>
                        <dd>{shown(value)}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              )}
            </Stack>
          </Paper>

          <section>
            <Stack gap="sm">
              <Title order={2} size="h3" id="staff-documents-heading">
                {t('detail.documents')}
              </Title>
              <Documents applicationId={application.id} documents={application.documents} />
            </Stack>
          </section>

          <Paper withBorder p="md">
            <StatusChangeForm application={application} onChanged={setApplication} reload={load} />
          </Paper>

          <section aria-labelledby="staff-history-heading">
            <Title order={2} size="h3" id="staff-history-heading" mb="sm">
              {t('detail.history')}
            </Title>
            <ol className={classes.history} data-testid="staff-history">
              {application.history.map((entry, index) => (
                <li key={`${index}-${entry.at}`}>
                  <Text fw={600}>
                    {t(`statuses.${entry.status}`)} · <time dateTime={entry.at}>{date(entry.at)}</time> ·{' '}
                    {entry.changedBy ? t('detail.by', { name: entry.changedBy.name }) : t('detail.system')}
                  </Text>
                  {entry.note && (
                    <Text size="sm">
                      {t('detail.noteToApplicant')}: {entry.note}
                    </Text>
                  )}
                  {entry.internalNote && (
                    <Text size="sm" c="dimmed">
                      {t('detail.internalNote')}: {entry.internalNote}
                    </Text>
                  )}
                </li>
              ))}
            </ol>
          </section>

          {/* Remounted after each change: a status change writes a message of its own. */}
          <MailPanel
            key={application.history.length}
            subjectType={application.kind === 'visa' ? 'visa' : 'permit'}
            subjectId={application.id}
          />
        </>
      )}
    </Stack>
  );
}
