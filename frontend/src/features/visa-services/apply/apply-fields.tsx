import { Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { SPONSOR_TYPES, WORK_TYPES } from '@cipta/machines/constants';
import { useLocalized } from '../../../hooks/use-localized';
import { documentLabels, type RequiredDocumentId } from '../search';
import { useVisaTranslation } from '../visa-translations';
import { DocumentPicker } from './document-picker';
import classes from './apply-modal.module.css';
import { type ApplyForm, type ApplyFormValues, isFieldError } from './use-apply-form';

interface Props {
  form: ApplyForm;
  asksWorkType: boolean;
  requiredDocuments: readonly RequiredDocumentId[];
  disabled: boolean;
}

const SPONSOR_TEXTS = {
  cipta: { label: 'apply.sponsorCipta', text: 'apply.sponsorCiptaText' },
  sponsor: { label: 'apply.sponsorOwn', text: 'apply.sponsorOwnText' },
} as const;

/** The apply form's fields (spec §3 "Visa application", §5). */
export function ApplyFields({ form, asksWorkType, requiredDocuments, disabled }: Props) {
  const { t } = useVisaTranslation();
  const localized = useLocalized();
  // Rules give codes; the message is written here, in the language of the moment.
  const field = (name: keyof ApplyFormValues) => {
    const { error, ...props } = form.getInputProps(name);
    return { ...props, error: isFieldError(error) ? t(`apply.${error}`) : null };
  };
  return (
    <Stack gap="sm">
      <TextInput label={t('apply.fullName')} autoComplete="name" required data-autofocus disabled={disabled} {...field('fullName')} />
      <TextInput label={t('apply.email')} type="email" autoComplete="email" required disabled={disabled} {...field('email')} />
      <TextInput label={t('apply.phone')} type="tel" autoComplete="tel" required disabled={disabled} {...field('phone')} />
      <Radio.Group label={t('apply.sponsor')} {...form.getInputProps('sponsorType')}>
        <Stack gap="xs" mt={6}>
          {SPONSOR_TYPES.map((sponsor) => (
            <Radio
              key={sponsor}
              value={sponsor}
              disabled={disabled}
              label={t(SPONSOR_TEXTS[sponsor].label)}
              description={t(SPONSOR_TEXTS[sponsor].text)}
              data-testid={`sponsor-${sponsor}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {asksWorkType && (
        <Select
          label={t('apply.workType')}
          placeholder={t('apply.workTypePlaceholder')}
          required
          disabled={disabled}
          data={WORK_TYPES.map((type) => ({ value: type, label: t(`apply.workTypes.${type}`) }))}
          {...field('workType')}
          onChange={(value) => form.setFieldValue('workType', WORK_TYPES.find((type) => type === value) ?? '')}
          data-testid="work-type"
        />
      )}
      <div>
        <Text size="sm" fw={600}>
          {t('apply.requiredDocuments')}
        </Text>
        <ul className={classes.required} data-testid="required-documents">
          {requiredDocuments.map((id) => (
            <li key={id}>{localized(documentLabels[id])}</li>
          ))}
        </ul>
      </div>
      <DocumentPicker
        value={form.getValues().documents}
        onChange={(files) => form.setFieldValue('documents', files)}
        error={isFieldError(form.errors.documents) ? t(`apply.${form.errors.documents}`) : null}
        disabled={disabled}
      />
    </Stack>
  );
}
