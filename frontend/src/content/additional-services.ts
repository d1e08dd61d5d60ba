// The additional visa services screen (product §2: six cards; §3 prices in SR; §9: 5-7 days).
// These services change a permit the visitor already has, so they carry no validity of their own.

import {
  currentPermit,
  days,
  type PermitScreen,
  passportSixMonths,
  recentPhoto,
  sponsorLetter,
} from './permit-products';

const processing = days('5-7');

export const additionalServicesScreen: PermitScreen = {
  formType: 'additional-service',
  intro: {
    en: 'Help with the permit you already hold: renewing it, moving it, changing it or closing it. Tell us what you need and send your documents.',
    id: 'Bantuan untuk izin yang sudah Anda miliki: memperpanjang, memindahkan, mengubah, atau menutupnya. Sampaikan kebutuhan Anda dan kirimkan dokumen Anda.',
  },
  products: [
    {
      id: 'renewal',
      title: { en: 'Permit Renewal', id: 'Perpanjangan Izin' },
      price: 69,
      description: {
        en: 'Renew your stay permit or extend your visa before it runs out, so your stay continues without a gap or an overstay fine.',
        id: 'Perpanjang izin tinggal atau visa Anda sebelum habis masa berlakunya, agar masa tinggal berlanjut tanpa jeda atau denda melebihi izin tinggal.',
      },
      requirements: [passportSixMonths, currentPermit, sponsorLetter, recentPhoto],
      processingTime: processing,
      icon: 'refresh',
    },
    {
      id: 'transfer',
      title: { en: 'Permit Transfer', id: 'Pemindahan Izin' },
      price: 79,
      description: {
        en: 'Move your permit to a new passport, or to a new sponsor when you change employer or family situation.',
        id: 'Pindahkan izin Anda ke paspor baru, atau ke sponsor baru saat Anda berganti pemberi kerja atau keadaan keluarga.',
      },
      requirements: [
        { en: 'Your old and your new passport', id: 'Paspor lama dan paspor baru Anda' },
        currentPermit,
        {
          en: 'A letter from your new sponsor, if the sponsor changes',
          id: 'Surat dari sponsor baru, jika sponsor berganti',
        },
      ],
      processingTime: processing,
      icon: 'files',
    },
    {
      id: 'multiple-entry-extension',
      title: { en: 'Multiple Entry Extension', id: 'Perpanjangan Beberapa Kali Masuk' },
      price: 99,
      description: {
        en: 'Extend your multiple-entry permit so you can keep travelling in and out of Indonesia.',
        id: 'Perpanjang izin beberapa kali masuk Anda agar tetap bisa keluar masuk Indonesia.',
      },
      requirements: [passportSixMonths, currentPermit, sponsorLetter],
      processingTime: processing,
      icon: 'repeat',
    },
    {
      id: 'change-of-status',
      title: { en: 'Change of Status', id: 'Alih Status' },
      price: 89,
      description: {
        en: 'Change from one kind of stay to another without leaving Indonesia, for example from a visit visa to a KITAS, where the rules allow it.',
        id: 'Beralih dari satu jenis izin tinggal ke jenis lain tanpa meninggalkan Indonesia, misalnya dari visa kunjungan ke KITAS, bila aturan memungkinkan.',
      },
      requirements: [
        passportSixMonths,
        currentPermit,
        { en: 'The documents the new permit asks for', id: 'Dokumen yang dipersyaratkan untuk izin yang baru' },
        sponsorLetter,
      ],
      processingTime: processing,
      icon: 'exchange',
    },
    {
      id: 'cancellation',
      title: { en: 'Permit Cancellation', id: 'Pembatalan Izin' },
      price: 49,
      description: {
        en: 'Close your stay permit properly when you leave Indonesia for good, with an exit permit only (EPO), so no fine or record follows you.',
        id: 'Tutup izin tinggal Anda dengan benar saat meninggalkan Indonesia untuk seterusnya, dengan Exit Permit Only (EPO), agar tidak ada denda atau catatan yang tertinggal.',
      },
      requirements: [
        passportSixMonths,
        currentPermit,
        {
          en: 'A letter from your sponsor ending the sponsorship',
          id: 'Surat dari sponsor yang mengakhiri penjaminan',
        },
      ],
      processingTime: processing,
      icon: 'folders',
    },
    {
      id: 'application-assistance',
      title: { en: 'Application Assistance', id: 'Pendampingan Permohonan' },
      price: 59,
      description: {
        en: 'We check your documents, fill in the forms with you and guide you through any immigration application, step by step.',
        id: 'Kami memeriksa dokumen Anda, mengisi formulir bersama Anda, dan mendampingi setiap permohonan keimigrasian, langkah demi langkah.',
      },
      requirements: [
        passportSixMonths,
        {
          en: 'The documents you already have for your application',
          id: 'Dokumen yang sudah Anda miliki untuk permohonan Anda',
        },
      ],
      processingTime: processing,
      icon: 'handshake',
    },
  ],
};
