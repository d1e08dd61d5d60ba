import type { Language } from '@cipta/domain/constants';
import type { MailContent } from './mail-templates.js';

// The case desk's messages to applicants (issue 27), in files of their own so the visitor
// templates (mail-templates.ts) only register them. Same rules: both languages once, as blocks,
// links only, built from PUBLIC_ORIGIN.

export interface CaseMailParams {
  /** decision 160: an admin reopened a closed application; `note` is the admin's message to the applicant. */
  'application-reopened': { id: string; name: string; service: string; note: string };
}

type CaseTemplate<K extends keyof CaseMailParams> = (
  params: CaseMailParams[K],
  language: Language,
  origin: string,
) => MailContent;

const trackingUrl = (origin: string, id: string) => `${origin}/tracking?id=${encodeURIComponent(id)}`;

const applicationReopened: CaseTemplate<'application-reopened'> = (p, language, origin) => {
  const t = {
    en: {
      subject: `Your application ${p.id} is open again`,
      greeting: `Dear ${p.name},`,
      intro: 'We have reopened your application: it is in process again, and we will write to you at each step.',
      id: 'Application ID',
      service: 'Service',
      status: 'Status',
      processing: 'In process',
      note: 'Our message to you:',
      track: 'Track your application',
    },
    id: {
      subject: `Permohonan ${p.id} dibuka kembali`,
      greeting: `Yth. ${p.name},`,
      intro:
        'Permohonan Anda kami buka kembali: permohonan ini sedang diproses lagi, dan kami akan mengabari Anda di setiap langkah.',
      id: 'ID permohonan',
      service: 'Layanan',
      status: 'Status',
      processing: 'Sedang Diproses',
      note: 'Pesan kami untuk Anda:',
      track: 'Lacak permohonan Anda',
    },
  }[language];
  return {
    subject: t.subject,
    blocks: [
      { text: t.greeting },
      { text: t.intro },
      {
        facts: [
          [t.id, p.id],
          [t.service, p.service],
          [t.status, t.processing],
        ],
      },
      { text: t.note },
      { text: p.note },
      { link: { label: t.track, url: trackingUrl(origin, p.id) } },
    ],
  };
};

export const CASE_TEMPLATES: { [K in keyof CaseMailParams]: CaseTemplate<K> } = {
  'application-reopened': applicationReopened,
};
