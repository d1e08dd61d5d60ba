import { isApplicationStatus } from '@cipta/domain/application-status';
import { isLanguage } from '@cipta/domain/constants';
import { isStaffRole, STAFF_AUDIT_ACTIONS, type StaffAuditAction } from '@cipta/domain/staff-rules';
import type { components } from '@cipta/domain/contract';
import type { TFunction } from 'i18next';

export type AuditItem = components['schemas']['StaffAuditPage']['items'][number];
type Translate = TFunction<'staff'>;

const PERSONAL_DATA_KINDS = [
  'applications',
  'contactMessages',
  'consultationRequests',
  'promoClaims',
  'mailMessages',
] as const;

export function isAuditAction(value: unknown): value is StaffAuditAction {
  return typeof value === 'string' && (STAFF_AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** What an action is, in words ("Changed an application's status"); an unknown one as stored. */
export function actionLabel(action: string, t: Translate): string {
  return isAuditAction(action) ? t(`auditLog.actions.${action}`) : action;
}

/**
 * issue 27: a row's details (ids and codes, as stored) as a sentence in the reader's language:
 * statuses and roles in words, counts, reasons; a staff account's id by its name (`names`).
 * Details no rule knows are listed as they are, so nothing stored is hidden.
 */
export function detailsSentence(item: AuditItem, t: Translate, names: ReadonlyMap<string, string>): string {
  const details = item.details ?? {};
  const parts: string[] = [];
  const rest = { ...details };
  const take = (key: string) => {
    const value = rest[key];
    delete rest[key];
    return value;
  };
  const from = take('from');
  const to = take('to');
  if (isApplicationStatus(from) && isApplicationStatus(to)) {
    parts.push(t('auditLog.details.moved', { from: t(`statuses.${from}`), to: t(`statuses.${to}`) }));
  } else if (isStaffRole(from) && isStaffRole(to)) {
    parts.push(t('auditLog.details.moved', { from: t(`layout.roles.${from}`), to: t(`layout.roles.${to}`) }));
  } else if (from !== undefined || to !== undefined) {
    Object.assign(rest, { from, to });
  }
  const reason = take('reason');
  if (reason === 'password' || reason === 'code' || reason === 'locked')
    parts.push(t(`auditLog.details.reasons.${reason}`));
  else if (reason === 'code-missing') parts.push(t('auditLog.details.reasons.codeMissing'));
  else if (reason !== undefined) rest.reason = reason;
  if (take('passwordChange') === true) parts.push(t('auditLog.details.passwordChange'));
  const stage = take('stage');
  if (stage === 'enrol') parts.push(t('auditLog.details.enrolling'));
  take('session'); // a session's id says nothing to a reader
  take('application'); // the target links to it
  take('note'); // the note's id: the note itself is on the case page
  const count = take('count');
  if (typeof count === 'number') parts.push(t('auditLog.details.exported', { count }));
  const format = take('format');
  if (format === 'csv' || format === 'xlsx') parts.push(t('auditLog.details.format', { format: format.toUpperCase() }));
  if (take('attentionCleared') === true) parts.push(t('auditLog.details.attentionCleared'));
  const status = take('status');
  if (isApplicationStatus(status)) parts.push(t('auditLog.details.statusFilter', { status: t(`statuses.${status}`) }));
  const fields = take('fields');
  if (typeof fields === 'string') {
    const named = fields
      .split(',')
      .map((field) =>
        field === 'fullName' || field === 'email' || field === 'phone' ? t(`detail.fields.${field}`) : field,
      );
    parts.push(t('auditLog.details.corrected', { fields: named.join(', ') }));
  }
  const role = take('role');
  if (isStaffRole(role)) parts.push(t('auditLog.details.role', { role: t(`layout.roles.${role}`) }));
  if (take('firstAdmin') === true) parts.push(t('auditLog.details.firstAdmin'));
  const language = take('language');
  if (isLanguage(language))
    parts.push(t('auditLog.details.language', { language: t(`auditLog.languages.${language}`) }));
  const ended = take('ended');
  if (typeof ended === 'number') parts.push(t('auditLog.details.sessionsEnded', { count: ended }));
  const cleared = take('cleared');
  if (typeof cleared === 'number') parts.push(t('auditLog.details.cleared', { count: cleared }));
  const assignee = take('assignee');
  if (assignee === 'none') parts.push(t('auditLog.details.unassigned'));
  else if (typeof assignee === 'string') {
    parts.push(t('auditLog.details.assigned', { name: names.get(assignee) ?? assignee }));
  }
  const handled = take('handled');
  if (typeof handled === 'boolean')
    parts.push(t(handled ? 'auditLog.details.handled' : 'auditLog.details.reopenedItem'));
  if (item.action === 'personal-data-exported' || item.action === 'personal-data-erased') {
    for (const kind of PERSONAL_DATA_KINDS) {
      const ids = take(kind);
      const many = typeof ids === 'string' ? ids.split(',').filter(Boolean).length : 0;
      if (many) parts.push(t(`personalData.kinds.${kind}`, { count: many }));
    }
  }
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) parts.push(`${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }
  return parts.join('; ');
}

/** Where a row's target is shown in the staff area, or undefined when it has no page. */
export function targetPath(target: NonNullable<AuditItem['target']>): string | undefined {
  const id = encodeURIComponent(target.id);
  switch (target.type) {
    case 'application':
      return `/staff/applications/${id}`;
    case 'document':
      return target.applicationId ? `/staff/applications/${encodeURIComponent(target.applicationId)}` : undefined;
    case 'contact-message':
      return `/staff/contact-messages/${id}`;
    case 'consultation-request':
      return `/staff/consultations/${id}`;
    case 'staff-user':
      return '/staff/users';
    case 'promotion':
      return '/staff/promotion';
    case 'mail-message': {
      const about = target.about;
      if (!about) return undefined;
      const aboutId = encodeURIComponent(about.id);
      if (about.type === 'visa' || about.type === 'permit') return `/staff/applications/${aboutId}`;
      if (about.type === 'contact') return `/staff/contact-messages/${aboutId}`;
      if (about.type === 'consultation') return `/staff/consultations/${aboutId}`;
      return '/staff/promotion';
    }
    default:
      return undefined;
  }
}

/** The target's name in words: "Application VS…", "Staff account Budi Santoso". */
export function targetLabel(target: NonNullable<AuditItem['target']>, t: Translate): string {
  switch (target.type) {
    case 'application':
      return t('auditLog.targets.application', { id: target.id });
    case 'document':
      return t('auditLog.targets.document', { id: target.applicationId ?? target.id });
    case 'contact-message':
      return t('auditLog.targets.contactMessage');
    case 'consultation-request':
      return t('auditLog.targets.consultationRequest');
    case 'staff-user':
      return t('auditLog.targets.staffUser', { name: target.name ?? target.id });
    case 'promotion':
      return t('auditLog.targets.promotion');
    case 'mail-message':
      return target.about ? t('auditLog.targets.mailAbout', { id: target.about.id }) : t('auditLog.targets.mail');
    default:
      return `${target.type} ${target.id}`;
  }
}
