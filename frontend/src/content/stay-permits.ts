// The temporary stay screen (product §2: six cards; §3 stay permit prices in SR; §9: 3-5 business
// days, valid 30-90 days; multiple-entry types allow up to 60 days per entry).

import type { Localized } from './localized';
import {
  businessDays,
  days,
  type PermitScreen,
  passportSixMonths,
  proofOfFunds,
  recentPhoto,
  returnTicket,
  sponsorLetter,
} from './permit-products';

const processing = businessDays('3-5');
const validity = days('30-90');
const accommodation: Localized = {
  en: 'Your address in Indonesia, such as a hotel booking or rental agreement',
  id: 'Alamat Anda di Indonesia, misalnya pemesanan hotel atau perjanjian sewa',
};

export const stayPermitScreen: PermitScreen = {
  formType: 'stay-permit',
  intro: {
    en: 'Temporary stay permits for visitors who need more than a short trip. Pick the permit that matches your visit, send us your documents, and we take it to immigration for you.',
    id: 'Izin tinggal sementara bagi pengunjung yang membutuhkan lebih dari perjalanan singkat. Pilih izin yang sesuai dengan kunjungan Anda, kirimkan dokumen Anda, dan kami mengurusnya ke imigrasi untuk Anda.',
  },
  products: [
    {
      id: 'on-arrival',
      title: { en: 'Stay Permit on Arrival', id: 'Izin Tinggal Saat Kedatangan' },
      price: 49,
      description: {
        en: 'For travellers who arrived on a visa on arrival and want their stay put in order: we prepare the application, book the immigration appointment and follow it up for you.',
        id: 'Bagi pelancong yang datang dengan visa saat kedatangan dan ingin izin tinggalnya beres: kami menyiapkan permohonan, menjadwalkan janji di kantor imigrasi, dan memantaunya untuk Anda.',
      },
      requirements: [
        passportSixMonths,
        { en: 'Your visa on arrival, or its e-VOA receipt', id: 'Visa saat kedatangan Anda, atau bukti e-VOA' },
        returnTicket,
        accommodation,
      ],
      processingTime: processing,
      validity,
      icon: 'plane',
    },
    {
      id: 'single-entry',
      title: { en: 'Single Entry Stay Permit', id: 'Izin Tinggal Sekali Masuk' },
      price: 39,
      description: {
        en: 'A stay permit for one entry into Indonesia, for a visit with one purpose such as business talks or family matters. It ends when you leave the country.',
        id: 'Izin tinggal untuk sekali masuk ke Indonesia, bagi kunjungan dengan satu tujuan seperti pembicaraan bisnis atau urusan keluarga. Izin berakhir saat Anda meninggalkan Indonesia.',
      },
      requirements: [passportSixMonths, sponsorLetter, returnTicket, proofOfFunds],
      processingTime: processing,
      validity,
      icon: 'passport',
    },
    {
      id: 'multiple-entry',
      title: { en: 'Multiple Entry Stay Permit', id: 'Izin Tinggal Beberapa Kali Masuk' },
      price: 89,
      description: {
        en: 'For visitors who come and go several times: each entry allows a stay of up to 60 days while the permit is valid.',
        id: 'Bagi pengunjung yang keluar masuk beberapa kali: setiap kedatangan memberi izin tinggal hingga 60 hari selama izin masih berlaku.',
      },
      requirements: [passportSixMonths, sponsorLetter, proofOfFunds, recentPhoto],
      processingTime: processing,
      validity,
      icon: 'repeat',
    },
    {
      id: 'single-tourist',
      title: { en: 'Single Entry Tourist Stay Permit', id: 'Izin Tinggal Wisata Sekali Masuk' },
      price: 29,
      description: {
        en: 'For a holiday in Indonesia on a single-entry tourist visa: sightseeing, visiting friends and resting, with no work.',
        id: 'Untuk liburan di Indonesia dengan visa wisata sekali masuk: berwisata, mengunjungi teman, dan beristirahat, tanpa bekerja.',
      },
      requirements: [passportSixMonths, returnTicket, accommodation],
      processingTime: processing,
      validity,
      icon: 'island',
    },
    {
      id: 'special-code-320',
      title: { en: 'Special Code 320 Stay Permit', id: 'Izin Tinggal Kode Khusus 320' },
      price: 59,
      description: {
        en: 'A stay permit filed under the special code 320. Tell us your plans first: we confirm that code 320 fits them before your application goes in.',
        id: 'Izin tinggal yang diajukan dengan kode khusus 320. Ceritakan rencana Anda terlebih dahulu: kami memastikan kode 320 sesuai sebelum permohonan diajukan.',
      },
      requirements: [passportSixMonths, sponsorLetter, recentPhoto],
      processingTime: processing,
      validity,
      icon: 'document',
    },
    {
      id: 'express',
      title: { en: 'Express Stay Permit', id: 'Izin Tinggal Ekspres' },
      price: 99,
      description: {
        en: 'Your stay permit handled with priority: we prepare and file it first, so it moves as fast as immigration allows.',
        id: 'Izin tinggal Anda ditangani dengan prioritas: kami menyiapkan dan mengajukannya lebih dulu, sehingga diproses secepat yang dimungkinkan imigrasi.',
      },
      requirements: [passportSixMonths, sponsorLetter, returnTicket],
      processingTime: processing,
      validity,
      icon: 'bolt',
    },
  ],
};
