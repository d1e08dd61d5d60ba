import { Stack, Text, Textarea, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../format';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './application-page.module.css';
import { CaseFormFooter, useCaseAction } from './case-action';
import { draftKey, useSessionDraft } from './session-draft';

type Detail = components['schemas']['StaffApplicationDetail'];

const EMPTY = { body: '' };

/**
 * issue 27: internal notes without a status change: a timeline with author and time, staff
 * only (the applicant never sees them), and a form to add one, kept as a draft until sent.
 */
export function CaseNotes({
  application,
  accountId,
  onChanged,
}: {
  application: Detail;
  accountId: string;
  onChanged: (next: Detail) => void;
}) {
  const { t, i18n } = useStaffTranslation();
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey(accountId, application.id, 'note'), EMPTY);
  const [tried, setTried] = useState(false);
  const { busy, problem, send } = useCaseAction(onChanged);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!draft.body.trim()) return;
    await send(
      () =>
        staffApi.POST('/api/staff/applications/{id}/notes', {
          params: { path: { id: application.id } },
          body: { body: draft.body.trim() },
        }),
      () => {
        clearDraft();
        setTried(false);
      },
      () => t('errors.failed'),
    );
  };

  return (
    <section aria-labelledby="staff-notes-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="staff-notes-heading">
          {t('notes.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notes.intro')}
        </Text>
        {application.notes.length === 0 ? (
          <Text>{t('notes.none')}</Text>
        ) : (
          <ol className={classes.timeline} data-testid="staff-notes">
            {application.notes.map((note) => (
              <li key={note.id}>
                <Text size="sm" fw={600}>
                  {t('notes.byline', { name: note.author.name })} ·{' '}
                  <time dateTime={note.at}>{formatDateTime(note.at, i18n.language)}</time>
                </Text>
                <Text className={classes.preWrap}>{note.body || t('notes.erased')}</Text>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('notes.add')}>
          <Stack gap="xs">
            <Textarea
              label={t('notes.label')}
              required
              autosize
              minRows={2}
              maxLength={2000}
              value={draft.body}
              error={tried && !draft.body.trim() ? t('errors.required') : undefined}
              onChange={(event) => setDraft({ body: event.currentTarget.value })}
            />
            <CaseFormFooter problem={problem} busy={busy} submitLabel={t('notes.add')} variant="light" />
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
