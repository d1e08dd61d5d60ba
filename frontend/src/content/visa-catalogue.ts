// The Indonesia visa services catalogue (product §3 "Visa service" and its table), in the product's
// order. The prices are our service fees in USD; government visa fees are paid separately.
// DESIGN improvement 9: the original repeated "Medical Treatment Multiple Entry Visa (1 Years)"
// several times and reused id 8; here every service appears once, under an id of its own.

import { catalogueService, type Requirement, visaServiceKey } from '@cipta/domain/catalogue';
import type { Localized } from './localized';
import type { IconName } from '../lib/icon-names';

/**
 * The catalogue's visa types. The original wrote "Medical" and "Social" capitalised in places;
 * the search compares types case-insensitively (product §5), so we store them in lower case.
 * "social" belongs to no Purpose of Visit, so only the free-text search finds that service.
 */
export type VisaServiceType = 'tourist' | 'business' | 'family' | 'medical' | 'transit' | 'social' | 'work';

export type VisaServiceDetails = Readonly<{
  validity: Localized;
  maxStay: Localized;
  entries: Localized;
  interview: Localized;
}>;

export type VisaService = Readonly<{
  /** A slug, unique in the catalogue. */
  id: string;
  country: 'indonesia';
  countryName: Localized;
  visaType: VisaServiceType;
  title: Localized;
  description: Localized;
  /** The price as shown, e.g. "USD 35": our service fee. */
  price: string;
  priceNumeric: number;
  processingTime: Localized;
  /** What the Info modal lists under Requirements: the page's own advice. */
  requirements: readonly Localized[];
  /** The documents the apply form asks for (product §5.8), each under the id an uploaded file names. */
  requiredDocuments: readonly Requirement[];
  /** A percentage from 0 to 100; the screen prints it as "99%". */
  successRate: number;
  /** The card's icon (an SVG, components/icon). */
  icon: IconName;
  /** A hex colour for the icon's background. */
  iconColor: string;
  features: readonly Localized[];
  detailedInfo: VisaServiceDetails;
  allowedActivities: readonly Localized[];
  restrictions?: readonly Localized[];
  penalties?: Localized;
}>;

// ---- Texts several services share ----

const indonesia: Localized = { en: 'Indonesia', id: 'Indonesia' };

/** product §3: a passport must be valid for at least 6 months. */
const passport: Localized = {
  en: 'Passport valid for at least 6 months from your date of arrival',
  id: 'Paspor yang masih berlaku minimal 6 bulan sejak tanggal kedatangan',
};
const photo: Localized = { en: 'A recent colour passport photo', id: 'Pas foto berwarna terbaru' };
const returnTicket: Localized = {
  en: 'A return ticket, or an onward ticket to another country',
  id: 'Tiket pulang, atau tiket lanjutan ke negara lain',
};
const proofOfFunds: Localized = {
  en: 'Proof of enough money for your stay, such as a recent bank statement',
  id: 'Bukti dana yang cukup selama tinggal, misalnya rekening koran terbaru',
};

const singleEntry: Localized = { en: 'Single entry', id: 'Sekali masuk' };
const multipleEntry: Localized = { en: 'Multiple entry', id: 'Beberapa kali masuk' };
const noInterview: Localized = { en: 'Not required', id: 'Tidak diperlukan' };
const interviewRare: Localized = {
  en: 'Not usually required; immigration may ask you to come in',
  id: 'Biasanya tidak diperlukan; pihak imigrasi dapat meminta Anda datang',
};

