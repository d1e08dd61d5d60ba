// The visit visa screen (product §2: six cards; §3 prices in SR; §9: 3-5 business days, valid
// 30-90 days; multiple-entry types allow up to 60 days per entry).

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
const noWork: Localized = { en: 'No paid work in Indonesia', id: 'Tidak untuk bekerja dengan upah di Indonesia' };

export const visitVisaScreen: PermitScreen = {
  formType: 'visit-visa',
  intro: {
    en: 'Visit visas for holidays, family and business trips, and the extension of a visa on arrival. Choose yours and apply with your documents.',
    id: 'Visa kunjungan untuk liburan, keluarga, dan perjalanan bisnis, serta perpanjangan visa saat kedatangan. Pilih visa Anda dan ajukan dengan dokumen Anda.',
  },
  products: [
    {
      id: 'extension-on-arrival',
      title: { en: 'Visa on Arrival Extension', id: 'Perpanjangan Visa Saat Kedatangan' },
      price: 49,
      description: {
        en: 'Extend your visa on arrival once, for another 30 days, without leaving Indonesia. Apply well before your first 30 days end.',
        id: 'Perpanjang visa saat kedatangan Anda satu kali, untuk 30 hari berikutnya, tanpa meninggalkan Indonesia. Ajukan jauh sebelum 30 hari pertama berakhir.',
      },
      requirements: [
        passportSixMonths,
        { en: 'Your visa on arrival, or its e-VOA receipt', id: 'Visa saat kedatangan Anda, atau bukti e-VOA' },
        returnTicket,
      ],
      processingTime: processing,
      validity,
      icon: 'calendar',
    },
    {
      id: 'single-business',
      title: { en: 'Single Entry Business Visit Visa', id: 'Visa Kunjungan Bisnis Sekali Masuk' },
      price: 39,
      description: {
        en: 'For meetings, negotiations, conferences and factory visits on one trip. ' + noWork.en + '.',
        id: 'Untuk rapat, negosiasi, konferensi, dan kunjungan pabrik dalam satu perjalanan. ' + noWork.id + '.',
      },
      requirements: [
        passportSixMonths,
        {
          en: 'An invitation letter from the company you visit',
          id: 'Surat undangan dari perusahaan yang Anda kunjungi',
        },
        returnTicket,
      ],
      processingTime: processing,
      validity,
      icon: 'briefcase',
    },
    {
      id: 'multiple-entry',
      title: { en: 'Multiple Entry Visit Visa', id: 'Visa Kunjungan Beberapa Kali Masuk' },
      price: 89,
      description: {
        en: 'For frequent business or family visits: come and go while the visa is valid, staying up to 60 days per entry.',
        id: 'Untuk kunjungan bisnis atau keluarga yang sering: keluar masuk selama visa berlaku, dengan masa tinggal hingga 60 hari per kedatangan.',
      },
      requirements: [passportSixMonths, sponsorLetter, proofOfFunds, recentPhoto],
      processingTime: processing,
      validity,
      icon: 'repeat',
    },
    {
      id: 'single-tourist',
      title: { en: 'Single Entry Tourist Visit Visa', id: 'Visa Kunjungan Wisata Sekali Masuk' },
      price: 29,
      description: {
        en: 'For one holiday in Indonesia: sightseeing, visiting friends and resting. ' + noWork.en + '.',
        id: 'Untuk satu kali liburan di Indonesia: berwisata, mengunjungi teman, dan beristirahat. ' + noWork.id + '.',
      },
      requirements: [passportSixMonths, returnTicket, proofOfFunds],
      processingTime: processing,
      validity,
      icon: 'island',
    },
    {
      id: 'code-320',
      title: { en: 'Code 320 Visit Visa', id: 'Visa Kunjungan Kode 320' },
      price: 59,
      description: {
        en: 'A visit visa filed under code 320. Tell us the purpose of your visit first: we confirm that code 320 fits it before your application goes in.',
        id: 'Visa kunjungan yang diajukan dengan kode 320. Sampaikan tujuan kunjungan Anda terlebih dahulu: kami memastikan kode 320 sesuai sebelum permohonan diajukan.',
      },
      requirements: [passportSixMonths, sponsorLetter, recentPhoto],
      processingTime: processing,
      validity,
      icon: 'document',
    },
    {
      id: 'express',
      title: { en: 'Express Visit Visa', id: 'Visa Kunjungan Ekspres' },
      price: 99,
      description: {
        en: 'Your visit visa handled with priority: we prepare and file it first, so it moves as fast as immigration allows.',
        id: 'Visa kunjungan Anda ditangani dengan prioritas: kami menyiapkan dan mengajukannya lebih dulu, sehingga diproses secepat yang dimungkinkan imigrasi.',
      },
      requirements: [passportSixMonths, sponsorLetter, returnTicket],
      processingTime: processing,
      validity,
      icon: 'bolt',
    },
  ],
};
