import { Radio, Select, Stack } from '@mantine/core';
import type { Requirement } from '@cipta/domain/catalogue';
import { SPONSOR_TYPES, WORK_TYPES } from '@cipta/domain/constants';
import { isApplicationError } from '../../../components/application/application-rules';
import { useApplicationTranslation } from '../../../components/application/application-translations';
import { ContactFields } from '../../../components/application/contact-fields';
import { DocumentPicker } from '../../../components/application/document-picker';
import { RequirementChecklist } from '../../../components/application/requirement-checklist';
import { useVisaTranslation } from '../visa-translations';
import { type ApplyForm, type ApplyFormValues } from './use-apply-form';

interface Props {
  form: ApplyForm;
  asksWorkType: boolean;
  /** The service's required documents (product §5.8). */
  requiredDocuments: readonly Requirement[];
  disabled: boolean;
}

const SPONSOR_TEXTS = {
  cipta: { label: 'apply.sponsorCipta', text: 'apply.sponsorCiptaText' },
  sponsor: { label: 'apply.sponsorOwn', text: 'apply.sponsorOwnText' },
} as const;

/** The apply form's fields (product §3 "Visa application", §5). */
export function ApplyFields({ form, asksWorkType, requiredDocuments, disabled }: Props) {
  const { t } = useVisaTranslation();
  const { t: tApplication } = useApplicationTranslation();
  // Rules give codes; the message is written here, in the language of the moment.
  const message = (error: unknown) =>
    isApplicationError(error)
      ? tApplication(`errors.${error}`)
      : error === 'workTypeRequired'
        ? t('apply.workTypeRequired')
        : null;
  const field = (name: keyof ApplyFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: message(props.error) };
  };
  return (
    <Stack gap="sm">
      <ContactFields field={field} disabled={disabled} />
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
      <RequirementChecklist requirements={requiredDocuments} files={form.getValues().documents} />
      <DocumentPicker
        kind="visa"
        value={form.getValues().documents}
        onChange={(files) => form.setFieldValue('documents', files)}
        error={message(form.errors.documents)}
        disabled={disabled}
      />
    </Stack>
  );
}
