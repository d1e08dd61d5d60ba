import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.js';

// issue 28: a new account's set-up link, and a reset link, to the account holder in their language.
const ORIGINS = { publicOrigin: 'https://cipta.example', staffOrigin: 'https://staff.cipta.example' };

describe('the set-up link message', () => {
  const link = 'https://staff.cipta.example/login/setup?lng=id#token=abc';
  const params = { name: 'Wulan', link, expiresAt: '2026-11-28T10:45:00.000Z', reason: 'new' as const };

  it('invites a new member in Indonesian, with the link and until when it works', () => {
    const mail = renderMail('staff-account-setup', params, 'id', ORIGINS);
    expect(mail.subject).toBe('Siapkan akun staf Cipta Visa Anda');
    expect(mail.text).toContain('Yth. Wulan,');
    expect(mail.text).toContain(`Siapkan akun Anda: ${link}`);
    expect(mail.text).toContain('sampai pukul 17:45 WIB');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="id">');
  });

  it('words a reset in English', () => {
    const mail = renderMail(
      'staff-account-setup',
      { ...params, reason: 'reset', link: link.replace('lng=id', 'lng=en') },
      'en',
      ORIGINS,
    );
    expect(mail.subject).toBe('Choose a new password for Cipta Visa');
    expect(mail.text).toContain('Your current password works until you use it.');
    expect(mail.text).toContain('Choose a new password: https://staff.cipta.example/login/setup?lng=en#token=abc');
    expect(mail.text).toContain('until 17:45 WIB');
  });
});
