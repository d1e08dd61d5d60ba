// The permanent residence (KITAP) screen (product §2: four cards; §3 "KITAP product" and its
// table; §9: the investor minimum, the retirement age, a 3-year work contract, 1,500 USD a month
// for retirees). The card ids are the API's KITAP productIds.

import { KITAP_INVESTOR_MIN_USD, KITAP_RETIREMENT_MIN_AGE } from '@cipta/domain/constants';
import type { KitapCategory } from '@cipta/domain/permit-forms';
import type { Localized } from './localized';
import { formatAmount, type PermitScreen, passportSixMonths, recentPhoto } from './permit-products';

const months = (range: string): Localized => ({ en: `${range} months`, id: `${range} bulan` });
const fiveYearsRenewable: Localized = { en: '5 years, renewable', id: '5 tahun, dapat diperpanjang' };

const currentKitas: Localized = {
  en: 'Your current KITAS (temporary stay permit) and its immigration records',
  id: 'KITAS (izin tinggal terbatas) Anda yang masih berlaku beserta catatan keimigrasiannya',
};

export const kitapScreen: PermitScreen<KitapCategory> = {
  formType: 'kitap',
  intro: {
    en: 'A KITAP is Indonesia’s permanent stay permit. Choose the route that fits you, read what it takes, and apply with your documents; our team checks everything before it goes to immigration.',
    id: 'KITAP adalah izin tinggal tetap di Indonesia. Pilih jalur yang sesuai, baca persyaratannya, lalu ajukan dengan dokumen Anda; tim kami memeriksa semuanya sebelum diajukan ke imigrasi.',
  },
  products: [
    {
      id: 'spouse',
      title: { en: 'Spouse KITAP', id: 'KITAP Pasangan' },
      price: 2500,
      description: {
        en: 'For a foreign national legally married to an Indonesian citizen, sponsored by the Indonesian spouse. The marriage must be registered in Indonesia; most couples apply after holding a spouse KITAS for some years.',
        id: 'Untuk warga negara asing yang menikah secara sah dengan warga negara Indonesia, dengan sponsor dari pasangan WNI. Pernikahan harus tercatat di Indonesia; kebanyakan pasangan mengajukan setelah beberapa tahun memegang KITAS pasangan.',
      },
      requirements: [
        passportSixMonths,
        {
          en: 'Marriage certificate, registered in Indonesia',
          id: 'Akta nikah yang tercatat di Indonesia',
        },
        {
          en: 'Your spouse’s identity card (KTP) and the family card (Kartu Keluarga)',
          id: 'KTP pasangan Anda dan Kartu Keluarga',
        },
        { en: 'A sponsor letter signed by your spouse', id: 'Surat sponsor yang ditandatangani pasangan Anda' },
        currentKitas,
      ],
      processingTime: months('3-6'),
      validity: fiveYearsRenewable,
      icon: 'rings',
    },
    {
      id: 'working',
      title: { en: 'Working KITAP', id: 'KITAP Pekerja' },
      price: 3000,
      description: {
        en: 'For a foreign professional who has lived and worked in Indonesia on a work KITAS and stays on with an Indonesian employer as sponsor.',
        id: 'Untuk tenaga profesional asing yang telah tinggal dan bekerja di Indonesia dengan KITAS kerja dan tetap bekerja dengan pemberi kerja di Indonesia sebagai sponsor.',
      },
      requirements: [
        passportSixMonths,
        // product §9: a 3-year minimum work contract
        {
          en: 'A work contract with your Indonesian employer for at least 3 years',
          id: 'Kontrak kerja dengan pemberi kerja di Indonesia minimal 3 tahun',
        },
        {
          en: 'A sponsor letter from your employer, with its business licence (NIB)',
          id: 'Surat sponsor dari pemberi kerja, beserta izin usahanya (NIB)',
        },
        {
          en: 'Your employer’s approved plan for foreign workers (RPTKA)',
          id: 'Rencana Penggunaan Tenaga Kerja Asing (RPTKA) pemberi kerja yang telah disetujui',
        },
        currentKitas,
      ],
      processingTime: months('4-8'),
      validity: fiveYearsRenewable,
      icon: 'briefcase',
    },
    {
      id: 'investor',
      title: { en: 'Investor KITAP', id: 'KITAP Investor' },
      price: 5000,
      description: {
        en: `For a foreign investor with at least ${formatAmount(KITAP_INVESTOR_MIN_USD, 'en')} USD invested in an Indonesian company.`,
        id: `Untuk investor asing dengan investasi minimal ${formatAmount(KITAP_INVESTOR_MIN_USD, 'id')} USD di perusahaan Indonesia.`,
      },
      requirements: [
        passportSixMonths,
        {
          en: `Proof of an investment of at least ${formatAmount(KITAP_INVESTOR_MIN_USD, 'en')} USD, such as share certificates and bank transfers`,
          id: `Bukti investasi minimal ${formatAmount(KITAP_INVESTOR_MIN_USD, 'id')} USD, seperti sertifikat saham dan bukti transfer bank`,
        },
        {
          en: 'The company’s deed of establishment and business licence (NIB)',
          id: 'Akta pendirian perusahaan dan izin usahanya (NIB)',
        },
        {
          en: 'The company’s register of shareholders, naming you',
          id: 'Daftar pemegang saham perusahaan yang mencantumkan nama Anda',
        },
        recentPhoto,
      ],
      processingTime: months('6-12'),
      validity: { en: '10 years', id: '10 tahun' },
      icon: 'trending',
    },
    {
      id: 'retirement',
      title: { en: 'Retirement KITAP', id: 'KITAP Lansia' },
      price: 1800,
      description: {
        en: `For a retiree aged ${KITAP_RETIREMENT_MIN_AGE} or over who lives in Indonesia on a pension or savings and does not work here.`,
        id: `Untuk pensiunan berusia ${KITAP_RETIREMENT_MIN_AGE} tahun ke atas yang tinggal di Indonesia dengan dana pensiun atau tabungan dan tidak bekerja di sini.`,
      },
      requirements: [
        passportSixMonths,
        {
          en: `Proof of age: you must be ${KITAP_RETIREMENT_MIN_AGE} or over`,
          id: `Bukti usia: minimal ${KITAP_RETIREMENT_MIN_AGE} tahun`,
        },
        // product §9: a monthly income of at least 1,500 USD for retirees
        {
          en: 'A bank statement or pension proof showing an income of at least 1,500 USD a month',
          id: 'Rekening koran atau bukti pensiun yang menunjukkan penghasilan minimal 1.500 USD per bulan',
        },
        { en: 'Health insurance valid in Indonesia', id: 'Asuransi kesehatan yang berlaku di Indonesia' },
        {
          en: 'A signed statement that you will not work in Indonesia',
          id: 'Surat pernyataan bermeterai bahwa Anda tidak akan bekerja di Indonesia',
        },
      ],
      processingTime: months('2-4'),
      validity: { en: 'Lifetime, with annual reporting', id: 'Seumur hidup, dengan lapor diri setiap tahun' },
      icon: 'palm',
    },
  ],
};
