// The About page's team (product §2 "About us", §3 "Team member"): five people, invented for this
// site as placeholders the company replaces with its own staff. Images are not imported here:
// the app maps each key to its portrait.
import type { Localized } from './localized';

export const TEAM_MEMBER_KEYS = [
  'rina-wulandari',
  'arif-setiawan',
  'maya-kusuma',
  'david-hartono',
  'made-wirawan',
] as const;
export type TeamMemberKey = (typeof TEAM_MEMBER_KEYS)[number];

export type TeamMember = Readonly<{
  key: TeamMemberKey;
  name: string;
  position: Localized;
  /** Years of experience, shown as "8+ years" (product §3). */
  experienceYears: number;
  bio: Localized;
  skills: readonly Localized[];
  /** product §3: absent for some; the modal shows a dash. */
  education?: Localized;
}>;

export const team: readonly TeamMember[] = [
  {
    key: 'rina-wulandari',
    name: 'Rina Wulandari',
    position: { en: 'Managing Director', id: 'Direktur Pelaksana' },
    experienceYears: 8,
    bio: {
      en: 'Rina leads our immigration practice and signs off every permanent residence (KITAP) and corporate sponsorship file before it goes to the immigration office. She keeps the team current when regulations change, and meets clients whose cases need a second look.',
      id: 'Rina memimpin layanan keimigrasian kami dan memeriksa setiap berkas izin tinggal tetap (KITAP) dan sponsor perusahaan sebelum diajukan ke kantor imigrasi. Ia memastikan tim selalu mengikuti perubahan peraturan, dan menemui klien yang kasusnya perlu ditinjau ulang.',
    },
    skills: [
      { en: 'Immigration regulations', id: 'Peraturan keimigrasian' },
      { en: 'KITAP and permanent residence', id: 'KITAP dan izin tinggal tetap' },
      { en: 'Corporate sponsorship', id: 'Sponsor perusahaan' },
      { en: 'Team leadership', id: 'Kepemimpinan tim' },
    ],
    education: { en: 'Master of Law, Universitas Indonesia', id: 'Magister Hukum, Universitas Indonesia' },
  },
  {
    key: 'arif-setiawan',
    name: 'Arif Setiawan',
    position: { en: 'Senior Visa Consultant', id: 'Konsultan Visa Senior' },
    experienceYears: 6,
    bio: {
      en: 'Arif is usually the first person our clients speak to. He listens to your plans, tells you which visa fits them and what it costs, and prepares tourist, business and visit visa applications, including e-VOA extensions.',
      id: 'Arif biasanya menjadi orang pertama yang berbicara dengan klien kami. Ia mendengarkan rencana Anda, menjelaskan visa yang sesuai beserta biayanya, dan menyiapkan permohonan visa wisata, bisnis, dan kunjungan, termasuk perpanjangan e-VOA.',
    },
    skills: [
      { en: 'Visit and business visas', id: 'Visa kunjungan dan bisnis' },
      { en: 'e-VOA and extensions', id: 'e-VOA dan perpanjangan' },
      { en: 'Client consultation', id: 'Konsultasi klien' },
    ],
    education: {
      en: 'Bachelor of International Relations, Universitas Gadjah Mada',
      id: 'Sarjana Hubungan Internasional, Universitas Gadjah Mada',
    },
  },
  {
    key: 'maya-kusuma',
    name: 'Maya Kusuma',
    position: { en: 'KITAS and KITAP Specialist', id: 'Spesialis KITAS dan KITAP' },
    experienceYears: 5,
    bio: {
      en: 'Maya handles stay permits for families: spouses of Indonesian citizens, dependants of foreign workers and retirees. She checks every document against the current requirements before anything is filed, so that applications are not sent back.',
      id: 'Maya menangani izin tinggal untuk keluarga: pasangan warga negara Indonesia, tanggungan pekerja asing, dan pensiunan. Ia memeriksa setiap dokumen terhadap persyaratan terbaru sebelum berkas diajukan, agar permohonan tidak dikembalikan.',
    },
    skills: [
      { en: 'Family and spouse KITAS', id: 'KITAS keluarga dan pasangan' },
      { en: 'Retirement KITAS', id: 'KITAS lansia' },
      { en: 'Document review', id: 'Pemeriksaan dokumen' },
    ],
  },
  {
    key: 'david-hartono',
    name: 'David Hartono',
    position: { en: 'Corporate Immigration Manager', id: 'Manajer Imigrasi Korporat' },
    experienceYears: 7,
    bio: {
      en: 'David works with companies that employ foreign staff. He plans the foreign worker utilisation plan (RPTKA), the work permit and the KITAS together, and keeps track of renewal dates so that no employee falls out of status.',
      id: 'David bekerja dengan perusahaan yang mempekerjakan tenaga asing. Ia merencanakan RPTKA, izin kerja, dan KITAS secara bersamaan, serta memantau tanggal perpanjangan agar tidak ada karyawan yang izinnya terlewat.',
    },
    skills: [
      { en: 'Work permits and RPTKA', id: 'Izin kerja dan RPTKA' },
      { en: 'Investor KITAS', id: 'KITAS investor' },
      { en: 'Renewal planning', id: 'Perencanaan perpanjangan' },
      { en: 'Mandarin and English', id: 'Bahasa Mandarin dan Inggris' },
    ],
    education: {
      en: 'Bachelor of Business Administration, Universitas Pelita Harapan',
      id: 'Sarjana Administrasi Bisnis, Universitas Pelita Harapan',
    },
  },
  {
    key: 'made-wirawan',
    name: 'Made Wirawan',
    position: { en: 'Bali Office Manager', id: 'Manajer Kantor Bali' },
    experienceYears: 6,
    bio: {
      en: 'Made runs our offices in Denpasar and Canggu. He helps visitors, remote workers and second-home owners in Bali with their visas and extensions, and goes with clients to the immigration office when they must appear in person.',
      id: 'Made mengelola kantor kami di Denpasar dan Canggu. Ia membantu wisatawan, pekerja jarak jauh, dan pemilik rumah kedua di Bali mengurus visa dan perpanjangannya, serta mendampingi klien ke kantor imigrasi saat mereka harus hadir langsung.',
    },
    skills: [
      { en: 'Visa extensions in Bali', id: 'Perpanjangan visa di Bali' },
      { en: 'Second home visa', id: 'Visa rumah kedua' },
      { en: 'Balinese, Indonesian and English', id: 'Bahasa Bali, Indonesia, dan Inggris' },
    ],
  },
];
