import { CONSULTATION_COUNTRIES } from '@cipta/domain/constants';
import { Alert, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { FormEvent, Ref } from 'react';
import { EmailInput, NameInput, PhoneInput } from '../../components/application/contact-inputs';
import { BotCheckedForm } from '../../components/bot-check/bot-checked-form';
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
  // The text fields keep their value and focus while the request is sent; the select cannot (below).
  const textField = (name: Exclude<keyof ConsultationValues, 'country'>) => ({ ...field(name), readOnly: submitting });
  return (
    <BotCheckedForm
      ref={ref}
      id="consultation-form"
      className={classes.formSection}
      name="consultation"
      heading={t('form.heading')}
      intro={t('form.intro')}
      onSubmit={onSubmit}
      sending={submitting}
      submitLabel={t('form.submit')}
      sendingLabel={t('form.sending')}
      submitSize="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameInput label={t('form.firstName')} autoComplete="given-name" {...textField('firstName')} />
        <NameInput label={t('form.lastName')} autoComplete="family-name" {...textField('lastName')} />
        <EmailInput label={t('form.email')} {...textField('email')} />
        <PhoneInput label={t('form.phone')} {...textField('phone')} />
        <TextInput
          label={t('form.company')}
          autoComplete="organization"
          maxLength={CONSULTATION_MAX_LENGTH.company}
          {...textField('company')}
        />
        <TextInput
          label={t('form.jobTitle')}
          autoComplete="organization-title"
          maxLength={CONSULTATION_MAX_LENGTH.jobTitle}
          {...textField('jobTitle')}
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
        {...textField('message')}
      />
      {failed && (
        <Alert color="red" role="alert" data-testid="consultation-error">
          {t('form.failure')}
        </Alert>
      )}
    </BotCheckedForm>
  );
}