const thirtyDaysFromEntry: Localized = { en: '30 days from the date of entry', id: '30 hari sejak tanggal masuk' };
/** product §3: multiple-entry types allow up to 60 days per entry. */
const sixtyDaysPerEntry: Localized = { en: 'Up to 60 days per entry', id: 'Hingga 60 hari per kedatangan' };
const sixtyDays: Localized = { en: 'Up to 60 days', id: 'Hingga 60 hari' };
/** product §3: the medical visa must be used within 90 days of issue. */
const usedWithin90Days: Localized = {
  en: 'Must be used within 90 days of issue',
  id: 'Harus digunakan dalam 90 hari sejak tanggal terbit',
};
const validFor = (years: 1 | 2): Localized => ({
  en: `${years} ${years === 1 ? 'year' : 'years'} from the date of issue`,
  id: `${years} tahun sejak tanggal terbit`,
});

const holidays: Localized = { en: 'Holidays and sightseeing', id: 'Liburan dan wisata' };
const familyAndFriends: Localized = { en: 'Visiting family and friends', id: 'Mengunjungi keluarga dan teman' };
const treatment: Localized = {
  en: 'Medical treatment, consultations and check-ups at Indonesian hospitals and clinics',
  id: 'Pengobatan, konsultasi, dan pemeriksaan kesehatan di rumah sakit dan klinik Indonesia',
};
const recovery: Localized = {
  en: 'Resting and recovering after treatment',
  id: 'Beristirahat dan memulihkan diri setelah pengobatan',
};
const followUps: Localized = {
  en: 'Coming back for follow-up visits and further treatment',
  id: 'Kembali untuk kontrol dan pengobatan lanjutan',
};

const noWork: Localized = {
  en: 'No employment or paid work in Indonesia',
  id: 'Dilarang bekerja atau menerima upah di Indonesia',
};
const noSelling: Localized = { en: 'No selling of goods or services', id: 'Dilarang menjual barang atau jasa' };
const endsOnLeaving: Localized = {
  en: 'Single entry: the visa ends when you leave Indonesia',
  id: 'Sekali masuk: visa berakhir saat Anda meninggalkan Indonesia',
};
const notResidence: Localized = {
  en: 'A visitor visa, not a residence permit',
  id: 'Visa kunjungan, bukan izin tinggal terbatas',
};

const overstayFine: Localized = {
  en: 'Overstaying costs IDR 1,000,000 for each day; a long overstay can lead to deportation and a ban on re-entering Indonesia.',
  id: 'Melebihi izin tinggal dikenai denda Rp1.000.000 per hari; pelanggaran yang lama dapat berujung deportasi dan penangkalan masuk kembali ke Indonesia.',
};

/** Says honestly what the price covers: our work, not the government's fee. */
function serviceFee(priceUsd: number): Localized {
  return {
    en: `The USD ${priceUsd} shown is our service fee; the government visa fee is not included and paid separately: we quote it at your free consultation.`,
    id: `Harga USD ${priceUsd} adalah biaya layanan kami; biaya visa pemerintah tidak termasuk dan dibayar terpisah: kami sampaikan besarnya saat konsultasi gratis.`,
  };
}

/** The facts the catalogue holds (@cipta/domain/catalogue), which the page does not repeat. */
type CatalogueFacts = 'title' | 'price' | 'priceNumeric' | 'processingTime' | 'requiredDocuments';

type ServiceDraft = Omit<VisaService, 'country' | 'countryName' | 'description' | CatalogueFacts> & {
  /** The description before the sentence about the fee, which every service ends with. */
  about: Localized;
};

/** A card: the catalogue's service of this id (title, price, processing time, documents) with the page's copy. */
function defineService({ about, ...draft }: ServiceDraft): VisaService {
  const facts = catalogueService(visaServiceKey(draft.id));
  if (!facts) throw new Error(`the catalogue has no visa service ${draft.id}`);
  const fee = serviceFee(facts.price.amount);
  return {
    ...draft,
    country: 'indonesia',
    countryName: indonesia,
    title: facts.title,
    price: facts.price.text.en,
    priceNumeric: facts.price.amount,
    processingTime: facts.processingTime,
    requiredDocuments: facts.requirements,
    description: { en: `${about.en} ${fee.en}`, id: `${about.id} ${fee.id}` },
  };
}

