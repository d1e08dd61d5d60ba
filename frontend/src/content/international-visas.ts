// The international visa screen (product §2: work, student and medical; §9: valid 30-90 days).
// Its form takes a single document (product §5). Titles, prices, processing times and
// requirements are the catalogue's (@cipta/domain/catalogue).

import { days, type PermitScreen, permitCards } from './permit-products';

const validity = days('30-90');

export const internationalVisaScreen: PermitScreen = {
  formType: 'international-visa',
  intro: {
    en: 'Visas for working, studying or being treated in Indonesia. Send your documents as one file; we check them and file your application.',
    id: 'Visa untuk bekerja, belajar, atau berobat di Indonesia. Kirimkan dokumen Anda dalam satu file; kami memeriksanya dan mengajukan permohonan Anda.',
  },
  products: permitCards('international-visa', {
    work: {
      description: {
        en: 'For a foreign professional hired by an Indonesian company: the visa to enter and start work, which leads to your work KITAS in Indonesia.',
        id: 'Untuk tenaga profesional asing yang direkrut perusahaan Indonesia: visa untuk masuk dan mulai bekerja, yang berlanjut ke KITAS kerja Anda di Indonesia.',
      },
      validity,
      icon: 'tie',
    },
    student: {
      description: {
        en: 'For studying at an Indonesian university, school or course, sponsored by the place that accepted you.',
        id: 'Untuk belajar di universitas, sekolah, atau kursus di Indonesia, dengan sponsor dari lembaga yang menerima Anda.',
      },
      validity,
      icon: 'school',
    },
    medical: {
      description: {
        en: 'For treatment at an Indonesian hospital or clinic, from the first consultation to the follow-up visits.',
        id: 'Untuk pengobatan di rumah sakit atau klinik di Indonesia, dari konsultasi pertama hingga kunjungan kontrol.',
      },
      validity,
      icon: 'hospital',
    },
  }),
};
