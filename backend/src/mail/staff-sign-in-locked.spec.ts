import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.js';

// issue 29: the account holder's notice that wrong passwords or codes locked their sign-in.
// issue 28: its link leads to the staff area (STAFF_WEB_URL), not the public site.
const ORIGINS = { publicOrigin: 'https://www.cipta.example', staffOrigin: 'https://cipta.example' };
describe('the sign-in lock notice', () => {
  const params = { name: 'Wulan', until: '2026-11-28T10:45:00.000Z', failures: 5 };

  it('says in Indonesian until when, in Jakarta time, and what to do if it was not them', () => {
    const mail = renderMail('staff-sign-in-locked', params, 'id', ORIGINS);
    expect(mail.subject).toBe('Masuk ke akun staf Cipta Visa Anda dikunci');
    expect(mail.text).toContain('Yth. Wulan,');
    expect(mail.text).toContain('Setelah 5 kali kata sandi atau kode yang salah');
    expect(mail.text).toContain('sampai pukul 17:45 WIB');
    expect(mail.text).toContain('https://cipta.example/login');
    expect(mail.html).toContain('href="https://cipta.example/login"');
  });

  it('says the same in English', () => {
    const mail = renderMail('staff-sign-in-locked', params, 'en', ORIGINS);
    expect(mail.subject).toBe('Your Cipta Visa staff sign-in is locked');
    expect(mail.text).toContain('signing in is locked until 17:45 WIB');
    expect(mail.text).toContain('tell an administrator at once');
  });
});
