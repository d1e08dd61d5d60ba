import type { ApplicationStatus } from '@cipta/domain/application-status';
import type { Language } from '@cipta/domain/constants';

// issue 27: the applications export as a person reads it, in the staff member's language:
// headers and statuses in words, dates in Jakarta time, yes and no, documents by what they are.

/** One value of an exported row: text, a moment (shown in Jakarta time), a number or a yes/no. */
export type ExportValue = { text: string } | { at: string } | { number: number } | { yes: boolean };

/** An application as the export writes it, before it becomes cells of a format. */
export interface ExportRow {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  passport: string;
  nationality: string;
  kind: string;
  service: string;
  price: string;
  status: ApplicationStatus;
  statusChangedAt: string;
  overdue: boolean;
  needsAttention: boolean;
  assignee: string;
  submittedAt: string;
  updatedAt: string;
  documentsReceived: string;
  /** The service's required documents no file answers (the case page's checklist); null: not a catalogue service. */
  documentsMissing: ReadonlyArray<Words> | null;
}

type Words = Record<Language, string>;

const STATUS_WORDS: Record<ApplicationStatus, Words> = {
  processing: { en: 'In process', id: 'Sedang Diproses' },
  'documents-requested': { en: 'Documents requested', id: 'Dokumen diminta' },
  approved: { en: 'Approved', id: 'Disetujui' },
  rejected: { en: 'Rejected', id: 'Ditolak' },
  completed: { en: 'Completed', id: 'Selesai' },
};

const KIND_WORDS: Record<string, Words> = {
  visa: { en: 'Visa', id: 'Visa' },
  kitap: { en: 'KITAP', id: 'KITAP' },
  'stay-permit': { en: 'Stay permit', id: 'Izin tinggal' },
  'international-visa': { en: 'International visa', id: 'Visa internasional' },
  'additional-service': { en: 'Additional service', id: 'Layanan tambahan' },
  'visit-visa': { en: 'Visit visa', id: 'Visa kunjungan' },
};

export const YES_NO: Record<Language, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  id: { yes: 'Ya', no: 'Tidak' },
};

/** The sheet's name. */
export const SHEET_NAME: Words = { en: 'Applications', id: 'Permohonan' };

interface Column {
  header: Words;
  /** Characters wide, in the workbook. */
  width: number;
  value(row: ExportRow, language: Language): ExportValue;
  /** Kept as text even where it looks like a number (phone and passport numbers). */
  text?: true;
}

const text = (value: string): ExportValue => ({ text: value });

/** The columns, in order. Dates say their time zone in the header (WIB: Asia/Jakarta). */
export const EXPORT_COLUMNS: readonly Column[] = [
  { header: { en: 'ID', id: 'ID' }, width: 16, value: (row) => text(row.id) },
  { header: { en: 'Name', id: 'Nama' }, width: 28, value: (row) => text(row.fullName) },
  { header: { en: 'E-mail', id: 'E-mail' }, width: 30, value: (row) => text(row.email) },
  { header: { en: 'Phone', id: 'Telepon' }, width: 20, value: (row) => text(row.phone), text: true },
  { header: { en: 'Passport number', id: 'Nomor paspor' }, width: 16, value: (row) => text(row.passport), text: true },
  { header: { en: 'Nationality', id: 'Kewarganegaraan' }, width: 16, value: (row) => text(row.nationality) },
  {
    header: { en: 'Type', id: 'Jenis' },
    width: 18,
    value: (row, language) => text(KIND_WORDS[row.kind]?.[language] ?? row.kind),
  },
  { header: { en: 'Service', id: 'Layanan' }, width: 40, value: (row) => text(row.service) },
  { header: { en: 'Price', id: 'Harga' }, width: 14, value: (row) => text(row.price) },
  {
    header: { en: 'Status', id: 'Status' },
    width: 20,
    value: (row, language) => text(STATUS_WORDS[row.status][language]),
  },
  {
    header: { en: 'In this status since (WIB)', id: 'Dalam status ini sejak (WIB)' },
    width: 18,
    value: (row) => ({ at: row.statusChangedAt }),
  },
  { header: { en: 'Overdue', id: 'Terlambat' }, width: 10, value: (row) => ({ yes: row.overdue }) },
  {
    header: { en: 'Needs attention', id: 'Perlu perhatian' },
    width: 12,
    value: (row) => ({ yes: row.needsAttention }),
  },
  { header: { en: 'Assigned to', id: 'Ditugaskan kepada' }, width: 22, value: (row) => text(row.assignee) },
  { header: { en: 'Submitted (WIB)', id: 'Diajukan (WIB)' }, width: 18, value: (row) => ({ at: row.submittedAt }) },
  {
    header: { en: 'Last change (WIB)', id: 'Perubahan terakhir (WIB)' },
    width: 18,
    value: (row) => ({ at: row.updatedAt }),
  },
  {
    header: { en: 'Documents received', id: 'Dokumen diterima' },
    width: 40,
    value: (row) => text(row.documentsReceived),
  },
  {
    header: { en: 'Documents missing', id: 'Dokumen kurang' },
    width: 40,
    value: (row, language) => text(row.documentsMissing?.map((label) => label[language]).join('; ') ?? ''),
  },
];

/** Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The wall-clock time in Jakarta as a Date whose UTC fields read it (for a spreadsheet's date cell). */
export function jakartaWallClock(iso: string): Date {
  return new Date(Date.parse(iso) + JAKARTA_OFFSET_MS);
}

/** "2026-11-28 17:30": the time in Jakarta, as a spreadsheet reads a date from text. */
export function jakartaText(iso: string): string {
  return jakartaWallClock(iso).toISOString().slice(0, 16).replace('T', ' ');
}

/** The calendar day in Jakarta (the export's file name). */
export function jakartaDay(now: Date): string {
  return jakartaWallClock(now.toISOString()).toISOString().slice(0, 10);
}
