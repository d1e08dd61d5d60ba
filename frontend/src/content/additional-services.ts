// The additional visa services screen (product §2: six cards). These services change a permit the
// visitor already has, so they carry no validity of their own. Titles, prices, processing times
// and requirements are the catalogue's (@cipta/domain/catalogue).

import { type PermitScreen, permitCards } from './permit-products';

export const additionalServicesScreen: PermitScreen = {
  formType: 'additional-service',
  intro: {
    en: 'Help with the permit you already hold: renewing it, moving it, changing it or closing it. Tell us what you need and send your documents.',
    id: 'Bantuan untuk izin yang sudah Anda miliki: memperpanjang, memindahkan, mengubah, atau menutupnya. Sampaikan kebutuhan Anda dan kirimkan dokumen Anda.',
  },
  products: permitCards('additional-service', {
    renewal: {
      description: {
        en: 'Renew your stay permit or extend your visa before it runs out, so your stay continues without a gap or an overstay fine.',
        id: 'Perpanjang izin tinggal atau visa Anda sebelum habis masa berlakunya, agar masa tinggal berlanjut tanpa jeda atau denda melebihi izin tinggal.',
      },
      icon: 'refresh',
    },
    transfer: {
      description: {
        en: 'Move your permit to a new passport, or to a new sponsor when you change employer or family situation.',
        id: 'Pindahkan izin Anda ke paspor baru, atau ke sponsor baru saat Anda berganti pemberi kerja atau keadaan keluarga.',
      },
      icon: 'files',
    },
    'multiple-entry-extension': {
      description: {
        en: 'Extend your multiple-entry permit so you can keep travelling in and out of Indonesia.',
        id: 'Perpanjang izin beberapa kali masuk Anda agar tetap bisa keluar masuk Indonesia.',
      },
      icon: 'repeat',
    },
    'change-of-status': {
      description: {
        en: 'Change from one kind of stay to another without leaving Indonesia, for example from a visit visa to a KITAS, where the rules allow it.',
        id: 'Beralih dari satu jenis izin tinggal ke jenis lain tanpa meninggalkan Indonesia, misalnya dari visa kunjungan ke KITAS, bila aturan memungkinkan.',
      },
      icon: 'exchange',
    },
    cancellation: {
      description: {
        en: 'Close your stay permit properly when you leave Indonesia for good, with an exit permit only (EPO), so no fine or record follows you.',
        id: 'Tutup izin tinggal Anda dengan benar saat meninggalkan Indonesia untuk seterusnya, dengan Exit Permit Only (EPO), agar tidak ada denda atau catatan yang tertinggal.',
      },
      icon: 'folders',
    },
    'application-assistance': {
      description: {
        en: 'We check your documents, fill in the forms with you and guide you through any immigration application, step by step.',
        id: 'Kami memeriksa dokumen Anda, mengisi formulir bersama Anda, dan mendampingi setiap permohonan keimigrasian, langkah demi langkah.',
      },
      icon: 'handshake',
    },
  }),
};
