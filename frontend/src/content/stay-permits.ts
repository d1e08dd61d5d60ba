// The temporary stay screen (product §2: six cards; §9: valid 30-90 days). Titles, prices,
// processing times and requirements are the catalogue's (@cipta/domain/catalogue).

import { days, type PermitScreen, permitCards } from './permit-products';

const validity = days('30-90');

export const stayPermitScreen: PermitScreen = {
  formType: 'stay-permit',
  intro: {
    en: 'Temporary stay permits for visitors who need more than a short trip. Pick the permit that matches your visit, send us your documents, and we take it to immigration for you.',
    id: 'Izin tinggal sementara bagi pengunjung yang membutuhkan lebih dari perjalanan singkat. Pilih izin yang sesuai dengan kunjungan Anda, kirimkan dokumen Anda, dan kami mengurusnya ke imigrasi untuk Anda.',
  },
  products: permitCards('stay-permit', {
    'on-arrival': {
      description: {
        en: 'For travellers who arrived on a visa on arrival and want their stay put in order: we prepare the application, book the immigration appointment and follow it up for you.',
        id: 'Bagi pelancong yang datang dengan visa saat kedatangan dan ingin izin tinggalnya beres: kami menyiapkan permohonan, menjadwalkan janji di kantor imigrasi, dan memantaunya untuk Anda.',
      },
      validity,
      icon: 'plane',
    },
    'single-entry': {
      description: {
        en: 'A stay permit for one entry into Indonesia, for a visit with one purpose such as business talks or family matters. It ends when you leave the country.',
        id: 'Izin tinggal untuk sekali masuk ke Indonesia, bagi kunjungan dengan satu tujuan seperti pembicaraan bisnis atau urusan keluarga. Izin berakhir saat Anda meninggalkan Indonesia.',
      },
      validity,
      icon: 'passport',
    },
    'multiple-entry': {
      description: {
        en: 'For visitors who come and go several times: each entry allows a stay of up to 60 days while the permit is valid.',
        id: 'Bagi pengunjung yang keluar masuk beberapa kali: setiap kedatangan memberi izin tinggal hingga 60 hari selama izin masih berlaku.',
      },
      validity,
      icon: 'repeat',
    },
    'single-tourist': {
      description: {
        en: 'For a holiday in Indonesia on a single-entry tourist visa: sightseeing, visiting friends and resting, with no work.',
        id: 'Untuk liburan di Indonesia dengan visa wisata sekali masuk: berwisata, mengunjungi teman, dan beristirahat, tanpa bekerja.',
      },
      validity,
      icon: 'island',
    },
    'special-code-320': {
      description: {
        en: 'A stay permit filed under the special code 320. Tell us your plans first: we confirm that code 320 fits them before your application goes in.',
        id: 'Izin tinggal yang diajukan dengan kode khusus 320. Ceritakan rencana Anda terlebih dahulu: kami memastikan kode 320 sesuai sebelum permohonan diajukan.',
      },
      validity,
      icon: 'document',
    },
    express: {
      description: {
        en: 'Your stay permit handled with priority: we prepare and file it first, so it moves as fast as immigration allows.',
        id: 'Izin tinggal Anda ditangani dengan prioritas: kami menyiapkan dan mengajukannya lebih dulu, sehingga diproses secepat yang dimungkinkan imigrasi.',
      },
      validity,
      icon: 'bolt',
    },
  }),
};
