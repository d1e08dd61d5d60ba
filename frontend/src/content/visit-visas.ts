// The visit visa screen (product §2: six cards; §9: valid 30-90 days; multiple-entry types allow
// up to 60 days per entry). Titles, prices, processing times and requirements are the
// catalogue's (@cipta/domain/catalogue).

import type { Localized } from './localized';
import { days, type PermitScreen, permitCards } from './permit-products';

const validity = days('30-90');
const noWork: Localized = { en: 'No paid work in Indonesia', id: 'Tidak untuk bekerja dengan upah di Indonesia' };

export const visitVisaScreen: PermitScreen = {
  formType: 'visit-visa',
  intro: {
    en: 'Visit visas for holidays, family and business trips, and the extension of a visa on arrival. Choose yours and apply with your documents.',
    id: 'Visa kunjungan untuk liburan, keluarga, dan perjalanan bisnis, serta perpanjangan visa saat kedatangan. Pilih visa Anda dan ajukan dengan dokumen Anda.',
  },
  products: permitCards('visit-visa', {
    'extension-on-arrival': {
      description: {
        en: 'Extend your visa on arrival once, for another 30 days, without leaving Indonesia. Apply well before your first 30 days end.',
        id: 'Perpanjang visa saat kedatangan Anda satu kali, untuk 30 hari berikutnya, tanpa meninggalkan Indonesia. Ajukan jauh sebelum 30 hari pertama berakhir.',
      },
      validity,
      icon: 'calendar',
    },
    'single-business': {
      description: {
        en: 'For meetings, negotiations, conferences and factory visits on one trip. ' + noWork.en + '.',
        id: 'Untuk rapat, negosiasi, konferensi, dan kunjungan pabrik dalam satu perjalanan. ' + noWork.id + '.',
      },
      validity,
      icon: 'briefcase',
    },
    'multiple-entry': {
      description: {
        en: 'For frequent business or family visits: come and go while the visa is valid, staying up to 60 days per entry.',
        id: 'Untuk kunjungan bisnis atau keluarga yang sering: keluar masuk selama visa berlaku, dengan masa tinggal hingga 60 hari per kedatangan.',
      },
      validity,
      icon: 'repeat',
    },
    'single-tourist': {
      description: {
        en: 'For one holiday in Indonesia: sightseeing, visiting friends and resting. ' + noWork.en + '.',
        id: 'Untuk satu kali liburan di Indonesia: berwisata, mengunjungi teman, dan beristirahat. ' + noWork.id + '.',
      },
      validity,
      icon: 'island',
    },
    'code-320': {
      description: {
        en: 'A visit visa filed under code 320. Tell us the purpose of your visit first: we confirm that code 320 fits it before your application goes in.',
        id: 'Visa kunjungan yang diajukan dengan kode 320. Sampaikan tujuan kunjungan Anda terlebih dahulu: kami memastikan kode 320 sesuai sebelum permohonan diajukan.',
      },
      validity,
      icon: 'document',
    },
    express: {
      description: {
        en: 'Your visit visa handled with priority: we prepare and file it first, so it moves as fast as immigration allows.',
        id: 'Visa kunjungan Anda ditangani dengan prioritas: kami menyiapkan dan mengajukannya lebih dulu, sehingga diproses secepat yang dimungkinkan imigrasi.',
      },
      validity,
      icon: 'bolt',
    },
  }),
};
