import type { Requirement } from '@cipta/domain/catalogue';
import { KITAP_CARDS, type KitapCategory } from '@cipta/domain/permit-forms';
import { NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { KITAP_CURRENT_STATUSES, KITAP_INVESTOR_MIN_USD, KITAP_RETIREMENT_MIN_AGE } from '@cipta/domain/constants';
import { isApplicationError } from '../../../components/application/application-rules';
import { useApplicationTranslation } from '../../../components/application/application-translations';
import { ContactFields } from '../../../components/application/contact-fields';
import { DocumentPicker } from '../../../components/application/document-picker';
import { RequirementChecklist } from '../../../components/application/requirement-checklist';
import { formatAmount } from '../../../content/permit-products';
import { currentLanguage } from '../../../i18n/i18n';
import { usePermitsTranslation } from '../permits-translations';
import {
  fileFields,
  fileShare,
  heldFiles,
  isPermitError,
  PERMIT_MAX_LENGTH,
  type PermitFormShape,
} from './permit-form-rules';
import type { PermitForm } from './use-permit-form';

interface Props {
  form: PermitForm;
  shape: PermitFormShape;
  /** The product's required documents (issue 21's checklist). */
  requirements: readonly Requirement[];
  disabled: boolean;
}

type FieldProps = ReturnType<PermitForm['getInputProps']>;

/** Rules give codes; the message is written here, in the language of the moment. */
function useErrorMessage(): (error: unknown) => string | null {
  const { t, i18n } = usePermitsTranslation();
  const { t: tApplication } = useApplicationTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const minimum = {
    investmentTooLow: formatAmount(KITAP_INVESTOR_MIN_USD, language),
    tooYoung: String(KITAP_RETIREMENT_MIN_AGE),
  };
  return (error) => {
    if (isApplicationError(error)) return tApplication(`errors.${error}`);
    if (isPermitError(error))
      return t(`form.errors.${error}`, {
        min: error === 'investmentTooLow' || error === 'tooYoung' ? minimum[error] : '',
      });
    return null;
  };
}

/** The apply form's fields (product §3): the person, then the card's own fields or the purpose, then the files. */
export function PermitFields({ form, shape, requirements, disabled }: Props) {
  const { t } = usePermitsTranslation();
  const message = useErrorMessage();
  const field = (name: string): FieldProps => {
    const props = form.getInputProps(name);
    return { ...props, error: message(props.error) };
  };
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <ContactFields field={field} disabled={disabled} />
      <TextInput
        label={t('form.nationality')}
        autoComplete="country-name"
        required
        disabled={disabled}
        maxLength={PERMIT_MAX_LENGTH.nationality}
        {...field('nationality')}
      />
      <TextInput
        label={t('form.passport')}
        required
        disabled={disabled}
        maxLength={PERMIT_MAX_LENGTH.passport}
        {...field('passport')}
      />
      {shape.kind === 'kitap' ? (
        <KitapFields card={shape.card} field={field} disabled={disabled} />
      ) : (
        <Textarea
          label={t('form.purpose')}
          description={t('form.purposeHint')}
          rows={3}
          disabled={disabled}
          maxLength={PERMIT_MAX_LENGTH.purpose}
          {...field('purpose')}
        />
      )}
      <RequirementChecklist requirements={requirements} files={heldFiles(values, shape)} />
      {fileFields(shape).map(({ field: name, required, single }) => (
        <DocumentPicker
          key={name}
          name={name}
          kind="permit"
          label={t(`form.files.${name}`)}
          single={single}
          required={required}
          note={shape.kind === 'documents' && single ? t('form.singleFileHint') : undefined}
          maxFiles={fileShare(values, shape, name)}
          value={values.files[name]}
          onChange={(files) => form.setFieldValue(`files.${name}`, files)}
          error={message(form.errors[`files.${name}`])}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

interface KitapProps {
  card: KitapCategory;
  field: (name: string) => FieldProps;
  disabled: boolean;
}

/** product §4: the KITAP form's current status, and the extra field of the chosen card. */
function KitapFields({ card, field, disabled }: KitapProps) {
  const { t, i18n } = usePermitsTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const statuses = [
    { value: '', label: t('form.currentStatusNone') },
    ...KITAP_CURRENT_STATUSES.map((status) => ({ value: status, label: t(`form.statuses.${status}`) })),
  ];
  const own = KITAP_CARDS[card].field;
  return (
    <>
      <NativeSelect label={t('form.currentStatus')} data={statuses} disabled={disabled} {...field('currentStatus')} />
      {own === 'spouseName' && (
        <TextInput
          label={t('form.spouseName')}
          required
          disabled={disabled}
          maxLength={PERMIT_MAX_LENGTH.spouseName}
          {...field(own)}
        />
      )}
      {own === 'companyName' && (
        <TextInput
          label={t('form.companyName')}
          autoComplete="organization"
          required
          disabled={disabled}
          maxLength={PERMIT_MAX_LENGTH.companyName}
          {...field(own)}
        />
      )}
      {own === 'investmentAmount' && (
        <NumberInput
          label={t('form.investmentAmount')}
          description={t('form.investmentHint', { min: formatAmount(KITAP_INVESTOR_MIN_USD, language) })}
          required
          disabled={disabled}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={language === 'id' ? '.' : ','}
          decimalSeparator={language === 'id' ? ',' : '.'}
          hideControls
          {...field(own)}
        />
      )}
      {own === 'retirementAge' && (
        <NumberInput
          label={t('form.retirementAge')}
          description={t('form.retirementHint', { min: KITAP_RETIREMENT_MIN_AGE })}
          required
          disabled={disabled}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...field(own)}
        />
      )}
    </>
  );
}
