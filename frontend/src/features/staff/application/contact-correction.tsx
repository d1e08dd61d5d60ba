import { Button, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { isPhoneNumber, looksLikeEmail, TEXT_LIMITS } from '@cipta/domain/field-rules';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../format';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './application-page.module.css';
import { CaseFormFooter, useCaseAction } from './case-action';
import { draftKey, useSessionDraft } from './session-draft';

type Detail = components['schemas']['StaffApplicationDetail'];
type Field = 'fullName' | 'email' | 'phone';
const FIELDS: readonly Field[] = ['fullName', 'email', 'phone'];

function problemOf(field: Field, value: string): 'required' | 'invalidEmail' | 'invalidPhone' | undefined {
  if (!value.trim()) return 'required';
  if (field === 'email' && !looksLikeEmail(value)) return 'invalidEmail';
  if (field === 'phone' && !isPhoneNumber(value)) return 'invalidPhone';
  return undefined;
}

/**
 * issue 27: staff correct the applicant's name, e-mail address or phone, with a reason. Only the
 * fields that changed are sent; later e-mails go to the corrected address and tracking answers
 * to it. The form, once opened, is kept as a draft until sent (issue 28).
 */
export function ContactCorrection({
  application,
  accountId,
  onChanged,
}: {
  application: Detail;
  accountId: string;
  onChanged: (next: Detail) => void;
}) {
  const { t } = useStaffTranslation();
  const current = { fullName: application.fullName, email: application.email, phone: application.phone, reason: '' };
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey(accountId, application.id, 'contact'), current);
  const changed = FIELDS.filter((field) => draft[field].trim() !== current[field]);
  // A kept draft opens the form again: what was typed is in view.
  const [open, setOpen] = useState(() => changed.length > 0 || draft.reason !== '');
  const [tried, setTried] = useState(false);
  const { busy, problem, setProblem, send } = useCaseAction(onChanged);

  const close = () => {
    clearDraft();
    setTried(false);
    setProblem(undefined);
    setOpen(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setProblem(undefined);
    if (FIELDS.some((field) => problemOf(field, draft[field])) || !draft.reason.trim()) return;
    if (!changed.length) return setProblem(t('case.contact.nothingChanged'));
    await send(
      () =>
        staffApi.POST('/api/staff/applications/{id}/contact', {
          params: { path: { id: application.id } },
          body: {
            ...Object.fromEntries(changed.map((field) => [field, draft[field].trim()])),
            reason: draft.reason.trim(),
          },
        }),
      close,
      () => t('case.contact.refused'),
    );
  };

  const fieldError = (field: Field) => {
    const found = tried ? problemOf(field, draft[field]) : undefined;
    return found === 'invalidPhone' ? t('case.contact.invalidPhone') : found ? t(`errors.${found}`) : undefined;
  };

  return (
    <Stack gap="sm">
      {!open && (
        <Button variant="default" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
          {t('case.contact.open')}
        </Button>
      )}
      {open && (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-labelledby="staff-contact-heading"
          className={classes.subform}
        >
          <Stack gap="sm">
            <Title order={3} size="h4" id="staff-contact-heading">
              {t('case.contact.heading')}
            </Title>
            <Text size="sm">{t('case.contact.intro')}</Text>
            <TextInput
              label={t('detail.fields.fullName')}
              required
              maxLength={TEXT_LIMITS.personName}
              value={draft.fullName}
              error={fieldError('fullName')}
              onChange={(event) => setDraft({ fullName: event.currentTarget.value })}
            />
            <TextInput
              label={t('detail.fields.email')}
              type="email"
              required
              maxLength={TEXT_LIMITS.email}
              value={draft.email}
              error={fieldError('email')}
              onChange={(event) => setDraft({ email: event.currentTarget.value })}
            />
            <TextInput
              label={t('detail.fields.phone')}
              type="tel"
              required
              maxLength={TEXT_LIMITS.phone}
              value={draft.phone}
              error={fieldError('phone')}
              onChange={(event) => setDraft({ phone: event.currentTarget.value })}
            />
            <Textarea
              label={t('case.contact.reason')}
              description={t('case.contact.reasonHint')}
              required
              autosize
              minRows={2}
              maxLength={2000}
              value={draft.reason}
              error={tried && !draft.reason.trim() ? t('errors.required') : undefined}
              onChange={(event) => setDraft({ reason: event.currentTarget.value })}
            />
            <CaseFormFooter problem={problem} busy={busy} submitLabel={t('case.contact.submit')}>
              <Button variant="subtle" onClick={close}>
                {t('case.contact.cancel')}
              </Button>
            </CaseFormFooter>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** The corrections made so far, with the old and new values (staff only). */
export function ContactChanges({ application }: { application: Detail }) {
  const { t, i18n } = useStaffTranslation();
  if (!application.contactChanges.length) return null;
  return (
    <section aria-labelledby="staff-contact-changes-heading">
      <Title order={3} size="h4" id="staff-contact-changes-heading" mb="xs">
        {t('case.contact.history')}
      </Title>
      <ol className={classes.timeline} data-testid="staff-contact-changes">
        {application.contactChanges.map((change) => (
          <li key={change.id}>
            <Text size="sm" fw={600}>
              {t('notes.byline', { name: change.changedBy.name })} ·{' '}
              <time dateTime={change.at}>{formatDateTime(change.at, i18n.language)}</time>
            </Text>
            {change.changes.map((item) => (
              <Text key={item.field} size="sm" className={classes.breakAnywhere}>
                {t('case.contact.change', {
                  field: t(`detail.fields.${item.field}`),
                  from: item.from,
                  to: item.to,
                })}
              </Text>
            ))}
            <Text size="sm" c="dimmed" className={classes.preWrap}>
              {t('case.contact.because', { reason: change.reason || t('notes.erased') })}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
