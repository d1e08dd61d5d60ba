import { Stack, Text, Textarea, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useState } from 'react';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { CaseFormFooter, useCaseAction } from './case-action';
import { draftKey, useSessionDraft } from './session-draft';

type Detail = components['schemas']['StaffApplicationDetail'];

const EMPTY = { reason: '', note: '' };

/**
 * decision 160: an admin reopens a closed application, with a reason (staff only) and a note
 * the applicant reads on tracking and in the e-mail that tells them. Shown only where the
 * lifecycle machine allows it; kept as a draft until sent (issue 28).
 */
export function ReopenForm({
  application,
  accountId,
  onChanged,
}: {
  application: Detail;
  accountId: string;
  onChanged: (next: Detail) => void;
}) {
  const { t } = useStaffTranslation();
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey(accountId, application.id, 'reopen'), EMPTY);
  const [tried, setTried] = useState(false);
  const { busy, problem, send } = useCaseAction(onChanged);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!draft.reason.trim() || !draft.note.trim()) return;
    await send(
      () =>
        staffApi.POST('/api/staff/applications/{id}/reopen', {
          params: { path: { id: application.id } },
          body: { reason: draft.reason.trim(), note: draft.note.trim() },
        }),
      () => {
        clearDraft();
        setTried(false);
      },
      (response) => (response.status === 403 ? t('errors.forbidden') : t('reopen.refused')),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="staff-reopen-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="staff-reopen-heading">
          {t('reopen.heading')}
        </Title>
        <Text size="sm">{t('reopen.intro')}</Text>
        <Textarea
          label={t('reopen.reason')}
          description={t('reopen.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={2000}
          value={draft.reason}
          error={tried && !draft.reason.trim() ? t('errors.required') : undefined}
          onChange={(event) => setDraft({ reason: event.currentTarget.value })}
        />
        <Textarea
          label={t('detail.change.note')}
          description={t('reopen.noteHint')}
          required
          autosize
          minRows={2}
          maxLength={2000}
          value={draft.note}
          error={tried && !draft.note.trim() ? t('errors.required') : undefined}
          onChange={(event) => setDraft({ note: event.currentTarget.value })}
        />
        <CaseFormFooter problem={problem} busy={busy} submitLabel={t('reopen.submit')} />
      </Stack>
    </form>
  );
}
