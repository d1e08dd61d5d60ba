import { CONSULTATION_COUNTRIES } from '@cipta/domain/constants';
import { Alert, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormEvent, Ref } from 'react';
import { BotCheck } from '../../components/bot-check/bot-check';
import { SubmitButton } from '../../components/submit-button';
import classes from './consultation-page.module.css';
import {
  CONSULTATION_MAX_LENGTH,
  type ConsultationFormState,
  type ConsultationValues,
  isConsultationFieldError,
} from './use-consultation-form';
import { useConsultationTranslation } from './consultation-translations';

interface Props {
  /** The section the hero's talk button brings into view. */
  ref: Ref<HTMLElement>;
  form: ConsultationFormState;
  submitting: boolean;
  failed: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/** product §3 "Consultation request", §5: the request form; its errors follow the active language. */
export function ConsultationForm({ ref, form, submitting, failed, onSubmit }: Props) {
  const { t } = useConsultationTranslation();
  const field = (name: keyof ConsultationValues) => {
    const { error, ...props } = form.getInputProps(name);
    return { ...props, error: isConsultationFieldError(error) ? t(`errors.${error}`) : null };
  };
  return (
    <section
      ref={ref}
      id="consultation-form"
      className={classes.formSection}
      aria-labelledby="consultation-form-heading"
    >
      <Title order={2} id="consultation-form-heading">
        {t('form.heading')}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {t('form.intro')}
      </Text>
      <form noValidate onSubmit={onSubmit} data-testid="consultation-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.firstName')}
              autoComplete="given-name"
              required
              maxLength={CONSULTATION_MAX_LENGTH.name}
              readOnly={submitting}
              {...field('firstName')}
            />
            <TextInput
              label={t('form.lastName')}
              autoComplete="family-name"
              required
              maxLength={CONSULTATION_MAX_LENGTH.name}
              readOnly={submitting}
              {...field('lastName')}
            />
            <TextInput
              label={t('form.email')}
              type="email"
              autoComplete="email"
              required
              maxLength={CONSULTATION_MAX_LENGTH.email}
              readOnly={submitting}
              {...field('email')}
            />
            <TextInput
              label={t('form.phone')}
              type="tel"
              autoComplete="tel"
              required
              maxLength={CONSULTATION_MAX_LENGTH.phone}
              readOnly={submitting}
              {...field('phone')}
            />
            <TextInput
              label={t('form.company')}
              autoComplete="organization"
              maxLength={CONSULTATION_MAX_LENGTH.company}
              readOnly={submitting}
              {...field('company')}
            />
            <TextInput
              label={t('form.jobTitle')}
              autoComplete="organization-title"
              maxLength={CONSULTATION_MAX_LENGTH.jobTitle}
              readOnly={submitting}
              {...field('jobTitle')}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('form.country')}
            required
            data={[
              { value: '', label: t('form.countryPlaceholder'), disabled: true },
              ...CONSULTATION_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) })),
            ]}
            {...field('country')}
            // a native select cannot be read-only
            disabled={submitting}
          />
          <Textarea
            label={t('form.message')}
            required
            rows={5}
            maxLength={CONSULTATION_MAX_LENGTH.message}
            readOnly={submitting}
            {...field('message')}
          />
          {failed && (
            <Alert color="red" role="alert" data-testid="consultation-error">
              {t('form.failure')}
            </Alert>
          )}
          <BotCheck />
          <div>
            <SubmitButton
              sending={submitting}
              label={t('form.submit')}
              sendingLabel={t('form.sending')}
              size="md"
              data-testid="consultation-submit"
            />
          </div>
        </Stack>
      </form>
    </section>
  );
}
