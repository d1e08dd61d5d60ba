// The permit and visa card products of the five card screens (product §2 "Permit and visa card
// screens", §3 "KITAP product" and the prices, §9 processing times): the facts the API and the web
// app share, each requirement under a stable id. The cards' descriptions, validities and icons are
// the web app's (frontend/src/content/).
import { KITAP_INVESTOR_MIN_USD, KITAP_RETIREMENT_MIN_AGE } from './constants.js';
import {
  businessDays,
  days,
  formatAmount,
  type Localized,
  months,
  type ProcessingTime,
  price,
  type Requirement,
  type ServiceFacts,
} from './catalogue-parts.js';
import type { KitapCategory, PermitFormType } from './permit-forms.js';

const requirement = (id: string, en: string, idText: string): Requirement => ({ id, label: { en, id: idText } });

// ---- Requirements several cards share ----

/** product §9: a passport needs 6 months of validity. */
const passport = requirement(
  'passport',
  'Passport valid for at least 6 months, with a copy of its photo page',
  'Paspor yang masih berlaku minimal 6 bulan, beserta salinan halaman identitasnya',
);
const photo = requirement('photo', 'A recent colour passport photo', 'Pas foto berwarna terbaru');
const returnTicket = requirement(
  'return-ticket',
  'A return ticket, or an onward ticket to another country',
  'Tiket pulang, atau tiket lanjutan ke negara lain',
);
const proofOfFunds = requirement(
  'proof-of-funds',
  'Proof of enough money for your stay, such as a recent bank statement',
  'Bukti dana yang cukup selama tinggal, misalnya rekening koran terbaru',
);
const currentPermit = requirement(
  'current-permit',
  'Your current visa or stay permit',
  'Visa atau izin tinggal Anda yang berlaku saat ini',
);
const sponsorLetter = requirement(
  'sponsor-letter',
  'A sponsor letter from the person or company in Indonesia that sponsors you',
  'Surat sponsor dari orang atau perusahaan di Indonesia yang menjadi penjamin Anda',
);
const employerSponsorLetter = requirement(
  'sponsor-letter',
  'A sponsor letter from your employer, with its business licence (NIB)',
  'Surat sponsor dari pemberi kerja, beserta izin usahanya (NIB)',
);
const visaOnArrival = requirement(
  'visa-on-arrival',
  'Your visa on arrival, or its e-VOA receipt',
  'Visa saat kedatangan Anda, atau bukti e-VOA',
);
const accommodation = requirement(
  'accommodation',
  'Your address in Indonesia, such as a hotel booking or rental agreement',
  'Alamat Anda di Indonesia, misalnya pemesanan hotel atau perjanjian sewa',
);
const currentKitas = requirement(
  'current-kitas',
  'Your current KITAS (temporary stay permit) and its immigration records',
  'KITAS (izin tinggal terbatas) Anda yang masih berlaku beserta catatan keimigrasiannya',
);

