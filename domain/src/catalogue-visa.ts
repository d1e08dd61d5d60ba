// The Indonesia visa services (product §3 "Visa service catalogue"), in the product's order: the
// facts the API and the web app share. The pages' copy (descriptions, features, activities) is the
// web app's (frontend/src/content/visa-catalogue.ts); the required documents are product §5.8's rule.
import { requiresWorkType } from './constants.js';
import {
  days,
  instantOnArrival,
  type Localized,
  type ProcessingTime,
  price,
  type Requirement,
  type ServiceFacts,
} from './catalogue-parts.js';

/** The documents product §5.8 names, with their labels. */
export const VISA_DOCUMENTS = {
  passport: { id: 'passport', label: { en: 'Passport', id: 'Paspor' } },
  'photo-4x6': { id: 'photo-4x6', label: { en: 'Photo, 4x6 cm', id: 'Pas foto 4x6 cm' } },
  photo: { id: 'photo', label: { en: 'Photo', id: 'Pas foto' } },
  'flight-ticket': { id: 'flight-ticket', label: { en: 'Flight ticket', id: 'Tiket pesawat' } },
  cv: { id: 'cv', label: { en: 'CV', id: 'Daftar riwayat hidup (CV)' } },
  'birth-certificate': {
    id: 'birth-certificate',
    label: { en: 'Birth certificate (for children)', id: 'Akta kelahiran (untuk anak)' },
  },
  'marriage-certificate': {
    id: 'marriage-certificate',
    label: { en: 'Marriage certificate (for a spouse)', id: 'Akta nikah (untuk pasangan)' },
  },
  'work-documents': {
    id: 'work-documents',
    label: { en: 'Work documents for your work type', id: 'Dokumen kerja sesuai jenis pekerjaan' },
  },
} as const satisfies Record<string, Requirement>;

export type VisaDocumentId = keyof typeof VISA_DOCUMENTS;

/**
 * product §5.8 "Required documents list": the documents a visa service asks for, by keywords in
 * its title (English or Indonesian), checked in this order; the first that matches decides.
 */
export function visaRequiredDocuments(serviceTitle: string): readonly VisaDocumentId[] {
  const title = serviceTitle.toLowerCase();
  if (/tourist|wisata/.test(title)) return ['passport', 'photo-4x6', 'flight-ticket'];
  if (/business|bisnis/.test(title)) {
    return title.includes('multiple')
      ? ['passport', 'photo-4x6', 'flight-ticket', 'cv']
      : ['passport', 'photo-4x6', 'flight-ticket'];
  }
  if (/family|keluarga/.test(title)) return ['passport', 'photo', 'birth-certificate', 'marriage-certificate'];
  if (requiresWorkType(serviceTitle)) return ['passport', 'photo', 'work-documents'];
  return ['passport', 'photo'];
}

function visa(id: string, title: Localized, priceUsd: number, processing: ProcessingTime): ServiceFacts {
  return {
    id,
    title,
    price: price(priceUsd),
    processing,
    requirements: visaRequiredDocuments(title.en).map((document) => VISA_DOCUMENTS[document]),
  };
}

/** product §3's table; the working visa is ours (decision 31). */
export const VISA_SERVICE_FACTS: readonly ServiceFacts[] = [
  visa(
    'b1-visa-on-arrival',
    { en: 'B1 Tourist Visa (Visa on Arrival)', id: 'Visa Wisata B1 (Visa Kunjungan Saat Kedatangan)' },
    35,
    instantOnArrival,
  ),
  visa(
    'c1-tourist-single-entry',
    { en: 'C1 Tourist Single Entry Visitor Visa', id: 'Visa Kunjungan Wisata Sekali Perjalanan C1' },
    35,
    instantOnArrival,
  ),
  visa(
    'tourist-multiple-entry',
    { en: 'Tourist Multiple Entry Visa', id: 'Visa Wisata Beberapa Kali Perjalanan' },
    50,
    days('7-14'),
  ),
  visa(
    'tourist-multiple-entry-1-year',
    { en: 'Tourist Multiple Entry Visa (1 Year)', id: 'Visa Wisata Beberapa Kali Perjalanan (1 Tahun)' },
    50,
    days('7-14'),
  ),
  visa('medical-treatment', { en: 'Medical Treatment', id: 'Pengobatan Medis' }, 75, days('10-21')),
  visa('transit', { en: 'Transit Visa', id: 'Visa Transit' }, 25, instantOnArrival),
  visa(
    'medical-multiple-entry-2-years',
    {
      en: 'Medical Treatment Multiple Entry Visa (2 Years)',
      id: 'Visa Pengobatan Medis Beberapa Kali Perjalanan (2 Tahun)',
    },
    50,
    days('14-21'),
  ),
  visa(
    'medical-multiple-entry-1-year',
    {
      en: 'Medical Treatment Multiple Entry Visa (1 Year)',
      id: 'Visa Pengobatan Medis Beberapa Kali Perjalanan (1 Tahun)',
    },
    100,
    days('21-30'),
  ),
  visa(
    'social-humanitarian-volunteering',
    { en: 'Social, Humanitarian, and Volunteering', id: 'Sosial, Kemanusiaan, dan Kerelawanan' },
    100,
    days('21-30'),
  ),
  visa(
    'working-kitas-e23',
    { en: 'Working Visa and Stay Permit (E23 KITAS)', id: 'Visa Kerja dan Izin Tinggal (KITAS E23)' },
    450,
    days('30-45'),
  ),
];
