import { KITAP_CURRENT_STATUSES, SPONSOR_TYPES, WORK_TYPES } from '@cipta/domain/constants';
import { PERMIT_FILE_FIELDS, type PermitFileField } from '@cipta/domain/permit-forms';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../content/permit-products';

/** One answer of the applicant's form, in words. */
export interface DetailRow {
  field: string;
  label: string;
  value: string;
}

type Translate = TFunction<['staff', 'visa', 'permits']>;
type Language = 'en' | 'id';

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A value the applicant sent, as text (a form's details hold strings, numbers, lists). */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * issue 27: each answer with the label and option text the applicant saw (the visa and permit
 * forms' own words), in the staff member's language. Three labels address the applicant on the
 * form ("Your age"); the case page says them in the third person. A field or an option this
 * build does not know is shown as sent, under its own name.
 */
const FIELDS: Record<string, (value: unknown, t: Translate, language: Language) => Omit<DetailRow, 'field'>> = {
  sponsorType: (value, t) => ({
    label: t('visa:apply.sponsor'),
    value: oneOf(SPONSOR_TYPES, value)
      ? t(value === 'cipta' ? 'visa:apply.sponsorCipta' : 'visa:apply.sponsorOwn')
      : shown(value),
  }),
  workType: (value, t) => ({
    label: t('visa:apply.workType'),
    value: oneOf(WORK_TYPES, value) ? t(`visa:apply.workTypes.${value}`) : shown(value),
  }),
  nationality: (value, t) => ({ label: t('permits:form.nationality'), value: shown(value) }),
  passport: (value, t) => ({ label: t('permits:form.passport'), value: shown(value) }),
  purpose: (value, t) => ({ label: t('staff:case.fields.purpose'), value: shown(value) }),
  currentStatus: (value, t) => ({
    label: t('staff:case.fields.currentStatus'),
    value: oneOf(KITAP_CURRENT_STATUSES, value) ? t(`permits:form.statuses.${value}`) : shown(value),
  }),
  spouseName: (value, t) => ({ label: t('permits:form.spouseName'), value: shown(value) }),
  companyName: (value, t) => ({ label: t('permits:form.companyName'), value: shown(value) }),
  investmentAmount: (value, t, language) => ({
    label: t('permits:form.investmentAmount'),
    value: typeof value === 'number' ? formatAmount(value, language) : shown(value),
  }),
  retirementAge: (value, t) => ({
    label: t('staff:case.fields.age'),
    value: typeof value === 'number' ? t('staff:case.years', { count: value }) : shown(value),
  }),
};

/** The form's answers in the order the forms ask them, then any the build does not know. */
export function detailRows(details: Record<string, unknown>, t: Translate, language: Language): DetailRow[] {
  const known = Object.keys(FIELDS).filter((field) => field in details);
  const unknown = Object.keys(details).filter((field) => !(field in FIELDS));
  return [
    ...known.map((field) => ({ field, ...FIELDS[field]!(details[field], t, language) })),
    ...unknown.map((field) => ({ field, label: field, value: shown(details[field]) })),
  ];
}

/** The form field a document came in, in words ("Marriage certificate"), or as sent. */
export function fileFieldLabel(field: string, t: Translate): string {
  return oneOf<PermitFileField>(PERMIT_FILE_FIELDS, field) ? t(`permits:form.files.${field}`) : field;
}
