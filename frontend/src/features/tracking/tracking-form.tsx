import { looksLikeEmail, TEXT_LIMITS } from '@cipta/domain/field-rules';
import { normalizeTypedId } from '@cipta/domain/submission-id';
import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SearchButton, SearchPanel } from '../../components/search-panel';
import type { TrackingQuery } from './use-tracking';
import { useTrackingTranslation } from './tracking-translations';

// The API's own limits (the ID's length, an e-mail's form), checked before asking it.
export const ID_MAX_LENGTH = TEXT_LIMITS.applicationId;

/** A rule's verdict as a code; the message is written when the field renders, in the language of the moment. */
const FIELD_ERRORS = ['required', 'invalidEmail', 'idTooLong'] as const;
type FieldError = (typeof FIELD_ERRORS)[number];

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'string' && (FIELD_ERRORS as readonly string[]).includes(value);
}

function idRule(value: string): FieldError | null {
  if (!value.trim()) return 'required';
  return value.trim().length > ID_MAX_LENGTH ? 'idTooLong' : null;
}

function emailRule(value: string): FieldError | null {
  if (!value.trim()) return 'required';
  return looksLikeEmail(value) ? null : 'invalidEmail';
}

interface Props {
  initialId: string;
  /** From the success modal's router state, never from the address (issue 21). */
  initialEmail?: string;
  loading: boolean;
  onTrack: (query: TrackingQuery) => void;
}

/** The lookup: application ID and e-mail, both required; the values stay whatever the answer. */
export function TrackingForm({ initialId, initialEmail = '', loading, onTrack }: Props) {
  const { t } = useTrackingTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { id: initialId, email: initialEmail },
    validate: { id: idRule, email: emailRule },
  });
  const field = (name: 'id' | 'email') => {
    const { error, ...props } = form.getInputProps(name);
    return { ...props, error: isFieldError(error) ? t(`form.${error}`, { max: ID_MAX_LENGTH }) : null };
  };
  // IDs are written upper-case without spaces, O read as 0 and I as 1 (issue 28: IDs have
  // neither); the API also tries an older ID's O and I for a typed 0 and 1. E-mails in any case.
  const submit = form.onSubmit((values) => onTrack({ id: normalizeTypedId(values.id), email: values.email.trim() }));

  return (
    <SearchPanel
      heading={t('form.heading')}
      headingId="tracking-form-heading"
      noValidate
      onSubmit={submit}
      data-testid="tracking-form"
    >
      <TextInput
        label={t('form.id')}
        placeholder={t('form.idPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        required
        disabled={loading}
        data-testid="tracking-id"
        {...field('id')}
      />
      <TextInput
        label={t('form.email')}
        placeholder={t('form.emailPlaceholder')}
        type="email"
        autoComplete="email"
        required
        disabled={loading}
        data-testid="tracking-email"
        {...field('email')}
      />
      <Group>
        <SearchButton
          busy={loading}
          label={t('form.submit')}
          busyLabel={t('form.tracking')}
          data-testid="tracking-submit"
        />
      </Group>
    </SearchPanel>
  );
}
