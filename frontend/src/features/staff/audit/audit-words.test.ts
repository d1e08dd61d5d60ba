import { STAFF_AUDIT_ACTIONS } from '@cipta/domain/staff-rules';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/staff/en.json';
import id from '../../../i18n/staff/id.json';
import { i18n } from '../../../i18n/i18n';
import '../staff-translations';
import { actionLabel, type AuditItem, detailsSentence, targetLabel, targetPath } from './audit-words';

const t = i18n.getFixedT('en', 'staff');
const tId = i18n.getFixedT('id', 'staff');
const row = (item: Partial<AuditItem>): AuditItem => ({
  id: 'x',
  at: '2026-11-28T10:00:00.000Z',
  action: 'sign-in',
  ...item,
});

describe('the audit log in words (issue 27)', () => {
  it('names every action the API records, in both languages', () => {
    for (const action of STAFF_AUDIT_ACTIONS) {
      expect(en.auditLog.actions[action], action).toBeTruthy();
      expect(id.auditLog.actions[action], action).toBeTruthy();
    }
    expect(actionLabel('application-status-changed', t)).toBe("Changed an application's status");
    expect(actionLabel('application-status-changed', tId)).toBe('Mengubah status permohonan');
    expect(actionLabel('made-coffee', t)).toBe('made-coffee');
  });

  it('writes the details as a sentence: statuses, roles, reasons, counts and names in words', () => {
    const names = new Map([['u-1', 'Budi Santoso']]);
    const say = (item: Partial<AuditItem>, translate = t) => detailsSentence(row(item), translate, names);
    expect(say({ action: 'application-status-changed', details: { from: 'processing', to: 'rejected' } })).toBe(
      'From In process to Rejected',
    );
    expect(say({ action: 'application-status-changed', details: { from: 'processing', to: 'rejected' } }, tId)).toBe(
      'Dari Sedang Diproses menjadi Ditolak',
    );
    expect(say({ action: 'staff-user-role-changed', details: { from: 'staff', to: 'admin' } })).toBe(
      'From staff to admin',
    );
    expect(say({ action: 'sign-in-failed', details: { reason: 'locked' } })).toBe(
      'Refused: too many failed sign-ins for this account or from this address',
    );
    expect(say({ action: 'sign-in-failed', details: { reason: 'code-missing' } }, tId)).toBe(
      'Kata sandi benar; kode faktor kedua belum dikirim',
    );
    expect(say({ action: 'sign-in', details: { session: 's-1', stage: 'signed-in' } })).toBe('');
    expect(say({ action: 'sign-in', details: { session: 's-1', stage: 'enrol' } })).toBe('To set up the second factor');
    expect(say({ action: 'applications-exported', details: { count: 1 } })).toBe('1 application exported');
    expect(say({ action: 'other-sessions-ended', details: { ended: 2 } })).toBe('2 sessions ended');
    expect(say({ action: 'staff-user-sessions-ended', details: { ended: 1 } }, tId)).toBe('1 sesi diakhiri');
    expect(say({ action: 'application-contact-corrected', details: { fields: 'email,phone' } })).toBe(
      'Corrected: E-mail, Phone',
    );
    expect(say({ action: 'contact-message-assigned', details: { assignee: 'u-1' } })).toBe('Assigned to Budi Santoso');
    expect(say({ action: 'staff-user-added', details: { role: 'admin', firstAdmin: true } })).toBe(
      "Role: admin; The agency's first admin, created with the set-up link",
    );
    expect(say({ action: 'personal-data-erased', details: { applications: 'a,b', promoClaims: '' } })).toBe(
      '2 applications (with their documents and status history)',
    );
    expect(say({ action: 'application-note-added', details: { note: 'n-1' } })).toBe('');
    expect(say({ action: 'sign-in', details: { surprise: 3 } })).toBe('surprise: 3');
  });

  it('links each kind of target to its page', () => {
    expect(targetPath({ type: 'application', id: 'VS12345678ABCD' })).toBe('/staff/applications/VS12345678ABCD');
    expect(targetPath({ type: 'document', id: 'd', applicationId: 'PA1' })).toBe('/staff/applications/PA1');
    expect(targetPath({ type: 'contact-message', id: 'm-1' })).toBe('/staff/contact-messages/m-1');
    expect(targetPath({ type: 'consultation-request', id: 'c-1' })).toBe('/staff/consultations/c-1');
    expect(targetPath({ type: 'staff-user', id: 'u-1' })).toBe('/staff/users');
    expect(targetPath({ type: 'mail-message', id: 'e', about: { type: 'contact', id: 'm-2' } })).toBe(
      '/staff/contact-messages/m-2',
    );
    expect(targetPath({ type: 'mail-message', id: 'e' })).toBeUndefined();
    expect(targetLabel({ type: 'staff-user', id: 'u-1', name: 'Budi Santoso' }, t)).toBe('Staff account Budi Santoso');
    expect(targetLabel({ type: 'application', id: 'VS1' }, tId)).toBe('Permohonan VS1');
  });
});
