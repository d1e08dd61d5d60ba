// The permanent residence (KITAP) screen (product §2: four cards; §3 "KITAP product" and its
// table; §9: the investor minimum, the retirement age). The card ids are the API's KITAP
// productIds. Titles, prices, processing times and requirements are the catalogue's
// (@cipta/domain/catalogue).

import { KITAP_INVESTOR_MIN_USD, KITAP_RETIREMENT_MIN_AGE } from '@cipta/domain/constants';
import type { KitapCategory } from '@cipta/domain/permit-forms';
import type { Localized } from './localized';
import { formatAmount, type PermitScreen, permitCards } from './permit-products';

const fiveYearsRenewable: Localized = { en: '5 years, renewable', id: '5 tahun, dapat diperpanjang' };

export const kitapScreen: PermitScreen<KitapCategory> = {
  formType: 'kitap',
  intro: {
    en: 'A KITAP is Indonesia’s permanent stay permit. Choose the route that fits you, read what it takes, and apply with your documents; our team checks everything before it goes to immigration.',
    id: 'KITAP adalah izin tinggal tetap di Indonesia. Pilih jalur yang sesuai, baca persyaratannya, lalu ajukan dengan dokumen Anda; tim kami memeriksa semuanya sebelum diajukan ke imigrasi.',
  },
  products: permitCards<KitapCategory>('kitap', {
    spouse: {
      description: {
        en: 'For a foreign national legally married to an Indonesian citizen, sponsored by the Indonesian spouse. The marriage must be registered in Indonesia; most couples apply after holding a spouse KITAS for some years.',
        id: 'Untuk warga negara asing yang menikah secara sah dengan warga negara Indonesia, dengan sponsor dari pasangan WNI. Pernikahan harus tercatat di Indonesia; kebanyakan pasangan mengajukan setelah beberapa tahun memegang KITAS pasangan.',
      },
      validity: fiveYearsRenewable,
      icon: 'rings',
    },
    working: {
      description: {
        en: 'For a foreign professional who has lived and worked in Indonesia on a work KITAS and stays on with an Indonesian employer as sponsor.',
        id: 'Untuk tenaga profesional asing yang telah tinggal dan bekerja di Indonesia dengan KITAS kerja dan tetap bekerja dengan pemberi kerja di Indonesia sebagai sponsor.',
      },
      validity: fiveYearsRenewable,
      icon: 'briefcase',
    },
    investor: {
      description: {
        en: `For a foreign investor with at least ${formatAmount(KITAP_INVESTOR_MIN_USD, 'en')} USD invested in an Indonesian company.`,
        id: `Untuk investor asing dengan investasi minimal ${formatAmount(KITAP_INVESTOR_MIN_USD, 'id')} USD di perusahaan Indonesia.`,
      },
      validity: { en: '10 years', id: '10 tahun' },
      icon: 'trending',
    },
    retirement: {
      description: {
        en: `For a retiree aged ${KITAP_RETIREMENT_MIN_AGE} or over who lives in Indonesia on a pension or savings and does not work here.`,
        id: `Untuk pensiunan berusia ${KITAP_RETIREMENT_MIN_AGE} tahun ke atas yang tinggal di Indonesia dengan dana pensiun atau tabungan dan tidak bekerja di sini.`,
      },
      validity: { en: 'Lifetime, with annual reporting', id: 'Seumur hidup, dengan lapor diri setiap tahun' },
      icon: 'palm',
    },
  }),
};
