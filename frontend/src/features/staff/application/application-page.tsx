import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { mayReopen } from '@cipta/machines/application-lifecycle';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../format';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { MailPanel } from '../mail/mail-panel';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './application-page.module.css';
import { ApplicantFields } from './applicant-fields';
import { CaseNotes } from './case-notes';
import { ContactChanges, ContactCorrection } from './contact-correction';
import { Documents } from './documents';
import { ReopenForm } from './reopen-form';
import { RequirementsChecklist } from './requirements-checklist';
import { StatusChangeForm } from './status-change-form';

type Detail = components['schemas']['StaffApplicationDetail'];

/**
 * One case (issues 13, 27): the applicant's answers in words, the documents, the status change
 * (or an admin's reopen), internal notes, contact corrections, the status history and the
 * e-mails. The forms are keyed by the case, so each case keeps its own drafts.
 */
export default function ApplicationPage() {
  const { t } = useStaffTranslation();
  const session = useStaffSession();
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
    setApplication(undefined);
    setProblem(undefined);
    void load();
  }, [load]);

  const accountId = session.user.id;
  const isAdmin = session.user.role === 'admin';

  return (
    <Stack gap="lg" className={classes.page}>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/staff">
          {t('detail.back')}
        </Anchor>
        {isAdmin && (
          <Anchor component={Link} to={`/staff/audit?targetId=${encodeURIComponent(id)}`}>
            {t('case.auditTrail')}
          </Anchor>
        )}
      </Group>
      <Group gap="sm" align="center">
        <Title order={1} className={classes.breakAnywhere}>
          {t('title.application', { id })}
        </Title>
        {application && <Badge data-testid="staff-application-status">{t(`statuses.${application.status}`)}</Badge>}
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem === 'notFound' ? t('detail.notFound') : t('errors.failed')}
        </Alert>
      )}
      {!application && !problem && <Loader size="sm" aria-label={t('layout.loading')} />}
      {application && (
        <>
          <Paper withBorder p="md" component="section" aria-labelledby="staff-applicant-heading">
            <Stack gap="sm">
              <Title order={2} size="h3" id="staff-applicant-heading">
                {t('detail.applicant')}
              </Title>
              <ApplicantFields application={application} />
              <ContactCorrection
                key={`contact-${application.id}-${application.contactChanges.length}`}
                application={application}
                accountId={accountId}
                onChanged={setApplication}
              />
              <ContactChanges application={application} />
            </Stack>
          </Paper>

          <RequirementsChecklist application={application} />

          <section aria-labelledby="staff-documents-heading">
            <Stack gap="sm">
              <Title order={2} size="h3" id="staff-documents-heading">
                {t('detail.documents')}
              </Title>
              <Documents applicationId={application.id} documents={application.documents} />
            </Stack>
          </section>

          <Paper withBorder p="md">
            <StatusChangeForm
              key={`status-${application.id}`}
              application={application}
              accountId={accountId}
              onChanged={setApplication}
              reload={load}
            />
          </Paper>

          {mayReopen(application.status, isAdmin ? 'admin' : 'staff') && (
            <Paper withBorder p="md">
              <ReopenForm
                key={`reopen-${application.id}`}
                application={application}
                accountId={accountId}
                onChanged={setApplication}
              />
            </Paper>
          )}

          <Paper withBorder p="md">
            <CaseNotes
              key={`notes-${application.id}`}
              application={application}
              accountId={accountId}
              onChanged={setApplication}
            />
          </Paper>

          <StatusHistory application={application} />

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

function StatusHistory({ application }: { application: Detail }) {
  const { t, i18n } = useStaffTranslation();
  return (
    <section aria-labelledby="staff-history-heading">
      <Title order={2} size="h3" id="staff-history-heading" mb="sm">
        {t('detail.history')}
      </Title>
      <ol className={classes.timeline} data-testid="staff-history">
        {application.history.map((entry) => (
          <li key={entry.id}>
            <Text fw={600}>
              {entry.reopened ? t('reopen.entry') : t(`statuses.${entry.status}`)} ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> ·{' '}
              {entry.changedBy ? t('detail.by', { name: entry.changedBy.name }) : t('detail.system')}
            </Text>
            {entry.note && (
              <Text size="sm" className={classes.preWrap}>
                {t('detail.noteToApplicant')}: {entry.note}
              </Text>
            )}
            {entry.internalNote && (
              <Text size="sm" c="dimmed" className={classes.preWrap}>
                {entry.reopened ? t('reopen.reason') : t('detail.internalNote')}: {entry.internalNote}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
