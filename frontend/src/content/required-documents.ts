// The documents a visa service asks for (product §5 "Required documents list"), as the apply form
// lists them; which ones a service asks for is features/visa-services/search.ts requiredDocuments.

import type { Localized } from './localized';

export const REQUIRED_DOCUMENT_IDS = [
  'passport',
  'photo-4x6',
  'photo',
  'flight-ticket',
  'cv',
  'birth-certificate',
  'marriage-certificate',
  'work-documents',
] as const;
export type RequiredDocumentId = (typeof REQUIRED_DOCUMENT_IDS)[number];

export const documentLabels: Readonly<Record<RequiredDocumentId, Localized>> = {
  passport: { en: 'Passport', id: 'Paspor' },
  'photo-4x6': { en: 'Photo, 4x6 cm', id: 'Pas foto 4x6 cm' },
  photo: { en: 'Photo', id: 'Pas foto' },
  'flight-ticket': { en: 'Flight ticket', id: 'Tiket pesawat' },
  cv: { en: 'CV', id: 'Daftar riwayat hidup (CV)' },
  'birth-certificate': { en: 'Birth certificate (for children)', id: 'Akta kelahiran (untuk anak)' },
  'marriage-certificate': { en: 'Marriage certificate (for a spouse)', id: 'Akta nikah (untuk pasangan)' },
  'work-documents': {
    en: 'Work documents for your work type',
    id: 'Dokumen kerja sesuai jenis pekerjaan',
  },
};
