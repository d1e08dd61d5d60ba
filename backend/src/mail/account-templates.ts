import type { Language } from '@cipta/domain/constants';
import type { MailContent } from './mail-templates.js';

// The messages to a staff member about their own account (issue 28), in a file of their own so
// the visitor templates (mail-templates.ts) only register them. Same rules: both languages
// once, as blocks, links only.

export interface AccountMailParams {
  /**
   * issue 28: a new account's set-up link, or a reset link, to the account holder. `link` is
   * whole (STAFF_WEB_URL, `?lng=`, the token in the fragment): the staff area may live at
   * another origin than PUBLIC_ORIGIN.
   */
  'staff-account-setup': { name: string; link: string; expiresAt: string; reason: 'new' | 'reset' };
}

type AccountTemplate<K extends keyof AccountMailParams> = (
  params: AccountMailParams[K],
  language: Language,
  origin: string,
) => MailContent;

/** "17:45 WIB": a moment as Jakarta's clock shows it (UTC+7 all year). */
const jakartaClock = (iso: string) => `${new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(11, 16)} WIB`;

const staffAccountSetup: AccountTemplate<'staff-account-setup'> = (p, language) => {
  const until = jakartaClock(p.expiresAt);
  const t = {
    en: {
      subject: p.reason === 'new' ? 'Set up your Cipta Visa staff account' : 'Choose a new password for Cipta Visa',
      greeting: `Dear ${p.name},`,
      what:
        p.reason === 'new'
          ? 'An administrator has made you a staff account at Cipta Visa. Open the link below to choose your password; at your first sign-in you set up an authenticator app as the second factor.'
          : 'An administrator has sent you a link to choose a new password for your Cipta Visa staff account. Your current password works until you use it.',
      valid: `The link works once, until ${until}. If it has expired, ask an administrator for a new one.`,
      notYou: 'If you did not expect this message, tell an administrator and do not open the link.',
      open: p.reason === 'new' ? 'Set up your account' : 'Choose a new password',
    },
    id: {
      subject: p.reason === 'new' ? 'Siapkan akun staf Cipta Visa Anda' : 'Pilih kata sandi baru untuk Cipta Visa',
      greeting: `Yth. ${p.name},`,
      what:
        p.reason === 'new'
          ? 'Seorang administrator telah membuatkan akun staf Cipta Visa untuk Anda. Buka tautan di bawah untuk memilih kata sandi; saat masuk pertama kali Anda menyiapkan aplikasi autentikator sebagai faktor kedua.'
          : 'Seorang administrator mengirimkan tautan untuk memilih kata sandi baru bagi akun staf Cipta Visa Anda. Kata sandi Anda yang sekarang tetap berlaku sampai tautan ini dipakai.',
      valid: `Tautan ini hanya berlaku sekali, sampai pukul ${until}. Jika sudah kedaluwarsa, minta tautan baru kepada administrator.`,
      notYou: 'Jika Anda tidak menunggu pesan ini, beri tahu administrator dan jangan buka tautannya.',
      open: p.reason === 'new' ? 'Siapkan akun Anda' : 'Pilih kata sandi baru',
    },
  }[language];
  return {
    subject: t.subject,
    blocks: [
      { text: t.greeting },
      { text: t.what },
      { link: { label: t.open, url: p.link } },
      { text: t.valid },
      { text: t.notYou },
    ],
  };
};

export const ACCOUNT_TEMPLATES: { [K in keyof AccountMailParams]: AccountTemplate<K> } = {
  'staff-account-setup': staffAccountSetup,
};
