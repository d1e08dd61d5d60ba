// The home page's copy below the hero (product §2 Home, §3 Promo slide, Working-process step,
// Testimonial). The hero's own copy is in hero.ts, so the first paint loads only that.
// Images are not imported here: the app maps each slide id to its illustration.

import { PROMO_DISCOUNT_PERCENT } from '@cipta/domain/constants';
import type { Localized } from './localized';

const discount = `${PROMO_DISCOUNT_PERCENT}%`;

// ---- Promo banner ----

/** product §3: the three promo slides, in this order. */
export const PROMO_SLIDE_IDS = ['express-visa', 'bali-tour', 'family-visa'] as const;
export type PromoSlideId = (typeof PROMO_SLIDE_IDS)[number];

export type PromoSlide = Readonly<{
  id: PromoSlideId;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  /** product §9: every slide shows 77% OFF. */
  discountPercent: number;
  validUntil: Localized;
  /** Describes the illustration the app shows for this slide. */
  imageAlt: Localized;
}>;

const promoValidUntil: Localized = {
  en: 'Valid until 31 December 2026',
  id: 'Berlaku hingga 31 Desember 2026',
};

export const promoSlides: readonly PromoSlide[] = [
  {
    id: 'express-visa',
    title: { en: 'Express Visa Discount', id: 'Diskon Visa Ekspres' },
    subtitle: { en: 'Priority handling when time is short', id: 'Penanganan prioritas saat waktu Anda mepet' },
    description: {
      en: `Save ${discount} on our service fee when we prepare and file your visa ahead of our regular queue. Government visa fees are paid in full as usual, and the immigration decision time stays with the authorities.`,
      id: `Hemat ${discount} biaya layanan kami untuk visa yang kami siapkan dan ajukan lebih dulu dari antrean biasa. Biaya visa pemerintah tetap dibayar penuh, dan lama keputusan tetap berada di tangan pihak imigrasi.`,
    },
    discountPercent: PROMO_DISCOUNT_PERCENT,
    validUntil: promoValidUntil,
    imageAlt: { en: 'A passport lying next to a stopwatch', id: 'Sebuah paspor tergeletak di samping stopwatch' },
  },
  {
    id: 'bali-tour',
    title: { en: 'Bali Tour Package', id: 'Paket Wisata Bali' },
    subtitle: { en: 'The visa side of your Bali holiday, sorted', id: 'Urusan visa liburan Bali Anda, beres' },
    description: {
      en: `Travelling to Bali as a group? We apply for everyone's e-VOA with ${discount} off our service fee. The government fee of IDR 500,000 per e-VOA stays the same.`,
      id: `Berlibur ke Bali bersama rombongan? Kami ajukan e-VOA untuk semua anggota dengan potongan ${discount} dari biaya layanan kami. Biaya pemerintah sebesar Rp500.000 per e-VOA tetap sama.`,
    },
    discountPercent: PROMO_DISCOUNT_PERCENT,
    validUntil: promoValidUntil,
    imageAlt: {
      en: 'A Balinese split temple gate with green rice terraces behind it',
      id: 'Gerbang candi bentar khas Bali dengan sawah terasering hijau di belakangnya',
    },
  },
  {
    id: 'family-visa',
    title: { en: 'Family Visa Bundle', id: 'Paket Visa Keluarga' },
    subtitle: { en: 'One file for the whole family', id: 'Satu pengurusan untuk seluruh keluarga' },
    description: {
      en: `Moving to Indonesia with your spouse and children? We prepare the family's stay permits together, with ${discount} off our service fee; government fees per person are unchanged.`,
      id: `Pindah ke Indonesia bersama pasangan dan anak-anak? Kami siapkan izin tinggal seluruh keluarga sekaligus dengan potongan ${discount} dari biaya layanan kami; biaya pemerintah per orang tidak berubah.`,
    },
    discountPercent: PROMO_DISCOUNT_PERCENT,
    validUntil: promoValidUntil,
    imageAlt: {
      en: 'A family of four standing in front of their house',
      id: 'Keluarga beranggotakan empat orang berdiri di depan rumah mereka',
    },
  },
];

// ---- Working process ----

/** product §1: the four steps of the working process, in order. */
export const WORKING_STEP_IDS = ['consultation', 'documents', 'verification', 'completion'] as const;
export type WorkingStepId = (typeof WORKING_STEP_IDS)[number];

export type WorkingStep = Readonly<{ id: WorkingStepId; title: Localized; description: Localized }>;

