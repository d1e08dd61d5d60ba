// The international visa screen (product §2: work, student and medical; §3 prices in SR; §9: 5-7
// business days, valid 30-90 days). Its form takes a single document (product §5).

import { businessDays, days, type PermitScreen, passportSixMonths, proofOfFunds, recentPhoto } from './permit-products';

const processing = businessDays('5-7');
const validity = days('30-90');

export const internationalVisaScreen: PermitScreen = {
  formType: 'international-visa',
  intro: {
    en: 'Visas for working, studying or being treated in Indonesia. Send your documents as one file; we check them and file your application.',
    id: 'Visa untuk bekerja, belajar, atau berobat di Indonesia. Kirimkan dokumen Anda dalam satu file; kami memeriksanya dan mengajukan permohonan Anda.',
  },
  products: [
    {
      id: 'work',
      title: { en: 'Work Visa', id: 'Visa Kerja' },
      price: 99,
      description: {
        en: 'For a foreign professional hired by an Indonesian company: the visa to enter and start work, which leads to your work KITAS in Indonesia.',
        id: 'Untuk tenaga profesional asing yang direkrut perusahaan Indonesia: visa untuk masuk dan mulai bekerja, yang berlanjut ke KITAS kerja Anda di Indonesia.',
      },
      requirements: [
        passportSixMonths,
        { en: 'Your work contract or job offer', id: 'Kontrak kerja atau surat penawaran kerja Anda' },
        {
          en: 'A sponsor letter from your employer, with its business licence (NIB)',
          id: 'Surat sponsor dari pemberi kerja, beserta izin usahanya (NIB)',
        },
        { en: 'Your CV and your diploma', id: 'Daftar riwayat hidup dan ijazah Anda' },
      ],
      processingTime: processing,
      validity,
      icon: 'tie',
    },
    {
      id: 'student',
      title: { en: 'Student Visa', id: 'Visa Pelajar' },
      price: 79,
      description: {
        en: 'For studying at an Indonesian university, school or course, sponsored by the place that accepted you.',
        id: 'Untuk belajar di universitas, sekolah, atau kursus di Indonesia, dengan sponsor dari lembaga yang menerima Anda.',
      },
      requirements: [
        passportSixMonths,
        { en: 'Your letter of acceptance', id: 'Surat penerimaan Anda' },
        { en: 'A sponsor letter from the school or university', id: 'Surat sponsor dari sekolah atau universitas' },
        proofOfFunds,
      ],
      processingTime: processing,
      validity,
      icon: 'school',
    },
    {
      id: 'medical',
      title: { en: 'Medical Visa', id: 'Visa Pengobatan' },
      price: 109,
      description: {
        en: 'For treatment at an Indonesian hospital or clinic, from the first consultation to the follow-up visits.',
        id: 'Untuk pengobatan di rumah sakit atau klinik di Indonesia, dari konsultasi pertama hingga kunjungan kontrol.',
      },
      requirements: [
        passportSixMonths,
        {
          en: 'A letter from the Indonesian hospital or clinic confirming your treatment',
          id: 'Surat dari rumah sakit atau klinik di Indonesia yang menyatakan rencana pengobatan Anda',
        },
        { en: 'Your medical records or a doctor’s referral', id: 'Rekam medis atau surat rujukan dokter Anda' },
        proofOfFunds,
        recentPhoto,
      ],
      processingTime: processing,
      validity,
      icon: 'hospital',
    },
  ],
};
