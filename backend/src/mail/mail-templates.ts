import type { ApplicationStatus } from '@cipta/domain/application-status';
import { type CatalogueService, catalogueService, OTHER_REQUIREMENT } from '@cipta/domain/catalogue';
import { company } from '@cipta/domain/company';
import type { Language } from '@cipta/domain/constants';
import { ACCOUNT_TEMPLATES, type AccountMailParams } from './account-templates.js';
import { CASE_TEMPLATES, type CaseMailParams } from './case-templates.js';

// One template per message; each writes its copy in both languages once, as blocks, and one
// renderer makes the HTML part (every value escaped) and the plain-text part from the same
// blocks (product §11.2). No remote image, no tracker: links only. Issue 28: a message to the
// agency's staff links to STAFF_WEB_URL, one to an applicant or visitor to PUBLIC_ORIGIN, with
// the reader's language on every such link and the agency's phone and WhatsApp at the end.

/** What a message can be about (openapi.yaml's MailSubjectType). */
export const SUBMISSION_TYPES = ['visa', 'permit', 'contact', 'consultation', 'promo-claim'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
/** A message is about a submission, or about a staff account (issue 29: its sign-in was locked). */
export const MAIL_SUBJECT_TYPES = [...SUBMISSION_TYPES, 'staff-user'] as const;
export type MailSubjectType = (typeof MAIL_SUBJECT_TYPES)[number];

export interface MailParams extends CaseMailParams, AccountMailParams {
  'application-receipt': {
    id: string;
    name: string;
    /** The catalogue's key (issue 29): the title, price and processing time are the catalogue's. */
    serviceKey: string;
    documents: ReceiptDocument[];
  };
  'contact-confirmation': { name: string };
  'consultation-confirmation': { name: string };
  'promo-spot': { name: string; claimNumber: number; promo: string | null };
  'staff-new-submission': { type: SubmissionType; id: string; name: string; email: string; service: string | null };
  'status-change': { id: string; name: string; service: string; status: ApplicationStatus; note: string };
  /**
   * issue 28: requested documents arrived; to the applicant, what this upload brought and which of
   * the service's documents are still missing (requirement ids), named in their language at send time.
   */
  'documents-received': {
    id: string;
    name: string;
    serviceKey: string | null;
    documents: ReceiptDocument[];
    missing: string[];
  };
  /** issue 28: the same arrival, to the staff member who asked (else STAFF_NOTIFY_EMAIL), with a link to the case. */
  'staff-documents-arrived': {
    id: string;
    name: string;
    serviceKey: string | null;
    documents: ReceiptDocument[];
    missing: string[];
  };
  /** issue 29: to the account holder, when wrong passwords or codes lock their sign-in. */
  'staff-sign-in-locked': { name: string; until: string; failures: number };
}

export type MailKind = keyof MailParams;

/** Who reads a kind: the agency's staff (links to STAFF_WEB_URL) or an applicant or visitor. */
export type MailAudience = 'staff' | 'applicant';

/**
 * issue 28: every kind says who reads it, so a new kind cannot be registered without deciding
 * where its links lead, and whether it carries the language, the agency's contacts and Reply-To.
 */
export const MAIL_AUDIENCE: { [K in MailKind]: MailAudience } = {
  'application-receipt': 'applicant',
  'contact-confirmation': 'applicant',
  'consultation-confirmation': 'applicant',
  'promo-spot': 'applicant',
  'status-change': 'applicant',
  'documents-received': 'applicant',
  'application-reopened': 'applicant',
  'staff-new-submission': 'staff',
  'staff-sign-in-locked': 'staff',
  'staff-documents-arrived': 'staff',
  // The set-up or reset link (account-templates.ts) is whole in the params: STAFF_WEB_URL, `?lng=`.
  'staff-account-setup': 'staff',
};

export const MAIL_KINDS = Object.keys(MAIL_AUDIENCE) as MailKind[];

/** Where links lead: the public site (PUBLIC_ORIGIN) and the staff area (STAFF_WEB_URL). */
export interface MailOrigins {
  publicOrigin: string;
  staffOrigin: string;
}

/** A received file as a message names it (issue 29): by the requirement it answers and its type, never its file name. */
export interface ReceiptDocument {
  /** A requirement id of the service, `other`, or null when the client did not say. */
  requirement: string | null;
  /** The type detected from the file's content. */
  mediaType: string;
}

type Block =
  | { text: string }
  | { facts: Array<[label: string, value: string]> }
  | { list: string[] }
  | { link: { label: string; url: string } };

export interface MailContent {
  subject: string;
  blocks: Block[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Template<K extends MailKind> = (params: MailParams[K], language: Language, origin: string) => MailContent;

const pick = <T>(language: Language, copy: Record<Language, T>): T => copy[language];

const trackingUrl = (origin: string, id: string) => `${origin}/tracking?id=${encodeURIComponent(id)}`;

const TYPE_LABEL: Record<SubmissionType, Record<Language, string>> = {
  visa: { en: 'Visa application', id: 'Permohonan visa' },
  permit: { en: 'Permit application', id: 'Permohonan izin' },
  contact: { en: 'Contact message', id: 'Pesan kontak' },
  consultation: { en: 'Consultation request', id: 'Permintaan konsultasi' },
  'promo-claim': { en: 'Promotion claim', id: 'Klaim promo' },
};

/** Where the staff area (product §10.3) shows a submission of each kind. */
export function staffPath(type: SubmissionType, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (type) {
    case 'visa':
    case 'permit':
      return `/staff/applications/${encoded}`;
    case 'contact':
      return `/staff/contact-messages/${encoded}`;
    case 'consultation':
      return `/staff/consultations/${encoded}`;
    case 'promo-claim':
      return '/staff/promotion';
  }
}

/** The type of a document as a person names it. */
const MEDIA_TYPE_LABEL: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

const UNNAMED_DOCUMENT: Record<'other' | 'unsaid', Record<Language, string>> = {
  other: { en: 'Other document', id: 'Dokumen lain' },
  unsaid: { en: 'Document', id: 'Dokumen' },
};

/** "Passport, PDF": the requirement in the recipient's language and the detected type. */
function documentLine(document: ReceiptDocument, service: CatalogueService | undefined, language: Language): string {
  const requirement = service?.requirements.find((candidate) => candidate.id === document.requirement);
  const label = requirement
    ? requirement.label[language]
    : UNNAMED_DOCUMENT[document.requirement === OTHER_REQUIREMENT ? 'other' : 'unsaid'][language];
  return `${label}, ${MEDIA_TYPE_LABEL[document.mediaType] ?? UNNAMED_DOCUMENT.unsaid[language]}`;
}

const applicationReceipt: Template<'application-receipt'> = (p, language, origin) => {
  // A receipt queued before issue 29 carried the client's own text: it goes without it.
  const service = typeof p.serviceKey === 'string' ? catalogueService(p.serviceKey) : undefined;
  const documents = Array.isArray(p.documents)
    ? p.documents.filter((document) => typeof document === 'object' && document !== null)
    : [];
  const t = pick(language, {
    en: {
      subject: `We received your application ${p.id}`,
      greeting: `Dear ${p.name},`,
      intro: 'Thank you: your application has arrived and is being processed. Keep this message as your receipt.',
      id: 'Application ID',
      service: 'Service',
      price: 'Price',
      processing: 'Processing time',
      documents: 'Documents received',
      noDocuments: 'none',
      next: 'We will contact you within 24 hours. You can follow your application at any time:',
      track: 'Track your application',
    },
    id: {
      subject: `Permohonan ${p.id} telah kami terima`,
      greeting: `Yth. ${p.name},`,
      intro:
        'Terima kasih: permohonan Anda telah kami terima dan sedang diproses. Simpan pesan ini sebagai tanda terima.',
      id: 'ID permohonan',
      service: 'Layanan',
      price: 'Harga',
      processing: 'Lama proses',
      documents: 'Dokumen yang diterima',
      noDocuments: 'tidak ada',
      next: 'Kami akan menghubungi Anda dalam 24 jam. Anda dapat memantau permohonan Anda kapan saja:',
      track: 'Lacak permohonan Anda',
    },
  });
  return {
    subject: t.subject,
    blocks: [
      { text: t.greeting },
      { text: t.intro },
      {
        facts: [
          [t.id, p.id],
          ...(service
            ? ([
                [t.service, service.title[language]],
                [t.price, service.price.text[language]],
                [t.processing, service.processingTime[language]],
              ] as Array<[string, string]>)
            : []),
        ],
      },
      { text: `${t.documents}:` },
      {
        list: documents.length
          ? documents.map((document) => documentLine(document, service, language))
          : [t.noDocuments],
      },
      { text: t.next },
      { link: { label: t.track, url: trackingUrl(origin, p.id) } },
    ],
  };
};

/**
 * decision 170: the confirmation does not quote the visitor's message (a visitor route must not
 * mail a stranger's text to any address, decision 163); it says where the message went instead.
 */
const CONTACT_CONFIRMATION_NOTE: Record<Language, string> = {
  en: 'Your message has reached our team. We do not repeat it by e-mail; to add something, write to us again or call us.',
  id: 'Pesan Anda telah sampai ke tim kami. Isinya tidak kami ulangi lewat e-mail; untuk menambahkan sesuatu, tulis kembali kepada kami atau hubungi kami.',
};

// product §11.1 and §9: a contact message is answered, a consultation request followed up, within 24 hours.
const contactConfirmation: Template<'contact-confirmation'> = (p, language) =>
  pick(language, {
    en: {
      subject: 'We received your message',
      blocks: [
        { text: `Dear ${p.name},` },
        { text: 'Thank you for writing to Cipta Visa. We will reply within 24 hours.' },
        { text: CONTACT_CONFIRMATION_NOTE.en },
      ],
    },
    id: {
      subject: 'Pesan Anda telah kami terima',
      blocks: [
        { text: `Yth. ${p.name},` },
        { text: 'Terima kasih telah menghubungi Cipta Visa. Kami akan membalas dalam 24 jam.' },
        { text: CONTACT_CONFIRMATION_NOTE.id },
      ],
    },
  });

const consultationConfirmation: Template<'consultation-confirmation'> = (p, language) =>
  pick(language, {
    en: {
      subject: 'Your consultation request has arrived',
      blocks: [
        { text: `Dear ${p.name},` },
        {
          text: 'Thank you for your request. Our team will contact you within 24 hours to schedule your 20-minute discovery call.',
        },
      ],
    },
    id: {
      subject: 'Permintaan konsultasi Anda telah kami terima',
      blocks: [
        { text: `Yth. ${p.name},` },
        {
          text: 'Terima kasih atas permintaan Anda. Tim kami akan menghubungi Anda dalam 24 jam untuk menjadwalkan panggilan perkenalan 20 menit.',
        },
      ],
    },
  });

const promoSpot: Template<'promo-spot'> = (p, language) => {
  const promo = p.promo
    ? [{ facts: [[language === 'en' ? 'Promotion' : 'Promo', p.promo]] as Array<[string, string]> }]
    : [];
  return pick(language, {
    en: {
      subject: `Your promotion spot: number ${p.claimNumber}`,
      blocks: [
        { text: `Dear ${p.name},` },
        { text: `You have claimed spot number ${p.claimNumber}. Our team will contact you about your discount.` },
        ...promo,
      ],
    },
    id: {
      subject: `Kuota promo Anda: nomor ${p.claimNumber}`,
      blocks: [
        { text: `Yth. ${p.name},` },
        {
          text: `Anda telah mengklaim kuota nomor ${p.claimNumber}. Tim kami akan menghubungi Anda tentang diskon Anda.`,
        },
        ...promo,
      ],
    },
  });
};

const staffNewSubmission: Template<'staff-new-submission'> = (p, language, origin) => {
  const type = TYPE_LABEL[p.type][language];
  const t = pick(language, {
    en: {
      intro: 'A new submission has arrived.',
      id: 'ID',
      name: 'Name',
      email: 'E-mail',
      service: 'Service',
      open: 'Open it in the staff area',
    },
    id: {
      intro: 'Ada kiriman baru.',
      id: 'ID',
      name: 'Nama',
      email: 'E-mail',
      service: 'Layanan',
      open: 'Buka di area staf',
    },
  });
  return {
    // issue 28: the subject names the person and the kind; an application's ID is read aloud, a UUID is not.
    subject: p.type === 'visa' || p.type === 'permit' ? `${type}: ${p.name} (${p.id})` : `${type}: ${p.name}`,
    blocks: [
      { text: t.intro },
      {
        facts: [
          [t.id, p.id],
          [t.name, p.name],
          [t.email, p.email],
          ...(p.service ? [[t.service, p.service] as [string, string]] : []),
        ],
      },
      { link: { label: t.open, url: origin + staffPath(p.type, p.id) } },
    ],
  };
};

/** The statuses as the tracking page names them (frontend/src/i18n/tracking). */
const STATUS_LABEL: Record<ApplicationStatus, Record<Language, string>> = {
  processing: { en: 'In process', id: 'Sedang Diproses' },
  'documents-requested': { en: 'Documents requested', id: 'Dokumen diminta' },
  approved: { en: 'Approved', id: 'Disetujui' },
  rejected: { en: 'Rejected', id: 'Ditolak' },
  completed: { en: 'Completed', id: 'Selesai' },
};

// issue 14: every status change the staff make, with their note to the applicant and, when
// documents are asked for, how to send them (on the tracking page, issue 13).
const statusChange: Template<'status-change'> = (p, language, origin) => {
  const status = STATUS_LABEL[p.status][language];
  const t = pick(language, {
    en: {
      subject: `Your application ${p.id}: ${status}`,
      greeting: `Dear ${p.name},`,
      intro: 'The status of your application has changed.',
      id: 'Application ID',
      service: 'Service',
      status: 'New status',
      note: 'Our message to you:',
      documents:
        'What to do: open the tracking page below, enter your e-mail address, and send the requested documents there (the types listed on that page, at most 5 MB each).',
      track: 'Track your application',
    },
    id: {
      subject: `Permohonan ${p.id}: ${status}`,
      greeting: `Yth. ${p.name},`,
      intro: 'Status permohonan Anda telah berubah.',
      id: 'ID permohonan',
      service: 'Layanan',
      status: 'Status baru',
      note: 'Pesan kami untuk Anda:',
      documents:
        'Yang perlu Anda lakukan: buka halaman pelacakan di bawah, masukkan alamat e-mail Anda, lalu kirim dokumen yang diminta di sana (jenis file yang tertera di halaman itu, maksimal 5 MB per file).',
      track: 'Lacak permohonan Anda',
    },
  });
  return {
    subject: t.subject,
    blocks: [
      { text: t.greeting },
      { text: t.intro },
      {
        facts: [
          [t.id, p.id],
          [t.service, p.service],
          [t.status, status],
        ],
      },
      { text: t.note },
      { text: p.note },
      ...(p.status === 'documents-requested' ? [{ text: t.documents }] : []),
      { link: { label: t.track, url: trackingUrl(origin, p.id) } },
    ],
  };
};

/** The service's required documents still missing, by name in the reader's language. */
function missingLines(serviceKey: string | null, missing: readonly string[], language: Language): string[] {
  const service = serviceKey ? catalogueService(serviceKey) : undefined;
  return missing.map((id) => service?.requirements.find((requirement) => requirement.id === id)?.label[language] ?? id);
}

function receivedLines(serviceKey: string | null, documents: readonly ReceiptDocument[], language: Language) {
  const service = serviceKey ? catalogueService(serviceKey) : undefined;
  return documents.map((document) => documentLine(document, service, language));
}

// issue 28: the applicant's receipt for requested documents: what arrived, what is still missing.
const documentsReceived: Template<'documents-received'> = (p, language, origin) => {
  const service = p.serviceKey ? catalogueService(p.serviceKey) : undefined;
  const missing = missingLines(p.serviceKey, p.missing, language);
  const t = pick(language, {
    en: {
      subject: `We received your documents for application ${p.id}`,
      greeting: `Dear ${p.name},`,
      intro: 'Thank you: the documents you sent have arrived, and your application is in process again.',
      id: 'Application ID',
      service: 'Service',
      received: 'Documents received now:',
      missing: 'Still missing from the documents the service asks for:',
      check: 'Our team will check the documents you have just sent against this list.',
      complete: 'Every document the service asks for has now arrived.',
      track: 'Track your application',
    },
    id: {
      subject: `Dokumen untuk permohonan ${p.id} telah kami terima`,
      greeting: `Yth. ${p.name},`,
      intro: 'Terima kasih: dokumen yang Anda kirim telah kami terima, dan permohonan Anda kembali diproses.',
      id: 'ID permohonan',
      service: 'Layanan',
      received: 'Dokumen yang diterima sekarang:',
      missing: 'Dokumen yang diminta layanan ini dan masih kurang:',
      check: 'Tim kami akan mencocokkan dokumen yang baru Anda kirim dengan daftar ini.',
      complete: 'Semua dokumen yang diminta layanan ini sudah kami terima.',
      track: 'Lacak permohonan Anda',
    },
  });
  return {
    subject: t.subject,
    blocks: [
      { text: t.greeting },
      { text: t.intro },
      { facts: [[t.id, p.id], ...(service ? [[t.service, service.title[language]] as [string, string]] : [])] },
      { text: t.received },
      { list: receivedLines(p.serviceKey, p.documents, language) },
      ...(missing.length ? [{ text: t.missing }, { list: missing }] : service ? [{ text: t.complete }] : []),
      // A file sent without naming its requirement (an older page, an integrator) may answer one of these.
      ...(missing.length && p.documents.some((document) => document.requirement === null) ? [{ text: t.check }] : []),
      { link: { label: t.track, url: trackingUrl(origin, p.id) } },
    ],
  };
};

// issue 28: the staff member who asked for documents hears that they arrived.
const staffDocumentsArrived: Template<'staff-documents-arrived'> = (p, language, origin) => {
  const service = p.serviceKey ? catalogueService(p.serviceKey) : undefined;
  const missing = missingLines(p.serviceKey, p.missing, language);
  const t = pick(language, {
    en: {
      subject: `Documents arrived: ${p.name} (${p.id})`,
      intro: `${p.name} has sent the documents you asked for. The application is in process again and marked "needs attention" until someone opens it.`,
      id: 'Application ID',
      service: 'Service',
      received: 'Received:',
      missing: 'Still missing from the checklist:',
      open: 'Open the application',
    },
    id: {
      subject: `Dokumen masuk: ${p.name} (${p.id})`,
      intro: `${p.name} telah mengirim dokumen yang Anda minta. Permohonan ini kembali diproses dan ditandai "perlu perhatian" sampai ada yang membukanya.`,
      id: 'ID permohonan',
      service: 'Layanan',
      received: 'Diterima:',
      missing: 'Masih kurang dari daftar periksa:',
      open: 'Buka permohonan',
    },
  });
  return {
    subject: t.subject,
    blocks: [
      { text: t.intro },
      { facts: [[t.id, p.id], ...(service ? [[t.service, service.title[language]] as [string, string]] : [])] },
      { text: t.received },
      { list: receivedLines(p.serviceKey, p.documents, language) },
      ...(missing.length ? [{ text: t.missing }, { list: missing }] : []),
      // A visa's and a permit's case open at the same address.
      { link: { label: t.open, url: origin + staffPath('visa', p.id) } },
    ],
  };
};

/** "17:45 WIB": a moment as Jakarta's clock shows it (UTC+7 all year). */
const jakartaClock = (iso: string) => `${new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(11, 16)} WIB`;

// issue 29: the account holder hears at once that their sign-in is locked, and what to do if it
// was not them.
const staffSignInLocked: Template<'staff-sign-in-locked'> = (p, language, origin) => {
  const until = jakartaClock(p.until);
  const t = pick(language, {
    en: {
      subject: 'Your Cipta Visa staff sign-in is locked',
      greeting: `Dear ${p.name},`,
      what: `After ${p.failures} wrong passwords or codes for your staff account, from any address, signing in is locked until ${until}.`,
      notYou:
        'If this was not you, tell an administrator at once: they can lift the lock and reset your password and second factor.',
      signIn: 'Staff sign-in',
    },
    id: {
      subject: 'Masuk ke akun staf Cipta Visa Anda dikunci',
      greeting: `Yth. ${p.name},`,
      what: `Setelah ${p.failures} kali kata sandi atau kode yang salah untuk akun staf Anda, dari alamat mana pun, masuk dikunci sampai pukul ${until}.`,
      notYou:
        'Jika itu bukan Anda, segera beri tahu administrator: mereka dapat membuka kunci serta mengatur ulang kata sandi dan faktor kedua Anda.',
      signIn: 'Masuk staf',
    },
  });
  return {
    subject: t.subject,
    blocks: [
      { text: t.greeting },
      { text: t.what },
      { text: t.notYou },
      { link: { label: t.signIn, url: `${origin}/login` } },
    ],
  };
};

const TEMPLATES: { [K in MailKind]: Template<K> } = {
  'status-change': statusChange,
  'application-receipt': applicationReceipt,
  'contact-confirmation': contactConfirmation,
  'consultation-confirmation': consultationConfirmation,
  'promo-spot': promoSpot,
  'staff-new-submission': staffNewSubmission,
  'staff-sign-in-locked': staffSignInLocked,
  'documents-received': documentsReceived,
  'staff-documents-arrived': staffDocumentsArrived,
  ...CASE_TEMPLATES,
  ...ACCOUNT_TEMPLATES,
};

export function renderMail<K extends MailKind>(
  kind: K,
  params: MailParams[K],
  language: Language,
  origins: MailOrigins,
): RenderedMail {
  const audience = MAIL_AUDIENCE[kind];
  const origin = audience === 'staff' ? origins.staffOrigin : origins.publicOrigin;
  const written = (TEMPLATES[kind] as Template<K>)(params, language, origin);
  const content = audience === 'staff' ? written : forApplicant(written, language, origin);
  return {
    // A header is one line whatever a visitor typed (nodemailer encodes the rest).
    subject: oneLine(content.subject),
    text: content.blocks.map(blockText).join('\n\n') + '\n\n-- \nCipta Visa\n',
    html: htmlDocument(language, content),
  };
}

const CONTACT_COPY: Record<Language, { intro: string; phone: string; whatsapp: string; chat: string }> = {
  en: {
    intro: 'Questions? Call us or write to us on WhatsApp:',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    chat: 'Chat with us on WhatsApp',
  },
  id: {
    intro: 'Ada pertanyaan? Telepon kami atau kirim pesan WhatsApp:',
    phone: 'Telepon',
    whatsapp: 'WhatsApp',
    chat: 'Chat dengan kami di WhatsApp',
  },
};

/**
 * issue 28: an applicant's or visitor's message opens its links in the reader's language (the web
 * app reads `lng` first), and ends with the agency's phone and WhatsApp (@cipta/domain/company).
 */
function forApplicant(content: MailContent, language: Language, origin: string): MailContent {
  const copy = CONTACT_COPY[language];
  return {
    subject: content.subject,
    blocks: [
      ...content.blocks.map((block) =>
        'link' in block && block.link.url.startsWith(`${origin}/`)
          ? { link: { ...block.link, url: withLanguage(block.link.url, language) } }
          : block,
      ),
      { text: copy.intro },
      {
        facts: [
          [copy.phone, company.phones[0].display],
          [copy.whatsapp, company.whatsapp.display],
        ],
      },
      { link: { label: copy.chat, url: company.whatsapp.url } },
    ],
  };
}

/** The address with `lng=<language>` added (or replaced) in its query. */
export function withLanguage(url: string, language: Language): string {
  const parsed = new URL(url);
  parsed.searchParams.set('lng', language);
  return parsed.toString();
}

export function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

function blockText(block: Block): string {
  if ('text' in block) return block.text;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  return `${block.link.label}: ${block.link.url}`;
}

function blockHtml(block: Block): string {
  if ('text' in block) return `<p>${escapeHtml(block.text)}</p>`;
  if ('facts' in block) {
    const rows = block.facts.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    );
    return `<table role="presentation">${rows.join('')}</table>`;
  }
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`;
}

function htmlDocument(language: Language, content: MailContent): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(content.subject))}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5">',
    ...content.blocks.map(blockHtml),
    '<p>Cipta Visa</p>',
    '</body></html>',
  ].join('\n');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