const product = (
  id: string,
  title: Localized,
  priceAmount: number,
  processing: ProcessingTime,
  requirements: readonly Requirement[],
): ServiceFacts => {
  const ids = requirements.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${id}: a requirement id appears twice`);
  return { id, title, price: price(priceAmount), processing, requirements };
};

// ---- The permanent residence (KITAP) cards; their ids are the API's KITAP productIds ----

const KITAP_PRODUCTS: readonly ServiceFacts[] = [
  product('spouse', { en: 'Spouse KITAP', id: 'KITAP Pasangan' }, 2500, months('3-6'), [
    passport,
    requirement(
      'marriage-certificate',
      'Marriage certificate, registered in Indonesia',
      'Akta nikah yang tercatat di Indonesia',
    ),
    requirement(
      'spouse-identity',
      'Your spouse’s identity card (KTP) and the family card (Kartu Keluarga)',
      'KTP pasangan Anda dan Kartu Keluarga',
    ),
    requirement(
      'sponsor-letter',
      'A sponsor letter signed by your spouse',
      'Surat sponsor yang ditandatangani pasangan Anda',
    ),
    currentKitas,
  ]),
  product('working', { en: 'Working KITAP', id: 'KITAP Pekerja' }, 3000, months('4-8'), [
    passport,
    // product §9: a 3-year minimum work contract
    requirement(
      'work-contract',
      'A work contract with your Indonesian employer for at least 3 years',
      'Kontrak kerja dengan pemberi kerja di Indonesia minimal 3 tahun',
    ),
    employerSponsorLetter,
    requirement(
      'rptka',
      'Your employer’s approved plan for foreign workers (RPTKA)',
      'Rencana Penggunaan Tenaga Kerja Asing (RPTKA) pemberi kerja yang telah disetujui',
    ),
    currentKitas,
  ]),
  product('investor', { en: 'Investor KITAP', id: 'KITAP Investor' }, 5000, months('6-12'), [
    passport,
    requirement(
      'investment-proof',
      `Proof of an investment of at least ${formatAmount(KITAP_INVESTOR_MIN_USD, 'en')} USD, such as share certificates and bank transfers`,
      `Bukti investasi minimal ${formatAmount(KITAP_INVESTOR_MIN_USD, 'id')} USD, seperti sertifikat saham dan bukti transfer bank`,
    ),
    requirement(
      'company-deed',
      'The company’s deed of establishment and business licence (NIB)',
      'Akta pendirian perusahaan dan izin usahanya (NIB)',
    ),
    requirement(
      'shareholder-register',
      'The company’s register of shareholders, naming you',
      'Daftar pemegang saham perusahaan yang mencantumkan nama Anda',
    ),
    photo,
  ]),
  product('retirement', { en: 'Retirement KITAP', id: 'KITAP Lansia' }, 1800, months('2-4'), [
    passport,
    requirement(
      'proof-of-age',
      `Proof of age: you must be ${KITAP_RETIREMENT_MIN_AGE} or over`,
      `Bukti usia: minimal ${KITAP_RETIREMENT_MIN_AGE} tahun`,
    ),
    // product §9: a monthly income of at least 1,500 USD for retirees
    requirement(
      'income-proof',
      'A bank statement or pension proof showing an income of at least 1,500 USD a month',
      'Rekening koran atau bukti pensiun yang menunjukkan penghasilan minimal 1.500 USD per bulan',
    ),
    requirement(
      'health-insurance',
      'Health insurance valid in Indonesia',
      'Asuransi kesehatan yang berlaku di Indonesia',
    ),
    requirement(
      'no-work-statement',
      'A signed statement that you will not work in Indonesia',
      'Surat pernyataan bermeterai bahwa Anda tidak akan bekerja di Indonesia',
    ),
  ]),
];

/**
 * Which requirement the file of each KITAP card's own file field is (permit-forms.ts KITAP_CARDS):
 * a file sent there needs no label of its own.
 */
export const KITAP_CARD_FILE_REQUIREMENT = {
  spouse: 'marriage-certificate',
  working: 'work-contract',
  investor: 'investment-proof',
  retirement: 'income-proof',
} as const satisfies Record<KitapCategory, string>;

// ---- Temporary stay permits (§9: 3-5 business days) ----

const stayProcessing = businessDays('3-5');

const STAY_PERMIT_PRODUCTS: readonly ServiceFacts[] = [
  product('on-arrival', { en: 'Stay Permit on Arrival', id: 'Izin Tinggal Saat Kedatangan' }, 49, stayProcessing, [
    passport,
    visaOnArrival,
    returnTicket,
    accommodation,
  ]),
  product('single-entry', { en: 'Single Entry Stay Permit', id: 'Izin Tinggal Sekali Masuk' }, 39, stayProcessing, [
    passport,
    sponsorLetter,
    returnTicket,
    proofOfFunds,
  ]),
  product(
    'multiple-entry',
    { en: 'Multiple Entry Stay Permit', id: 'Izin Tinggal Beberapa Kali Masuk' },
    89,
    stayProcessing,
    [passport, sponsorLetter, proofOfFunds, photo],
  ),
  product(
    'single-tourist',
    { en: 'Single Entry Tourist Stay Permit', id: 'Izin Tinggal Wisata Sekali Masuk' },
    29,
    stayProcessing,
    [passport, returnTicket, accommodation],
  ),
  product(
    'special-code-320',
    { en: 'Special Code 320 Stay Permit', id: 'Izin Tinggal Kode Khusus 320' },
    59,
    stayProcessing,
    [passport, sponsorLetter, photo],
  ),
  product('express', { en: 'Express Stay Permit', id: 'Izin Tinggal Ekspres' }, 99, stayProcessing, [
    passport,
    sponsorLetter,
    returnTicket,
  ]),
];

// ---- International visas (§9: 5-7 business days) ----

const internationalProcessing = businessDays('5-7');

const INTERNATIONAL_VISA_PRODUCTS: readonly ServiceFacts[] = [
  product('work', { en: 'Work Visa', id: 'Visa Kerja' }, 99, internationalProcessing, [
    passport,
    requirement('work-contract', 'Your work contract or job offer', 'Kontrak kerja atau surat penawaran kerja Anda'),
    employerSponsorLetter,
    requirement('cv-diploma', 'Your CV and your diploma', 'Daftar riwayat hidup dan ijazah Anda'),
  ]),
  product('student', { en: 'Student Visa', id: 'Visa Pelajar' }, 79, internationalProcessing, [
    passport,
    requirement('acceptance-letter', 'Your letter of acceptance', 'Surat penerimaan Anda'),
    requirement(
      'sponsor-letter',
      'A sponsor letter from the school or university',
      'Surat sponsor dari sekolah atau universitas',
    ),
    proofOfFunds,
  ]),
  product('medical', { en: 'Medical Visa', id: 'Visa Pengobatan' }, 109, internationalProcessing, [
    passport,
    requirement(
      'hospital-letter',
      'A letter from the Indonesian hospital or clinic confirming your treatment',
      'Surat dari rumah sakit atau klinik di Indonesia yang menyatakan rencana pengobatan Anda',
    ),
    requirement(
      'medical-records',
      'Your medical records or a doctor’s referral',
      'Rekam medis atau surat rujukan dokter Anda',
    ),
    proofOfFunds,
    photo,
  ]),
];

// ---- Additional services (§9: 5-7 days); they change a permit the visitor already holds ----

const additionalProcessing = days('5-7');

const ADDITIONAL_SERVICE_PRODUCTS: readonly ServiceFacts[] = [
  product('renewal', { en: 'Permit Renewal', id: 'Perpanjangan Izin' }, 69, additionalProcessing, [
    passport,
    currentPermit,
    sponsorLetter,
    photo,
  ]),
  product('transfer', { en: 'Permit Transfer', id: 'Pemindahan Izin' }, 79, additionalProcessing, [
    requirement('passports', 'Your old and your new passport', 'Paspor lama dan paspor baru Anda'),
    currentPermit,
    requirement(
      'new-sponsor-letter',
      'A letter from your new sponsor, if the sponsor changes',
      'Surat dari sponsor baru, jika sponsor berganti',
    ),
  ]),
  product(
    'multiple-entry-extension',
    { en: 'Multiple Entry Extension', id: 'Perpanjangan Beberapa Kali Masuk' },
    99,
    additionalProcessing,
    [passport, currentPermit, sponsorLetter],
  ),
  product('change-of-status', { en: 'Change of Status', id: 'Alih Status' }, 89, additionalProcessing, [
    passport,
    currentPermit,
    requirement(
      'new-permit-documents',
      'The documents the new permit asks for',
      'Dokumen yang dipersyaratkan untuk izin yang baru',
    ),
    sponsorLetter,
  ]),
  product('cancellation', { en: 'Permit Cancellation', id: 'Pembatalan Izin' }, 49, additionalProcessing, [
    passport,
    currentPermit,
    requirement(
      'sponsorship-end-letter',
      'A letter from your sponsor ending the sponsorship',
      'Surat dari sponsor yang mengakhiri penjaminan',
    ),
  ]),
  product(
    'application-assistance',
    { en: 'Application Assistance', id: 'Pendampingan Permohonan' },
    59,
    additionalProcessing,
    [
      passport,
      requirement(
        'own-documents',
        'The documents you already have for your application',
        'Dokumen yang sudah Anda miliki untuk permohonan Anda',
      ),
    ],
  ),
];

// ---- Visit visas (§9: 3-5 business days) ----

const visitProcessing = businessDays('3-5');

const VISIT_VISA_PRODUCTS: readonly ServiceFacts[] = [
  product(
    'extension-on-arrival',
    { en: 'Visa on Arrival Extension', id: 'Perpanjangan Visa Saat Kedatangan' },
    49,
    visitProcessing,
    [passport, visaOnArrival, returnTicket],
  ),
  product(
    'single-business',
    { en: 'Single Entry Business Visit Visa', id: 'Visa Kunjungan Bisnis Sekali Masuk' },
    39,
    visitProcessing,
    [
      passport,
      requirement(
        'invitation-letter',
        'An invitation letter from the company you visit',
        'Surat undangan dari perusahaan yang Anda kunjungi',
      ),
      returnTicket,
    ],
  ),
  product(
    'multiple-entry',
    { en: 'Multiple Entry Visit Visa', id: 'Visa Kunjungan Beberapa Kali Masuk' },
    89,
    visitProcessing,
    [passport, sponsorLetter, proofOfFunds, photo],
  ),
  product(
    'single-tourist',
    { en: 'Single Entry Tourist Visit Visa', id: 'Visa Kunjungan Wisata Sekali Masuk' },
    29,
    visitProcessing,
    [passport, returnTicket, proofOfFunds],
  ),
  product('code-320', { en: 'Code 320 Visit Visa', id: 'Visa Kunjungan Kode 320' }, 59, visitProcessing, [
    passport,
    sponsorLetter,
    photo,
  ]),
  product('express', { en: 'Express Visit Visa', id: 'Visa Kunjungan Ekspres' }, 99, visitProcessing, [
    passport,
    sponsorLetter,
    returnTicket,
  ]),
];

/** Each card screen's products, in the screen's order. */
export const PERMIT_PRODUCT_FACTS: Readonly<Record<PermitFormType, readonly ServiceFacts[]>> = {
  kitap: KITAP_PRODUCTS,
  'stay-permit': STAY_PERMIT_PRODUCTS,
  'international-visa': INTERNATIONAL_VISA_PRODUCTS,
  'additional-service': ADDITIONAL_SERVICE_PRODUCTS,
  'visit-visa': VISIT_VISA_PRODUCTS,
};
