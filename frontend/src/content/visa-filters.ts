// The labels of the visa search form's options (product §3 "Search filters"): Country of Origin,
// Purpose of Visit and Visa Type. The options are product constants in @cipta/domain/constants.

import {
  VISA_PURPOSES,
  VISA_TYPES_BY_PURPOSE,
  type VisaCountry,
  type VisaPurpose,
  type VisaType,
} from '@cipta/domain/constants';
import type { Localized } from './localized';

/** Every Visa Type option, purpose by purpose, in the product's order. */
export const VISA_TYPE_OPTIONS: readonly VisaType[] = VISA_PURPOSES.flatMap(
  (purpose) => VISA_TYPES_BY_PURPOSE[purpose],
);

export const countryLabels: Readonly<Record<VisaCountry, Localized>> = {
  usa: { en: 'United States', id: 'Amerika Serikat' },
  uk: { en: 'United Kingdom', id: 'Britania Raya' },
  australia: { en: 'Australia', id: 'Australia' },
  japan: { en: 'Japan', id: 'Jepang' },
  korea: { en: 'South Korea', id: 'Korea Selatan' },
  singapore: { en: 'Singapore', id: 'Singapura' },
  malaysia: { en: 'Malaysia', id: 'Malaysia' },
  thailand: { en: 'Thailand', id: 'Thailand' },
  philippines: { en: 'Philippines', id: 'Filipina' },
  vietnam: { en: 'Vietnam', id: 'Vietnam' },
  india: { en: 'India', id: 'India' },
  china: { en: 'China', id: 'Tiongkok' },
  canada: { en: 'Canada', id: 'Kanada' },
  germany: { en: 'Germany', id: 'Jerman' },
  france: { en: 'France', id: 'Prancis' },
  netherlands: { en: 'Netherlands', id: 'Belanda' },
  italy: { en: 'Italy', id: 'Italia' },
  spain: { en: 'Spain', id: 'Spanyol' },
  brazil: { en: 'Brazil', id: 'Brasil' },
  saudi_arabia: { en: 'Saudi Arabia', id: 'Arab Saudi' },
  uae: { en: 'United Arab Emirates', id: 'Uni Emirat Arab' },
  qatar: { en: 'Qatar', id: 'Qatar' },
  other: { en: 'Other', id: 'Lainnya' },
};

export const purposeLabels: Readonly<Record<VisaPurpose, Localized>> = {
  tourist: { en: 'Tourism', id: 'Wisata' },
  business: { en: 'Business', id: 'Bisnis' },
  family: { en: 'Family visit', id: 'Kunjungan keluarga' },
  medical: { en: 'Medical treatment', id: 'Pengobatan' },
  // Indonesian uses the English word.
  transit: { en: 'Transit', id: 'Transit' },
  student: { en: 'Study', id: 'Belajar' },
  work: { en: 'Work', id: 'Bekerja' },
};

export const visaTypeLabels: Readonly<Record<VisaType, Localized>> = {
  tourist: { en: 'Tourist visa', id: 'Visa wisata' },
  'tourist-visit': { en: 'Tourist visit visa', id: 'Visa kunjungan wisata' },
  'tourist-multiple': { en: 'Multiple-entry tourist visa', id: 'Visa wisata beberapa kali perjalanan' },
  business: { en: 'Business visa', id: 'Visa bisnis' },
  'business-visit': { en: 'Business visit visa', id: 'Visa kunjungan bisnis' },
  'business-multiple': { en: 'Multiple-entry business visa', id: 'Visa bisnis beberapa kali perjalanan' },
  family: { en: 'Family visit visa', id: 'Visa kunjungan keluarga' },
  'family-multiple': { en: 'Multiple-entry family visit visa', id: 'Visa kunjungan keluarga beberapa kali perjalanan' },
  medical: { en: 'Medical treatment visa', id: 'Visa pengobatan' },
  'medical-long': { en: 'Long-term medical treatment visa', id: 'Visa pengobatan jangka panjang' },
  transit: { en: 'Transit visa', id: 'Visa transit' },
  'transit-short': { en: 'Short transit visa', id: 'Visa transit singkat' },
  student: { en: 'Student visa', id: 'Visa pelajar' },
  'student-exchange': { en: 'Student exchange visa', id: 'Visa pertukaran pelajar' },
  work: { en: 'Work visa', id: 'Visa kerja' },
  'work-skilled': { en: 'Skilled work visa', id: 'Visa kerja tenaga terampil' },
};
