import { Alert, Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ApplicationStatus } from '@cipta/domain/application-status';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useState } from 'react';
import { errorCode, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { offeredStatuses } from './status-options';

type Detail = components['schemas']['StaffApplicationDetail'];

/**
 * The status change (product §10.4): only the moves the lifecycle machine allows, a note to the
 * applicant (required: they read it on /tracking) and an optional internal note. A 409 (someone
 * moved it first) reloads the application and says which moves are allowed now.
 */
export function StatusChangeForm({
  application,
  onChanged,
  reload,
}: {
  application: Detail;
  onChanged: (next: Detail) => void;
  reload: () => Promise<Detail | undefined>;
}) {
  const { t } = useStaffTranslation();
  const offered = offeredStatuses(application.status, application.allowedStatuses);
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [note, setNote] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'conflict' | 'failed' | 'forbidden'; text: string }>();

  if (offered.length === 0) return <Text data-testid="staff-status-closed">{t('detail.change.closed')}</Text>;
  const chosen = status && offered.includes(status) ? status : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!chosen || !note.trim()) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const { data, error, response } = await staffApi.POST('/api/staff/applications/{id}/status', {
        params: { path: { id: application.id } },
        body: {
          status: chosen,
          note: note.trim(),
          ...(internalNote.trim() ? { internalNote: internalNote.trim() } : {}),
        },
      });
      if (data) {
        setStatus('');
        setNote('');
        setInternalNote('');
        setTried(false);
        setMessage({ kind: 'saved', text: t('detail.change.saved', { status: t(`statuses.${data.status}`) }) });
        onChanged(data);
        return;
      }
      if (response.status === 409) {
        const fresh = await reload();
        const allowed = fresh ? offeredStatuses(fresh.status, fresh.allowedStatuses) : [];
        setMessage({
          kind: 'conflict',
          text: t('detail.change.conflict', {
            allowed: allowed.length ? allowed.map((next) => t(`statuses.${next}`)).join(', ') : t('detail.change.none'),
          }),
        });
      } else if (response.status === 403 && errorCode(error) !== 'CSRF_FAILED') {
        setMessage({ kind: 'forbidden', text: t('errors.forbidden') });
      } else if (errorCode(error) === 'CSRF_FAILED') {
        setMessage({ kind: 'failed', text: t('errors.csrf') });
      } else {
        setMessage({ kind: 'failed', text: t('errors.failed') });
      }
    } catch {
      setMessage({ kind: 'failed', text: t('errors.network') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="staff-status-change-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="staff-status-change-heading">
          {t('detail.change.heading')}
        </Title>
        <NativeSelect
          label={t('detail.change.status')}
          required
          value={chosen}
          error={tried && !chosen ? t('errors.required') : undefined}
          onChange={(event) => setStatus(event.currentTarget.value as ApplicationStatus | '')}
          data={[{ value: '', label: '—' }, ...offered.map((next) => ({ value: next, label: t(`statuses.${next}`) }))]}
        />
        <Textarea
          label={t('detail.change.note')}
          description={t('detail.change.noteHint')}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          error={tried && !note.trim() ? t('errors.required') : undefined}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Textarea
          label={t('detail.change.internalNote')}
          description={t('detail.change.internalNoteHint')}
          autosize
          minRows={2}
          maxLength={2000}
          value={internalNote}
          onChange={(event) => setInternalNote(event.currentTarget.value)}
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
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('detail.change.submit')}
        </Button>
      </Stack>
    </form>
  );
}
