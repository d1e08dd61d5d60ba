import { Alert, Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ApplicationStatus } from '@cipta/domain/application-status';
import type { components } from '@cipta/domain/contract';
import { isClosed } from '@cipta/machines/application-lifecycle';
import { type FormEvent, useState } from 'react';
import { errorCode, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { ConfirmDialog } from './confirm-dialog';
import { draftKey, useSessionDraft } from './session-draft';
import { offeredStatuses } from './status-options';

type Detail = components['schemas']['StaffApplicationDetail'];
type Message = { kind: 'saved' | 'conflict' | 'failed' | 'forbidden'; text: string };

const EMPTY = { status: '', note: '', internalNote: '' };

/**
 * The status change (product §10.4): only the moves the lifecycle machine allows, a note to the
 * applicant (required: they read it on /tracking) and an optional internal note. A move that
 * closes the application (rejected, completed) asks first (issue 27). A 409 (someone moved it
 * first) reloads the application and says which moves are allowed now. What is typed is kept
 * as a draft until it is sent (issue 28).
 */
export function StatusChangeForm({
  application,
  accountId,
  onChanged,
  reload,
}: {
  application: Detail;
  accountId: string;
  onChanged: (next: Detail) => void;
  reload: () => Promise<Detail | undefined>;
}) {
  const { t } = useStaffTranslation();
  const offered = offeredStatuses(application.status, application.allowedStatuses);
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey(accountId, application.id, 'status'), EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // A move that closes the application, waiting for the person to confirm it.
  const [pending, setPending] = useState<ApplicationStatus>();
  const [message, setMessage] = useState<Message>();

  const chosen = offered.find((status) => status === draft.status) ?? '';

  const send = async (status: ApplicationStatus) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const { data, error, response } = await staffApi.POST('/api/staff/applications/{id}/status', {
        params: { path: { id: application.id } },
        body: {
          status,
          note: draft.note.trim(),
          ...(draft.internalNote.trim() ? { internalNote: draft.internalNote.trim() } : {}),
        },
      });
      if (data) {
        clearDraft();
        setTried(false);
        setMessage({ kind: 'saved', text: t('detail.change.saved', { status: t(`statuses.${data.status}`) }) });
        onChanged(data);
        return;
      }
      if (response.status === 409) {
        const fresh = await reload();
        const allowed = fresh ? offeredStatuses(fresh.status, fresh.allowedStatuses) : [];
        // The choice no longer exists: the form asks afresh, without calling the empty select an error.
        setDraft({ status: '' });
        setTried(false);
        setMessage({
          kind: 'conflict',
          text: t('detail.change.conflict', {
            allowed: allowed.length ? allowed.map((next) => t(`statuses.${next}`)).join(', ') : t('detail.change.none'),
          }),
        });
      } else if (errorCode(error) === 'CSRF_FAILED') {
        setMessage({ kind: 'failed', text: t('errors.csrf') });
      } else if (response.status === 403) {
        setMessage({ kind: 'forbidden', text: t('errors.forbidden') });
      } else {
        setMessage({ kind: 'failed', text: t('errors.failed') });
      }
    } catch {
      setMessage({ kind: 'failed', text: t('errors.network') });
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!chosen || !draft.note.trim()) return;
    if (isClosed(chosen)) setPending(chosen);
    else void send(chosen);
  };

  const confirm = pending === 'completed' ? 'complete' : 'reject';
  // The dialog stays mounted when the move closes the form: it takes its history entry back.
  const dialog = (
    <ConfirmDialog
      opened={pending !== undefined}
      title={t(`case.confirm.${confirm}.title`, { id: application.id })}
      consequence={t(`case.confirm.${confirm}.consequence`)}
      confirmLabel={t(`case.confirm.${confirm}.confirm`)}
      cancelLabel={t('case.confirm.cancel')}
      busy={busy}
      onConfirm={() => pending && void send(pending)}
      onCancel={() => setPending(undefined)}
    />
  );

  if (offered.length === 0) {
    return (
      <>
        <Text data-testid="staff-status-closed">{t('detail.change.closed')}</Text>
        {dialog}
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="staff-status-change-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="staff-status-change-heading">
          {t('detail.change.heading')}
        </Title>
        <NativeSelect
          label={t('detail.change.status')}
          required
          value={chosen}
          error={tried && !chosen ? t('errors.required') : undefined}
          onChange={(event) => setDraft({ status: event.currentTarget.value })}
          data={[{ value: '', label: '—' }, ...offered.map((next) => ({ value: next, label: t(`statuses.${next}`) }))]}
        />
        <Textarea
          label={t('detail.change.note')}
          description={t('detail.change.noteHint')}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={draft.note}
          error={tried && !draft.note.trim() ? t('errors.required') : undefined}
          onChange={(event) => setDraft({ note: event.currentTarget.value })}
        />
        <Textarea
          label={t('detail.change.internalNote')}
          description={t('detail.change.internalNoteHint')}
          autosize
          minRows={2}
          maxLength={2000}
          value={draft.internalNote}
          onChange={(event) => setDraft({ internalNote: event.currentTarget.value })}
        />
        {message && (
          <Alert
            color={message.kind === 'saved' ? 'green' : message.kind === 'conflict' ? 'orange' : 'red'}
            role={message.kind === 'saved' ? 'status' : 'alert'}
            data-testid={`staff-status-${message.kind}`}
          >
            {message.text}
          </Alert>
        )}
        <Button type="submit" loading={busy && pending === undefined} style={{ alignSelf: 'flex-start' }}>
          {t('detail.change.submit')}
        </Button>
      </Stack>
      {dialog}
    </form>
  );
}