// ---- The catalogue (product §3), in the product's order; each id is a service of the domain's catalogue ----

export const visaServices: readonly VisaService[] = [
  defineService({
    id: 'b1-visa-on-arrival',
    visaType: 'tourist',
    about: {
      en: 'The electronic visa on arrival (e-VOA) for holidays, family visits and short business meetings, open to citizens of eligible countries. It gives you 30 days in Indonesia and can be extended once, for another 30 days. The government fee is IDR 500,000.',
      id: 'Visa kunjungan saat kedatangan elektronik (e-VOA) untuk liburan, kunjungan keluarga, dan rapat bisnis singkat, bagi warga negara yang memenuhi syarat. Visa ini memberi izin tinggal 30 hari di Indonesia dan dapat diperpanjang satu kali untuk 30 hari berikutnya. Biaya pemerintahnya Rp500.000.',
    },
    requirements: [
      passport,
      returnTicket,
      {
        en: 'Citizenship of a country eligible for the visa on arrival',
        id: 'Kewarganegaraan dari negara yang berhak atas visa kunjungan saat kedatangan',
      },
    ],
    successRate: 99,
    icon: 'island',
    iconColor: '#1c58c9',
    features: [
      {
        en: 'Applied for online before you fly, or bought at the arrival counter',
        id: 'Diajukan daring sebelum berangkat, atau dibeli di loket kedatangan',
      },
      { en: 'Extendable once, for another 30 days', id: 'Dapat diperpanjang satu kali untuk 30 hari berikutnya' },
      {
        en: "Accepted at Indonesia's main international airports and seaports",
        id: 'Berlaku di bandara dan pelabuhan internasional utama Indonesia',
      },
    ],
    detailedInfo: {
      validity: thirtyDaysFromEntry,
      maxStay: {
        en: '30 days, extendable once for another 30 days (60 days in all)',
        id: '30 hari, dapat diperpanjang satu kali untuk 30 hari berikutnya (total 60 hari)',
      },
      entries: singleEntry,
      interview: noInterview,
    },
    allowedActivities: [
      holidays,
      familyAndFriends,
      { en: 'Business meetings and talks', id: 'Rapat dan pembicaraan bisnis' },
      { en: 'Buying goods', id: 'Membeli barang' },
      { en: 'Passing through on the way to another country', id: 'Singgah dalam perjalanan ke negara lain' },
    ],
    restrictions: [
      noWork,
      noSelling,
      {
        en: 'Extendable only once; a longer stay needs a different visa',
        id: 'Hanya dapat diperpanjang satu kali; untuk tinggal lebih lama diperlukan visa lain',
      },
    ],
    penalties: overstayFine,
  }),
  defineService({
    id: 'c1-tourist-single-entry',
    visaType: 'tourist',
    about: {
      en: 'A single-entry visitor visa for a holiday in Indonesia, granted as an e-visa before you travel, also for nationalities that cannot get a visa on arrival. Once it is granted, the border check on arrival is all that is left.',
      id: 'Visa kunjungan sekali perjalanan untuk berlibur di Indonesia, diberikan sebagai e-visa sebelum Anda berangkat, juga bagi kewarganegaraan yang tidak bisa memperoleh visa kunjungan saat kedatangan. Setelah visa terbit, yang tersisa hanya pemeriksaan imigrasi saat tiba.',
    },
    requirements: [passport, photo, returnTicket, proofOfFunds],
    successRate: 99,
    icon: 'palm',
    iconColor: '#2a63cc',
    features: [
      {
        en: 'Granted before you travel: no queue at the visa counter',
        id: 'Terbit sebelum berangkat: tanpa antre di loket visa',
      },
      {
        en: 'Also for nationalities without the visa on arrival',
        id: 'Juga bagi kewarganegaraan tanpa fasilitas visa kunjungan saat kedatangan',
      },
      {
        en: 'Extendable at an immigration office in Indonesia',
        id: 'Dapat diperpanjang di kantor imigrasi di Indonesia',
      },
    ],
    detailedInfo: {
      validity: thirtyDaysFromEntry,
      maxStay: { en: '30 days', id: '30 hari' },
      entries: singleEntry,
      interview: noInterview,
    },
    allowedActivities: [holidays, familyAndFriends],
    restrictions: [noWork, noSelling, endsOnLeaving],
    penalties: overstayFine,
  }),
  defineService({
    id: 'tourist-multiple-entry',
    visaType: 'tourist',
    about: {
      en: 'For frequent visitors who come back to Indonesia again and again: one e-visa covers every trip while it is valid, with up to 60 days in the country each time.',
      id: 'Untuk pengunjung yang sering kembali ke Indonesia: satu e-visa berlaku untuk setiap perjalanan selama masa berlakunya, dengan izin tinggal hingga 60 hari setiap kali datang.',
    },
    requirements: [passport, photo, proofOfFunds, { en: 'Your travel plans', id: 'Rencana perjalanan Anda' }],
    successRate: 95,
    icon: 'plane',
    iconColor: '#0f48b2',
    features: [
      {
        en: 'Enter and leave as often as you like while the visa is valid',
        id: 'Keluar-masuk sesering yang Anda perlukan selama visa berlaku',
      },
      sixtyDaysPerEntry,
      { en: 'One application for all your trips', id: 'Satu permohonan untuk semua perjalanan Anda' },
    ],
    detailedInfo: {
      validity: {
        en: '2 or 5 years from the date of issue, as granted',
        id: '2 atau 5 tahun sejak tanggal terbit, sesuai yang diberikan',
      },
      maxStay: sixtyDaysPerEntry,
      entries: multipleEntry,
      interview: interviewRare,
    },
    allowedActivities: [holidays, familyAndFriends],
    restrictions: [noWork, noSelling, notResidence],
    penalties: overstayFine,
  }),
  defineService({
    id: 'tourist-multiple-entry-1-year',
    visaType: 'tourist',
    about: {
      en: 'The one-year multiple-entry tourist visa, for visitors who expect several trips to Indonesia in the next twelve months, each of up to 60 days.',
      id: 'Visa wisata beberapa kali perjalanan yang berlaku satu tahun, bagi pengunjung yang merencanakan beberapa perjalanan ke Indonesia dalam dua belas bulan ke depan, masing-masing hingga 60 hari.',
    },
    requirements: [passport, photo, proofOfFunds, { en: 'Your travel plans', id: 'Rencana perjalanan Anda' }],
    successRate: 92,
    icon: 'calendar',
    iconColor: '#0b3d91',
    features: [
      { en: 'Any number of trips within one year', id: 'Perjalanan berapa kali pun dalam satu tahun' },
      sixtyDaysPerEntry,
      { en: 'One application for a year of travel', id: 'Satu permohonan untuk perjalanan setahun' },
    ],
    detailedInfo: {
      validity: validFor(1),
      maxStay: sixtyDaysPerEntry,
      entries: multipleEntry,
      interview: interviewRare,
    },
    allowedActivities: [holidays, familyAndFriends],
    restrictions: [noWork, noSelling, notResidence],
    penalties: overstayFine,
  }),
  defineService({
    id: 'medical-treatment',
    visaType: 'medical',
    about: {
      en: 'A single-entry visitor visa for treatment, consultations or check-ups at a hospital or clinic in Indonesia. It must be used within 90 days of issue.',
      id: 'Visa kunjungan sekali perjalanan untuk pengobatan, konsultasi, atau pemeriksaan kesehatan di rumah sakit atau klinik di Indonesia. Visa ini harus digunakan dalam 90 hari sejak tanggal terbit.',
    },
    requirements: [
      passport,
      photo,
      {
        en: 'A letter from the Indonesian hospital or clinic confirming your treatment',
        id: 'Surat dari rumah sakit atau klinik di Indonesia yang menerangkan pengobatan Anda',
      },
      proofOfFunds,
      returnTicket,
    ],
    successRate: 98,
    icon: 'hospital',
    iconColor: '#0b7285',
    features: [
      {
        en: 'For treatment at licensed Indonesian hospitals and clinics',
        id: 'Untuk pengobatan di rumah sakit dan klinik berizin di Indonesia',
      },
      { en: 'Time to rest and recover after treatment', id: 'Waktu untuk beristirahat dan pulih setelah pengobatan' },
      {
        en: 'We check the hospital letter before filing',
        id: 'Kami memeriksa surat rumah sakit sebelum permohonan diajukan',
      },
    ],
    detailedInfo: {
      validity: usedWithin90Days,
      maxStay: sixtyDays,
      entries: singleEntry,
      interview: interviewRare,
    },
    allowedActivities: [treatment, recovery],
    restrictions: [noWork, noSelling, endsOnLeaving],
    penalties: overstayFine,
  }),
  defineService({
    id: 'transit',
    visaType: 'transit',
    about: {
      en: 'For travellers stopping in Indonesia on their way to another country, with up to 7 days before they continue their journey.',
      id: 'Untuk pelaku perjalanan yang singgah di Indonesia dalam perjalanan ke negara lain, dengan waktu hingga 7 hari sebelum melanjutkan perjalanan.',
    },
    requirements: [
      passport,
      { en: 'A confirmed onward ticket to another country', id: 'Tiket lanjutan terkonfirmasi ke negara lain' },
      {
        en: 'A visa for your next destination, where it requires one',
        id: 'Visa untuk negara tujuan berikutnya, bila diwajibkan',
      },
    ],
    successRate: 99,
    icon: 'departure',
    iconColor: '#4276d2',
    features: [
      { en: 'A short stop on the way to another country', id: 'Singgah sebentar dalam perjalanan ke negara lain' },
      { en: 'Handled on arrival', id: 'Diurus saat kedatangan' },
      { en: 'Up to 7 days', id: 'Hingga 7 hari' },
    ],
    detailedInfo: {
      validity: { en: '7 days from the date of entry', id: '7 hari sejak tanggal masuk' },
      maxStay: { en: '7 days', id: '7 hari' },
      entries: singleEntry,
      interview: noInterview,
    },
    allowedActivities: [
      { en: 'Waiting for your connecting flight or ship', id: 'Menunggu penerbangan atau kapal lanjutan' },
      { en: 'Resting at a hotel before you travel on', id: 'Beristirahat di hotel sebelum melanjutkan perjalanan' },
    ],
    restrictions: [
      noWork,
      {
        en: 'You must travel on to another country within 7 days',
        id: 'Anda wajib melanjutkan perjalanan ke negara lain dalam 7 hari',
      },
    ],
    penalties: overstayFine,
  }),
  defineService({
    id: 'medical-multiple-entry-2-years',
    visaType: 'medical',
    about: {
      en: 'For patients whose treatment runs over many months, such as a course of therapy with regular follow-ups: one visa covers every trip for two years, with up to 60 days in Indonesia each time.',
      id: 'Untuk pasien yang menjalani pengobatan berbulan-bulan, misalnya terapi dengan kontrol rutin: satu visa berlaku untuk setiap perjalanan selama dua tahun, dengan izin tinggal hingga 60 hari setiap kali datang.',
    },
    requirements: [
      passport,
      photo,
      {
        en: 'A letter from your Indonesian hospital or doctor describing the treatment plan',
        id: 'Surat dari rumah sakit atau dokter Anda di Indonesia yang menjelaskan rencana pengobatan',
      },
      proofOfFunds,
    ],
    successRate: 96,
    icon: 'stethoscope',
    iconColor: '#1098ad',
    features: [
      {
        en: 'Any number of trips for treatment over two years',
        id: 'Perjalanan pengobatan berapa kali pun selama dua tahun',
      },
      sixtyDaysPerEntry,
      { en: 'Suited to long courses of treatment', id: 'Cocok untuk pengobatan jangka panjang' },
    ],
    detailedInfo: {
      validity: validFor(2),
      maxStay: sixtyDaysPerEntry,
      entries: multipleEntry,
      interview: interviewRare,
    },
    allowedActivities: [treatment, followUps, recovery],
    restrictions: [noWork, noSelling],
    penalties: overstayFine,
  }),
  defineService({
    id: 'medical-multiple-entry-1-year',
    visaType: 'medical',
    about: {
      en: 'For patients who need several trips to Indonesia for treatment within a year, such as surgery followed by check-ups: one visa covers every trip, with up to 60 days in Indonesia each time.',
      id: 'Untuk pasien yang perlu beberapa kali ke Indonesia untuk berobat dalam setahun, misalnya operasi yang diikuti pemeriksaan lanjutan: satu visa berlaku untuk setiap perjalanan, dengan izin tinggal hingga 60 hari setiap kali datang.',
    },
    requirements: [
      passport,
      photo,
      {
        en: 'A letter from your Indonesian hospital or doctor describing the treatment plan',
        id: 'Surat dari rumah sakit atau dokter Anda di Indonesia yang menjelaskan rencana pengobatan',
      },
      proofOfFunds,
    ],
    successRate: 94,
    icon: 'pill',
    iconColor: '#0c8599',
    features: [
      {
        en: 'Any number of trips for treatment within one year',
        id: 'Perjalanan pengobatan berapa kali pun dalam satu tahun',
      },
      sixtyDaysPerEntry,
      { en: 'Suited to treatment with follow-up visits', id: 'Cocok untuk pengobatan dengan kontrol lanjutan' },
    ],
    detailedInfo: {
      validity: validFor(1),
      maxStay: sixtyDaysPerEntry,
      entries: multipleEntry,
      interview: interviewRare,
    },
    allowedActivities: [treatment, followUps, recovery],
    restrictions: [noWork, noSelling],
    penalties: overstayFine,
  }),
  defineService({
    id: 'social-humanitarian-volunteering',
    visaType: 'social',
    about: {
      en: 'A single-entry visitor visa for unpaid social, humanitarian and volunteer work with an Indonesian organisation that sponsors you, such as disaster relief, community programmes or conservation projects.',
      id: 'Visa kunjungan sekali perjalanan untuk kegiatan sosial, kemanusiaan, dan kerelawanan tanpa upah bersama organisasi di Indonesia yang menjadi penjamin Anda, seperti penanggulangan bencana, program masyarakat, atau proyek konservasi.',
    },
    requirements: [
      passport,
      photo,
      {
        en: 'An invitation and sponsor letter from the Indonesian organisation you will work with',
        id: 'Surat undangan dan penjaminan dari organisasi di Indonesia tempat Anda berkegiatan',
      },
      proofOfFunds,
      returnTicket,
    ],
    successRate: 94,
    icon: 'handshake',
    iconColor: '#6a94dc',
    features: [
      { en: 'Sponsored by your host organisation', id: 'Dijamin oleh organisasi tuan rumah Anda' },
      {
        en: 'Covers unpaid volunteering, which tourist visas do not',
        id: 'Mencakup kegiatan relawan tanpa upah, yang tidak dicakup visa wisata',
      },
      { en: 'Single entry, up to 60 days', id: 'Sekali masuk, hingga 60 hari' },
    ],
    detailedInfo: {
      validity: usedWithin90Days,
      maxStay: sixtyDays,
      entries: singleEntry,
      interview: interviewRare,
    },
    allowedActivities: [
      {
        en: 'Unpaid volunteering with the organisation that sponsors you',
        id: 'Kegiatan relawan tanpa upah bersama organisasi penjamin Anda',
      },
      {
        en: 'Humanitarian aid and disaster relief',
        id: 'Bantuan kemanusiaan dan penanggulangan bencana',
      },
      { en: 'Social and community activities', id: 'Kegiatan sosial dan kemasyarakatan' },
    ],
    restrictions: [
      {
        en: 'No paid work: your volunteering must be unpaid',
        id: 'Dilarang bekerja dengan upah: kegiatan relawan harus tanpa upah',
      },
      noSelling,
      endsOnLeaving,
    ],
    penalties: overstayFine,
  }),
  // Not in the product's table: the form's Purpose "Work" and its work-type question (product §3 "Visa
  // application") had no service to lead to (docs/decisions.md, "A working visa in the catalogue").
  defineService({
    id: 'working-kitas-e23',
    visaType: 'work',
    about: {
      en: 'For foreign professionals and skilled workers hired by a company in Indonesia: the E23 working visa, then the limited stay permit (KITAS) you live and work on. Your employer sponsors you and obtains the foreign worker plan (RPTKA) from the Ministry of Manpower; we prepare and file the rest.',
      id: 'Untuk tenaga profesional dan tenaga terampil asing yang dipekerjakan perusahaan di Indonesia: visa kerja E23, lalu izin tinggal terbatas (KITAS) untuk tinggal dan bekerja. Pemberi kerja menjadi penjamin Anda dan mengurus rencana penggunaan tenaga kerja asing (RPTKA) di Kementerian Ketenagakerjaan; sisanya kami siapkan dan ajukan.',
    },
    requirements: [
      passport,
      photo,
      {
        en: 'Your employment contract and the approved foreign worker plan (RPTKA) from your employer',
        id: 'Kontrak kerja dan rencana penggunaan tenaga kerja asing (RPTKA) yang telah disetujui dari pemberi kerja',
      },
      {
        en: 'Your CV, diplomas and proof of at least 5 years of work experience in the field',
        id: 'Daftar riwayat hidup, ijazah, dan bukti pengalaman kerja minimal 5 tahun di bidangnya',
      },
    ],
    successRate: 93,
    icon: 'briefcase',
    iconColor: '#5c7cfa',
    features: [
      { en: 'Visa and stay permit in one service', id: 'Visa dan izin tinggal dalam satu layanan' },
      {
        en: 'Lets you live and work in Indonesia for your employer',
        id: 'Mengizinkan Anda tinggal dan bekerja di Indonesia untuk pemberi kerja Anda',
      },
      { en: 'Renewable while your contract lasts', id: 'Dapat diperpanjang selama kontrak kerja berlaku' },
    ],
    detailedInfo: {
      validity: validFor(1),
      maxStay: {
        en: 'The length of your stay permit, up to 1 year at a time',
        id: 'Sepanjang masa izin tinggal Anda, hingga 1 tahun setiap kali',
      },
      entries: { en: 'Multiple entry, with a re-entry permit', id: 'Beberapa kali masuk, dengan izin masuk kembali' },
      interview: {
        en: 'Biometrics and a short interview at the immigration office after arrival',
        id: 'Pengambilan biometrik dan wawancara singkat di kantor imigrasi setelah tiba',
      },
    },
    allowedActivities: [
      {
        en: 'Working for the company that sponsors you, in the position named in your permit',
        id: 'Bekerja untuk perusahaan penjamin Anda, pada jabatan yang tercantum dalam izin',
      },
      {
        en: 'Living in Indonesia and opening a local bank account',
        id: 'Tinggal di Indonesia dan membuka rekening bank lokal',
      },
    ],
    restrictions: [
      {
        en: 'No work for another employer or in another position',
        id: 'Dilarang bekerja untuk pemberi kerja lain atau pada jabatan lain',
      },
      {
        en: 'The permit ends with your employment; your employer must report it',
        id: 'Izin berakhir bersama hubungan kerja Anda; pemberi kerja wajib melaporkannya',
      },
    ],
    penalties: overstayFine,
  }),
];

export function visaServiceById(id: string): VisaService | undefined {
  return visaServices.find((service) => service.id === id);
}