export const workingSteps: readonly WorkingStep[] = [
  {
    id: 'consultation',
    title: { en: 'Free Consultation', id: 'Konsultasi Gratis' },
    description: {
      en: 'Tell us why you are coming to Indonesia and for how long. In a free 20-minute call we recommend the visa or permit that fits, with its costs and timeline.',
      id: 'Ceritakan tujuan dan lama rencana Anda di Indonesia. Dalam konsultasi gratis selama 20 menit, kami sarankan visa atau izin yang sesuai beserta biaya dan perkiraan waktunya.',
    },
  },
  {
    id: 'documents',
    title: { en: 'Document Submission', id: 'Pengiriman Dokumen' },
    description: {
      en: 'Send us your passport scan, photo and the supporting documents on your checklist. We check every page before anything goes to immigration.',
      id: 'Kirimkan pindaian paspor, foto, dan dokumen pendukung sesuai daftar periksa Anda. Kami memeriksa setiap halaman sebelum apa pun diajukan ke imigrasi.',
    },
  },
  {
    id: 'verification',
    title: { en: 'Application & Verification', id: 'Permohonan & Verifikasi' },
    description: {
      en: 'We file your application with the Indonesian immigration authorities and follow it through their checks, answering any questions they raise.',
      id: 'Kami mengajukan permohonan Anda ke Direktorat Jenderal Imigrasi dan mengawalnya selama proses verifikasi, termasuk menjawab pertanyaan dari petugas.',
    },
  },
  {
    id: 'completion',
    title: { en: 'Visa Completion', id: 'Visa Selesai' },
    description: {
      en: 'Once approved, you receive your visa or permit, and we explain what it allows and when it needs extending or reporting.',
      id: 'Setelah disetujui, Anda menerima visa atau izin Anda, lalu kami jelaskan apa saja yang diperbolehkan serta kapan harus diperpanjang atau dilaporkan.',
    },
  },
];

// ---- Testimonials ----

export type Testimonial = Readonly<{
  id: string;
  /** A client's own name: the same in both languages. */
  name: string;
  /** product §3 "username": a short handle. */
  username: string;
  text: Localized;
}>;

export const testimonials: readonly Testimonial[] = [
  {
    id: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    username: '@sarah.in.bali',
    text: {
      en: 'I came to Bali on an e-VOA and soon wanted to stay longer. Cipta Visa filed my 30-day extension a week before the deadline and told me the full cost up front. No last-minute panic, and no overstay.',
      id: 'Saya datang ke Bali dengan e-VOA dan tak lama kemudian ingin tinggal lebih lama. Cipta Visa mengajukan perpanjangan 30 hari saya seminggu sebelum batas waktu dan menyebutkan seluruh biayanya sejak awal. Tidak ada panik di menit terakhir, dan tidak ada overstay.',
    },
  },
  {
    id: 'kenji-watanabe',
    name: 'Kenji Watanabe',
    username: '@kenji_w',
    text: {
      en: 'My employer needed my work KITAS before a project started in Jakarta. The team worked directly with our HR department, spotted a missing signature on my contract early, and the permit was ready on time.',
      id: 'Perusahaan saya membutuhkan KITAS kerja saya sebelum proyek di Jakarta dimulai. Timnya bekerja langsung dengan bagian HR kami, menemukan tanda tangan yang terlewat di kontrak saya sejak awal, dan izinnya selesai tepat waktu.',
    },
  },
  {
    id: 'lukas-becker',
    name: 'Lukas Becker',
    username: '@lukas.becker',
    text: {
      en: 'After two years on a family KITAS sponsored by my wife, I switched to a KITAP with their help. They told us which documents needed a sworn translation and what to expect at the home visit. Five years without a yearly renewal is a real relief.',
      id: 'Setelah dua tahun memegang KITAS keluarga dengan istri saya sebagai sponsor, saya beralih ke KITAP dengan bantuan mereka. Mereka memberi tahu dokumen mana yang perlu diterjemahkan penerjemah tersumpah dan apa yang terjadi saat kunjungan ke rumah. Lima tahun tanpa perpanjangan tahunan sungguh melegakan.',
    },
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    username: '@priyaraman',
    text: {
      en: 'I visit suppliers in Surabaya and Jakarta several times a year. Instead of a new visa for every trip, they recommended a multiple-entry business visa and were clear about what I may and may not do on it.',
      id: 'Saya mengunjungi pemasok di Surabaya dan Jakarta beberapa kali setahun. Alih-alih membuat visa baru untuk setiap perjalanan, mereka menyarankan visa bisnis multiple entry dan menjelaskan dengan gamblang apa yang boleh dan tidak boleh saya lakukan dengannya.',
    },
  },
  {
    id: 'daniel-oconnor',
    name: "Daniel O'Connor",
    username: '@dan.oconnor',
    text: {
      en: 'My wife and I retired to Sanur, and the retirement KITAS paperwork looked daunting. The Bali office walked us through the insurance and pension documents and answered every message, and we collected our permits without a hitch.',
      id: 'Saya dan istri pensiun di Sanur, dan berkas KITAS pensiun tampak merepotkan. Kantor Bali memandu kami menyiapkan dokumen asuransi dan dana pensiun, menjawab setiap pesan kami, dan izin kami pun terbit tanpa kendala.',
    },
  },
];
