// The news list and its articles (product §2 News list, §3 News article and Article page item).
// Images are not imported here: the app maps imageIndex n to the news-0n illustration.

import type { Localized } from './localized';

/** product §2: the news tabs after All Articles; DESIGN improvement 8: they filter by tag. */
export const newsTags = ['invest', 'payment', 'blockchain', 'marketing', 'product', 'news'] as const;
export type NewsTag = (typeof newsTags)[number];

export const allArticlesLabel: Localized = { en: 'All Articles', id: 'Semua Artikel' };

export const newsTagLabels: Readonly<Record<NewsTag, Localized>> = {
  invest: { en: 'Invest', id: 'Investasi' },
  payment: { en: 'Payment', id: 'Pembayaran' },
  // Indonesian uses the English word.
  blockchain: { en: 'Blockchain', id: 'Blockchain' },
  marketing: { en: 'Marketing', id: 'Pemasaran' },
  product: { en: 'Product', id: 'Produk' },
  news: { en: 'News', id: 'Berita' },
};

/** Which news-0n illustration an article shows. */
export type NewsImageIndex = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type NewsArticle = Readonly<{
  id: number;
  slug: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  author: string;
  title: Localized;
  subtitle: Localized;
  /** The teaser on the card. */
  description: Localized;
  /** Plain text; paragraphs are separated by a blank line. */
  body: Localized;
  imageIndex: NewsImageIndex;
  imageAlt: Localized;
  tags: readonly NewsTag[];
  /** product §2: the fourth article is the large card. */
  layout: 'large' | 'normal';
  readTimeMinutes: number;
}>;

const text = (...paras: string[]): string => paras.join('\n\n');

/** A careful pace: many readers take in these rules in their second language. */
const WORDS_PER_MINUTE = 130;

/** Minutes to read a body, from its word count, so the figure follows the text. */
export function minutesToRead(body: string): number {
  const words = body.split(/\s+/).filter((word) => word !== '').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

type ArticleDraft = Omit<NewsArticle, 'readTimeMinutes'>;

const drafts: readonly ArticleDraft[] = [
  {
    id: 1,
    slug: 'e-voa-2026-cost-stay-and-genuine-e-visas',
    date: '2026-11-10',
    author: 'Rina Hartono',
    title: {
      en: 'The e-VOA in 2026: Cost, Length of Stay and How to Tell a Genuine One',
      id: 'e-VOA di Tahun 2026: Biaya, Lama Tinggal, dan Cara Memastikan Keasliannya',
    },
    subtitle: {
      en: 'IDR 500,000, 30 days, one extension, and why you should buy it only on the official site',
      id: 'Rp500.000, 30 hari, satu kali perpanjangan, dan alasan membelinya hanya di situs resmi',
    },
    description: {
      en: 'The electronic visa on arrival is still the quickest way into Indonesia for holidays and short business trips. Here is what it costs, how long it lasts and how to make sure yours is genuine.',
      id: 'Visa kunjungan saat kedatangan elektronik masih menjadi cara tercepat masuk ke Indonesia untuk liburan dan perjalanan bisnis singkat. Berikut biaya, masa berlaku, dan cara memastikan e-VOA Anda asli.',
    },
    body: {
      en: text(
        'For travellers from eligible countries, the electronic visa on arrival (e-VOA) is still the simplest way to enter Indonesia for a holiday, a family visit or short business meetings. You apply online before you fly, pay by card and receive the e-visa by e-mail. Because the visa is already in the immigration system when you land, the airport formalities are shorter too.',
        'The government fee is IDR 500,000 per person. The e-VOA allows a stay of 30 days from the date of entry and can be extended once, for another 30 days, as long as you apply before the first period ends. That makes 60 days in total. You may apply up to 90 days before you travel: the 30 days only start when your passport is stamped on arrival. If you need longer, you need a different visa, and it is far easier to choose it before you travel than to change course halfway.',
        'Apply only on the official e-Visa site of the Directorate General of Immigration, evisa.imigrasi.go.id. Look-alike websites sell the same visa at a large mark-up with no help at all, and some take payment without ever filing an application. An agency such as ours may charge a service fee for doing the work for you, but that fee should always be shown separately from the government fee, which is the same whoever submits the application.',
        'Before you apply, check that your passport is valid for at least six months from your arrival date, and have a return or onward ticket ready. The e-VOA is for tourism, family visits, meetings and similar short activities; it does not allow you to work or to be paid by an Indonesian company.',
        'How do officers know an e-visa is genuine? Every approved e-visa is a record in the immigration system, and the document you print or keep on your phone carries a code that officers scan at the border to open that record. A forged PDF matches no record, so it fails the moment it is checked. You may see the word "blockchain" in marketing about digital visas, but Indonesia\'s e-Visa does not use a blockchain: it relies on the government\'s central database, and that check is what protects you.',
        'If your plans change after you arrive, apply for the extension in good time rather than on your last day. Our team can check that you are eligible, file the application and remind you of the deadline.',
      ),
      id: text(
        'Bagi pelancong dari negara yang memenuhi syarat, visa kunjungan saat kedatangan elektronik (e-VOA) tetap menjadi cara paling praktis untuk masuk ke Indonesia, baik untuk berlibur, mengunjungi keluarga, maupun menghadiri rapat bisnis singkat. Permohonan diajukan secara daring sebelum berangkat, dibayar dengan kartu, lalu e-visa dikirim lewat e-mail. Karena visa sudah tercatat di sistem imigrasi saat Anda mendarat, pemeriksaan di bandara pun lebih singkat.',
        'Biaya dari pemerintah adalah Rp500.000 per orang. e-VOA memberi izin tinggal 30 hari sejak tanggal masuk dan dapat diperpanjang satu kali untuk 30 hari berikutnya, asalkan diajukan sebelum masa tinggal pertama habis. Totalnya 60 hari. Permohonan boleh diajukan hingga 90 hari sebelum keberangkatan, karena hitungan 30 hari baru dimulai saat paspor Anda dicap pada waktu kedatangan. Jika butuh lebih lama, Anda memerlukan jenis visa lain, dan jauh lebih mudah memilihnya sebelum berangkat daripada mengubah rencana di tengah jalan.',
        'Ajukan hanya melalui situs e-Visa resmi Direktorat Jenderal Imigrasi, evisa.imigrasi.go.id. Situs tiruan menjual visa yang sama dengan harga jauh lebih mahal tanpa bantuan apa pun, bahkan ada yang menerima pembayaran tanpa pernah mengajukan permohonan. Agen seperti kami boleh menarik biaya layanan untuk mengurusnya, tetapi biaya itu harus selalu ditampilkan terpisah dari biaya pemerintah, yang besarnya sama siapa pun yang mengajukan.',
        'Sebelum mengajukan, pastikan paspor Anda masih berlaku sedikitnya enam bulan sejak tanggal kedatangan, dan siapkan tiket pulang atau tiket lanjutan. e-VOA ditujukan untuk wisata, kunjungan keluarga, rapat, dan kegiatan singkat sejenis; visa ini tidak mengizinkan Anda bekerja atau menerima bayaran dari perusahaan di Indonesia.',
        'Bagaimana petugas tahu sebuah e-visa asli? Setiap e-visa yang disetujui tersimpan sebagai data di sistem imigrasi, dan dokumen yang Anda cetak atau simpan di ponsel memuat kode yang dipindai petugas di perbatasan untuk membuka data tersebut. PDF palsu tidak cocok dengan data mana pun, sehingga langsung ketahuan saat diperiksa. Kata "blockchain" kadang muncul dalam promosi seputar visa digital, tetapi e-Visa Indonesia tidak menggunakan blockchain: sistem ini bertumpu pada basis data pemerintah yang terpusat, dan pemeriksaan itulah yang melindungi Anda.',
        'Jika rencana Anda berubah setelah tiba, ajukan perpanjangan jauh-jauh hari, jangan menunggu hari terakhir. Tim kami dapat memeriksa kelayakan Anda, mengajukan permohonan, dan mengingatkan batas waktunya.',
      ),
    },
    imageIndex: 1,
    imageAlt: {
      en: 'Illustration of a traveller at an airport immigration desk with a passport and an e-VOA',
      id: 'Ilustrasi pelancong di loket imigrasi bandara dengan paspor dan e-VOA',
    },
    tags: ['payment', 'news', 'blockchain'],
    layout: 'normal',
  },
  {
    id: 2,
    slug: 'work-kitas-what-employers-prepare',
    date: '2026-10-14',
    author: 'Dimas Prasetyo',
    title: {
      en: 'Work KITAS: What Employers and Foreign Staff Should Prepare',
      id: 'KITAS Kerja: Yang Perlu Disiapkan Perusahaan dan Tenaga Kerja Asing',
    },
    subtitle: {
      en: 'From the expatriate placement plan to the stay permit, step by step',
      id: 'Dari rencana penggunaan tenaga kerja asing hingga izin tinggal, langkah demi langkah',
    },
    description: {
      en: 'Hiring a foreign specialist in Indonesia takes more than a job offer. We walk through the approvals, the documents and the timeline of a work KITAS.',
      id: 'Mempekerjakan tenaga ahli asing di Indonesia butuh lebih dari sekadar surat penawaran kerja. Kami uraikan persetujuan, dokumen, dan perkiraan waktu untuk KITAS kerja.',
    },
    body: {
      en: text(
        'A foreigner who works for a company in Indonesia needs a work visa that leads to a limited stay permit, the KITAS. The permit is sponsored by the employer, not by the employee, so most of the preparation falls on the company. Visit visas, the e-VOA included, never allow paid work, not even for a short project.',
        'The process starts at the Ministry of Manpower. The employer submits an expatriate placement plan (RPTKA) that describes the position, how long it is needed and the Indonesian staff who will work alongside the foreign employee. Not every position is open to foreigners, and the company pays a monthly compensation fee for each foreign worker for as long as the plan runs.',
        'Once the plan is approved, the work visa is applied for through the immigration system, and the KITAS is issued for a period that matches the approved plan. From the employee, expect to need a passport with enough validity left, a CV, diplomas, proof of relevant work experience and a recent photograph.',
        "After arrival, the employee is usually asked to visit the immigration office that covers the workplace to have a photograph and fingerprints taken. The employer should also plan the employee's tax registration and social security membership, which apply to foreign workers too.",
        'How long it all takes depends on the ministry and the immigration office, so we plan backwards from the start date. A complete file the first time is the biggest single factor in a quick approval: most delays we see come from documents that are unsigned, expired or untranslated.',
        "Cipta Visa prepares the file with the employer's HR team, tracks each approval and tells both sides what comes next. When the contract ends, the KITAS has to be cancelled properly and the employee must either leave or change status; skipping that step causes trouble with the next permit.",
      ),
      id: text(
        'Warga negara asing yang bekerja untuk perusahaan di Indonesia memerlukan visa kerja yang kemudian menjadi izin tinggal terbatas atau KITAS. Sponsornya adalah perusahaan pemberi kerja, bukan karyawan, sehingga sebagian besar persiapan ada di pihak perusahaan. Visa kunjungan, termasuk e-VOA, tidak pernah mengizinkan kerja berbayar, sekalipun untuk proyek singkat.',
        'Prosesnya dimulai di Kementerian Ketenagakerjaan. Perusahaan mengajukan Rencana Penggunaan Tenaga Kerja Asing (RPTKA) yang menjelaskan jabatan, jangka waktu, dan tenaga kerja Indonesia yang akan mendampingi. Tidak semua jabatan terbuka bagi orang asing, dan perusahaan membayar dana kompensasi bulanan untuk setiap tenaga kerja asing selama rencana itu berlaku.',
        'Setelah RPTKA disetujui, visa kerja diajukan melalui sistem imigrasi, dan KITAS diterbitkan untuk jangka waktu yang sesuai dengan rencana yang disetujui. Dari pihak karyawan biasanya dibutuhkan paspor dengan sisa masa berlaku yang cukup, CV, ijazah, bukti pengalaman kerja yang relevan, dan pasfoto terbaru.',
        'Setelah tiba, karyawan biasanya diminta datang ke kantor imigrasi yang membawahi wilayah tempat kerjanya untuk pengambilan foto dan sidik jari. Perusahaan juga perlu merencanakan pendaftaran pajak dan kepesertaan jaminan sosial karyawan, karena kewajiban itu berlaku pula bagi tenaga kerja asing.',
        'Lama prosesnya bergantung pada kementerian dan kantor imigrasi, jadi kami menyusun jadwal mundur dari tanggal mulai kerja. Berkas yang lengkap sejak awal adalah faktor terbesar agar persetujuan cepat terbit: sebagian besar keterlambatan yang kami temui berasal dari dokumen yang belum ditandatangani, sudah kedaluwarsa, atau belum diterjemahkan.',
        'Cipta Visa menyiapkan berkas bersama tim HR perusahaan, memantau setiap persetujuan, dan memberi tahu kedua pihak langkah berikutnya. Saat kontrak berakhir, KITAS harus dibatalkan dengan benar, lalu karyawan meninggalkan Indonesia atau beralih status; melewatkan langkah ini akan menyulitkan pengurusan izin berikutnya.',
      ),
    },
    imageIndex: 2,
    imageAlt: {
      en: 'Illustration of a foreign professional holding a work permit card in an office',
      id: 'Ilustrasi tenaga profesional asing memegang kartu izin kerja di kantor',
    },
    tags: ['product'],
    layout: 'normal',
  },
  {
    id: 3,
    slug: 'kitap-for-spouses-of-indonesian-citizens',
    date: '2026-09-08',
    author: 'Ayu Lestari',
    title: {
      en: 'KITAP for Spouses of Indonesian Citizens: From KITAS to Permanent Stay',
      id: 'KITAP untuk Pasangan WNI: Dari KITAS ke Izin Tinggal Tetap',
    },
    subtitle: {
      en: 'How a foreign husband or wife moves from a temporary permit to a five-year one',
      id: 'Cara suami atau istri berkewarganegaraan asing beralih dari izin tinggal terbatas ke izin lima tahun',
    },
    description: {
      en: 'Married to an Indonesian citizen? Once the marriage is two years old, you can usually move from a family KITAS to a KITAP. Here is what the path looks like.',
      id: 'Menikah dengan warga negara Indonesia? Setelah usia perkawinan mencapai dua tahun, Anda umumnya dapat beralih dari KITAS keluarga ke KITAP. Begini jalurnya.',
    },
    body: {
      en: text(
        'A foreigner married to an Indonesian citizen usually starts with a family reunion KITAS, sponsored by the Indonesian spouse. It is a limited stay permit, renewed before it expires, that lets you live in Indonesia with your family.',
        'Once the marriage has lasted at least two years, the foreign spouse can generally apply to change from the KITAS to a permanent stay permit, the KITAP. The change is made from inside Indonesia, at the immigration office that covers your home, while your KITAS is still valid; the KITAS stage cannot be skipped.',
        "Expect to provide your marriage certificate (with proof that the marriage was reported in Indonesia if you married abroad), your spouse's identity card and family card, your passport and current KITAS, a letter of guarantee from your spouse and proof of your address. Documents in other languages may need a sworn translation into Indonesian. Officers may interview you both and may visit your home.",
        'The change can take a few months, so start well before your KITAS expires. A KITAP is valid for five years and can be renewed, so you no longer deal with immigration every year, and everyday matters from bank accounts to long rental contracts become easier. You still report changes such as a new address or a new passport, and you must always hold a valid passport. Keep a folder with copies of every document: the same papers tend to be asked for again at each renewal.',
        'A KITAP is a residence permit, not citizenship. Spouses of Indonesian citizens may work or run a business under certain conditions, but the permits needed depend on the activity, so ask us before you start. If your family situation changes, for example through divorce, the basis of your permit changes too, so seek advice promptly.',
      ),
      id: text(
        'Warga negara asing yang menikah dengan WNI biasanya memulai dengan KITAS penyatuan keluarga yang disponsori oleh pasangannya. KITAS ini adalah izin tinggal terbatas yang diperpanjang sebelum habis masa berlakunya dan memungkinkan Anda tinggal di Indonesia bersama keluarga.',
        'Setelah usia perkawinan mencapai sedikitnya dua tahun, pasangan asing umumnya dapat mengajukan alih status dari KITAS ke izin tinggal tetap, yaitu KITAP. Permohonan diajukan dari dalam Indonesia di kantor imigrasi sesuai domisili, selagi KITAS masih berlaku; tahap KITAS tidak bisa dilewati.',
        'Siapkan akta atau buku nikah (beserta bukti pelaporan perkawinan di Indonesia bila Anda menikah di luar negeri), KTP dan Kartu Keluarga pasangan, paspor dan KITAS Anda, surat jaminan dari pasangan, serta bukti alamat. Dokumen berbahasa asing mungkin perlu diterjemahkan ke bahasa Indonesia oleh penerjemah tersumpah. Petugas dapat mewawancarai Anda berdua dan berkunjung ke rumah.',
        'Prosesnya bisa memakan waktu beberapa bulan, jadi mulailah jauh sebelum KITAS Anda berakhir. KITAP berlaku lima tahun dan dapat diperpanjang, sehingga Anda tidak perlu lagi berurusan dengan imigrasi setiap tahun, dan urusan sehari-hari, dari rekening bank hingga kontrak sewa jangka panjang, menjadi lebih mudah. Anda tetap wajib melaporkan perubahan seperti alamat atau paspor baru, dan harus selalu memegang paspor yang berlaku. Simpan satu map berisi salinan semua dokumen, karena berkas yang sama biasanya diminta lagi setiap kali perpanjangan.',
        'KITAP adalah izin tinggal, bukan kewarganegaraan. Pasangan WNI dapat bekerja atau berusaha dengan ketentuan tertentu, tetapi izin yang diperlukan bergantung pada kegiatannya, jadi tanyakan kepada kami sebelum memulai. Jika keadaan keluarga berubah, misalnya karena perceraian, dasar izin tinggal Anda pun berubah, jadi segera minta nasihat.',
      ),
    },
    imageIndex: 3,
    imageAlt: {
      en: 'Illustration of a couple holding a permanent stay permit card',
      id: 'Ilustrasi pasangan suami istri memegang kartu izin tinggal tetap',
    },
    tags: ['product'],
    layout: 'normal',
  },
  {
    id: 4,
    slug: 'overstay-fines-and-passport-care',
    date: '2026-07-20',
    author: 'Dimas Prasetyo',
    title: {
      en: 'Overstay Fines and Passport Care: Two Costly Mistakes to Avoid',
      id: 'Denda Overstay dan Perawatan Paspor: Dua Kesalahan yang Mahal',
    },
    subtitle: {
      en: 'IDR 1,000,000 for every day past your permit, and a fine when a damaged Indonesian passport is replaced',
      id: 'Rp1.000.000 untuk setiap hari melewati izin tinggal, dan denda saat paspor RI yang rusak diganti',
    },
    description: {
      en: 'A missed extension date or a passport caught in the rain can cost far more than the visa itself. Here is what the fines are and how to avoid them.',
      id: 'Tanggal perpanjangan yang terlewat atau paspor yang kehujanan bisa jauh lebih mahal daripada visanya sendiri. Berikut besaran dendanya dan cara menghindarinya.',
    },
    body: {
      en: text(
        'Most of the trouble we help clients out of is not a refused visa but a date that slipped by. Indonesia charges foreigners who stay beyond their permit an administrative fine of IDR 1,000,000 for every day of overstay, and it has to be paid before you can leave the country.',
        'A short overstay is settled at the airport or at an immigration office, but the fine adds up quickly: one week costs IDR 7,000,000. A long overstay is treated far more seriously and can lead to deportation and a ban on returning to Indonesia. An overstay on your record can also count against you when you apply for your next visa, and not knowing the date is not accepted as a reason to waive the fine.',
        'The fix is simple: note the last day of your permit, not the day you arrived. The day you arrive counts as day one, so a 30-day stay ends a day earlier than many people expect. Extensions must be applied for before the permit ends, and some take several working days, so start at least one or two weeks ahead. If you fall ill or a flight is cancelled, contact the immigration office or an agent before the deadline, not after it.',
        'Your passport deserves the same care. It must be valid for at least six months when you enter Indonesia, and a stay permit is generally not granted beyond its expiry date. Water damage, torn pages or a loose cover can make a passport invalid, and airlines may refuse to let you board with one. Keep a few blank pages free for stamps, too.',
        'Families with Indonesian members should also know the rules for Indonesian passports. Replacing a damaged Indonesian passport carries a fine of Rp 500,000 on top of the fee for the new passport, and replacing a lost one carries a fine of Rp 1,000,000. The holder is usually interviewed about what happened first, so an Indonesian relative should bring their identity card, family card and the damaged passport to the immigration office, plus a police report if the passport was lost. Damage or loss caused by a disaster such as a flood, fire or earthquake is exempt from the fine.',
        'A foreign passport is replaced by your own embassy or consulate. If it was lost or stolen, report it to the police first, because both your embassy and immigration will ask for the police report. If you hold a visa or a KITAS, your stay permit must then be moved to the new passport at the immigration office; until that is done, the permit stays tied to the old document.',
        "Keep your passport in a waterproof pouch, keep photos of its data page and of your permit in your e-mail or cloud storage, and set a reminder for six months before it expires. Children's passports often run out sooner than adults', so check every passport in the family, not only your own. If something has already gone wrong, talk to us early: an overstay or a damaged passport dealt with on the first day costs much less than one discovered at the departure gate.",
      ),
      id: text(
        'Sebagian besar masalah yang kami bantu selesaikan bukan karena visa ditolak, melainkan karena tanggal yang terlewat. Indonesia mengenakan denda administratif sebesar Rp1.000.000 per hari kepada orang asing yang tinggal melewati masa izin tinggalnya, dan denda itu harus dibayar sebelum Anda dapat meninggalkan Indonesia.',
        'Overstay singkat diselesaikan di bandara atau di kantor imigrasi, tetapi jumlahnya cepat membengkak: seminggu saja berarti Rp7.000.000. Overstay yang lama ditangani jauh lebih tegas dan dapat berujung pada deportasi serta larangan masuk kembali ke Indonesia. Catatan overstay juga bisa merugikan Anda saat mengajukan visa berikutnya, dan alasan tidak tahu tanggalnya tidak membuat denda dihapuskan.',
        'Cara mencegahnya sederhana: catat hari terakhir izin tinggal Anda, bukan tanggal kedatangan. Hari kedatangan dihitung sebagai hari pertama, sehingga masa tinggal 30 hari berakhir sehari lebih cepat daripada dugaan banyak orang. Perpanjangan harus diajukan sebelum izin berakhir, dan sebagian prosesnya memakan beberapa hari kerja, jadi mulailah setidaknya satu hingga dua minggu sebelumnya. Jika Anda sakit atau penerbangan dibatalkan, hubungi kantor imigrasi atau agen sebelum tenggat, bukan sesudahnya.',
        'Paspor Anda layak mendapat perhatian yang sama. Paspor harus berlaku sedikitnya enam bulan saat Anda masuk ke Indonesia, dan izin tinggal umumnya tidak diberikan melewati tanggal habis berlakunya. Kerusakan akibat air, halaman robek, atau sampul yang lepas dapat membuat paspor tidak sah, dan maskapai bisa menolak Anda naik pesawat. Sisakan juga beberapa halaman kosong untuk cap.',
        'Keluarga yang memiliki anggota berkewarganegaraan Indonesia juga perlu memahami aturan paspor RI. Penggantian paspor RI yang rusak dikenai denda Rp500.000 di luar biaya paspor baru, sedangkan penggantian paspor yang hilang dikenai denda Rp1.000.000. Pemegangnya biasanya diperiksa terlebih dahulu mengenai kejadiannya, jadi anggota keluarga WNI sebaiknya membawa KTP, Kartu Keluarga, dan paspor yang rusak ke kantor imigrasi, ditambah surat keterangan kehilangan dari kepolisian bila paspornya hilang. Kerusakan atau kehilangan akibat bencana seperti banjir, kebakaran, atau gempa bumi dibebaskan dari denda.',
        'Paspor asing diganti oleh kedutaan atau konsulat negara Anda sendiri. Jika paspor hilang atau dicuri, laporkan dulu ke polisi, karena kedutaan maupun imigrasi akan meminta surat keterangan kehilangan dari kepolisian. Jika Anda memegang visa atau KITAS, izin tinggal Anda kemudian harus dipindahkan ke paspor baru di kantor imigrasi; sebelum langkah itu selesai, izin tinggal masih melekat pada paspor lama.',
        'Simpan paspor dalam wadah kedap air, simpan foto halaman data paspor dan izin tinggal Anda di e-mail atau penyimpanan awan, dan pasang pengingat enam bulan sebelum paspor habis masa berlakunya. Paspor anak sering kali lebih cepat habis daripada paspor orang dewasa, jadi periksa paspor seluruh anggota keluarga, bukan hanya milik Anda. Jika masalah telanjur terjadi, segera hubungi kami: overstay atau paspor rusak yang ditangani sejak hari pertama jauh lebih murah daripada yang baru ketahuan di gerbang keberangkatan.',
      ),
    },
    imageIndex: 4,
    imageAlt: {
      en: 'Illustration of a water-damaged passport next to a calendar with the overstay days marked',
      id: 'Ilustrasi paspor yang rusak terkena air di samping kalender dengan hari-hari overstay yang ditandai',
    },
    tags: ['payment', 'news'],
    layout: 'large',
  },
  {
    id: 5,
    slug: 'bali-remote-worker-kitas-or-second-home-visa',
    date: '2026-05-26',
    author: 'Ayu Lestari',
    title: {
      en: 'Living in Bali Long-Term: Remote Worker KITAS or Second Home Visa?',
      id: 'Tinggal Lama di Bali: KITAS Pekerja Jarak Jauh atau Visa Rumah Kedua?',
    },
    subtitle: {
      en: 'Two legal ways to stay a year or more, and what each one expects from you',
      id: 'Dua jalur legal untuk tinggal setahun atau lebih, dan apa yang dipersyaratkan masing-masing',
    },
    description: {
      en: 'Working online for a company abroad is not the same as spending long stretches in Bali on your own savings. We compare the remote worker KITAS with the second home visa.',
      id: 'Bekerja daring untuk perusahaan di luar negeri berbeda dengan tinggal lama di Bali dengan mengandalkan dana sendiri. Kami bandingkan KITAS pekerja jarak jauh dengan visa rumah kedua.',
    },
    body: {
      en: text(
        "Bali's cafés are full of laptops, but a visit visa is not meant for months of living and working on the island, even when every client is abroad. Indonesia offers two long-stay routes that suit many of these visitors: the remote worker KITAS, often called the digital nomad visa, and the second home visa.",
        'The remote worker KITAS is for people employed by a company outside Indonesia. It is issued for up to one year and can be renewed. Applicants show an employment contract with the foreign company, proof of an annual income above the minimum set by immigration (USD 60,000 at the time of writing), a personal bank statement showing savings and a passport valid for at least six months. Processing takes longer than for an e-VOA, so apply well before your current stay ends, and keep copies of your income documents, as they are asked for again at renewal.',
        'The key rule is that your income comes from abroad. You may not take a job with an Indonesian company or sell services to clients in Indonesia, so keep your contract and payslips ready to show where your salary is paid from. Tax residence is a separate question from your visa; if you stay most of the year, ask a tax adviser.',
        'The second home visa suits foreigners who want to spend long periods in Indonesia and can show substantial funds placed in an Indonesian bank. The minimum amount is set by regulation, and we confirm the current figure before you apply. It allows a stay of five or ten years, but it is not a work permit either.',
        'Both are applied for through the official e-Visa system, with the government fees paid online by card, and both bring duties once you are here, such as reporting a change of address to immigration. Which one fits depends on your income, your savings, how long you plan to stay and whether your family will join you. A spouse and children can usually join the main holder on family permits, provided the relationship is documented. Neither permit is worth it for a short trip: for a few weeks, the e-VOA remains the simpler and cheaper choice.',
        'Our two Bali offices compare the options with you in a free consultation and then prepare the application, so you know the government fees and our service fee before anything is paid.',
      ),
      id: text(
        'Kafe-kafe di Bali penuh dengan laptop, tetapi visa kunjungan tidak dimaksudkan untuk tinggal dan bekerja berbulan-bulan di pulau ini, sekalipun semua klien Anda berada di luar negeri. Indonesia menyediakan dua jalur tinggal jangka panjang yang cocok bagi banyak pendatang seperti ini: KITAS pekerja jarak jauh, yang sering disebut visa digital nomad, dan visa rumah kedua (second home visa).',
        'KITAS pekerja jarak jauh ditujukan bagi mereka yang dipekerjakan oleh perusahaan di luar Indonesia. Izin ini berlaku hingga satu tahun dan dapat diperpanjang. Pemohon perlu menunjukkan kontrak kerja dengan perusahaan asing tersebut, bukti penghasilan tahunan di atas batas minimum yang ditetapkan imigrasi (USD 60.000 saat artikel ini ditulis), rekening koran pribadi yang menunjukkan tabungan, serta paspor yang berlaku sedikitnya enam bulan. Prosesnya lebih lama daripada e-VOA, jadi ajukan jauh sebelum masa tinggal Anda saat ini berakhir, dan simpan salinan dokumen penghasilan Anda karena akan diminta lagi saat perpanjangan.',
        'Aturan utamanya: penghasilan Anda harus berasal dari luar negeri. Anda tidak boleh bekerja untuk perusahaan Indonesia atau menjual jasa kepada klien di Indonesia, jadi siapkan kontrak dan slip gaji untuk menunjukkan dari mana gaji Anda dibayarkan. Status pajak adalah persoalan terpisah dari visa; jika Anda tinggal hampir sepanjang tahun, bicarakan dengan konsultan pajak.',
        'Visa rumah kedua cocok bagi orang asing yang ingin tinggal lama di Indonesia dan dapat menunjukkan dana dalam jumlah besar yang ditempatkan di bank Indonesia. Jumlah minimumnya diatur dalam peraturan, dan kami memastikan angka terbarunya sebelum Anda mengajukan. Visa ini memberikan masa tinggal lima atau sepuluh tahun, tetapi juga bukan izin kerja.',
        'Keduanya diajukan melalui sistem e-Visa resmi, dengan biaya pemerintah dibayar daring menggunakan kartu, dan keduanya membawa kewajiban selama Anda tinggal di sini, misalnya melaporkan perubahan alamat ke imigrasi. Mana yang cocok bergantung pada penghasilan, tabungan, rencana lama tinggal, dan apakah keluarga Anda akan ikut. Pasangan dan anak umumnya dapat ikut dengan izin tinggal keluarga yang mengikuti pemegang utama, asalkan hubungan keluarganya dapat dibuktikan dengan dokumen. Untuk perjalanan singkat, keduanya tidak sepadan: bila hanya beberapa minggu, e-VOA tetap pilihan yang lebih sederhana dan murah.',
        'Dua kantor kami di Bali siap membandingkan pilihan-pilihan ini bersama Anda dalam konsultasi gratis, lalu menyiapkan permohonannya, sehingga Anda tahu biaya pemerintah dan biaya layanan kami sebelum membayar apa pun.',
      ),
    },
    imageIndex: 5,
    imageAlt: {
      en: 'Illustration of a laptop on a table overlooking Bali rice fields',
      id: 'Ilustrasi laptop di atas meja dengan pemandangan sawah Bali',
    },
    tags: ['product', 'payment'],
    layout: 'normal',
  },
  {
    id: 6,
    slug: 'business-visas-for-investors',
    date: '2026-03-17',
    author: 'Hendra Wijaya',
    title: {
      en: 'Business Visas for Investors: What You May Do Before You Invest',
      id: 'Visa Bisnis untuk Investor: Yang Boleh Dilakukan Sebelum Berinvestasi',
    },
    subtitle: {
      en: 'Meetings, site visits and market research are allowed; paid work and selling are not',
      id: 'Rapat, kunjungan lokasi, dan riset pasar diperbolehkan; bekerja dan berjualan tidak',
    },
    description: {
      en: 'Investors usually visit Indonesia several times before setting up a company. The right visit visa keeps those trips simple and within the rules.',
      id: 'Investor biasanya berkunjung ke Indonesia beberapa kali sebelum mendirikan perusahaan. Visa kunjungan yang tepat membuat perjalanan itu mudah dan tetap sesuai aturan.',
    },
    body: {
      en: text(
        "Few investors commit after one trip. They meet partners, look at land or offices, talk to banks and notaries and test the market first. Indonesia's C-type visit visas cover this stage, and a multiple-entry business visa helps when you expect to come and go several times a year.",
        'A business visit allows meetings, negotiations, signing agreements, inspecting goods or a factory, attending trade fairs and conferences, and researching the market. It does not allow you to work, to manage staff day to day, to sell goods or services to customers in Indonesia, or to be paid by an Indonesian company.',
        'Marketing sits close to that line. Studying the market, meeting prospective distributors and presenting your product at an exhibition fit a business visit. Running a sales team, taking orders or doing paid promotional work for a local company do not, and crossing that line can lead to deportation.',
        'Once you decide to invest, the company is usually set up as a foreign-owned limited liability company (PT PMA). Its shareholders can then apply for an investor KITAS sponsored by that company, provided their shareholding meets the minimum value set by regulation, while foreign directors who hold no shares usually need a work permit instead. For larger investments Indonesia also offers the golden visa, a stay permit of five or ten years for investors who meet higher thresholds.',
        'Apply for visit visas through the official e-Visa system before you travel. Some business visas need a guarantor in Indonesia, such as your prospective partner or an agency, so arrange that early. Keep the purpose of each trip consistent with the visa you hold; a clear record now makes the later KITAS, and eventually a KITAP, easier to obtain.',
        'We help investors choose the right visa for each stage and work alongside their notary and consultants, so that the visas, the company and the permits follow one plan.',
      ),
      id: text(
        'Jarang ada investor yang langsung berkomitmen setelah satu kali kunjungan. Mereka bertemu calon mitra, meninjau lahan atau kantor, berbicara dengan bank dan notaris, serta menjajaki pasar terlebih dahulu. Visa kunjungan tipe C di Indonesia mencakup tahap ini, dan visa bisnis multiple entry memudahkan jika Anda akan bolak-balik beberapa kali dalam setahun.',
        'Kunjungan bisnis memperbolehkan rapat, negosiasi, penandatanganan perjanjian, pemeriksaan barang atau pabrik, kehadiran di pameran dagang dan konferensi, serta riset pasar. Visa ini tidak memperbolehkan Anda bekerja, mengelola karyawan sehari-hari, menjual barang atau jasa kepada pelanggan di Indonesia, atau menerima bayaran dari perusahaan Indonesia.',
        'Kegiatan pemasaran berada sangat dekat dengan batas tersebut. Mempelajari pasar, bertemu calon distributor, dan memperkenalkan produk di pameran masih termasuk kunjungan bisnis. Memimpin tim penjualan, menerima pesanan, atau melakukan promosi berbayar untuk perusahaan lokal tidak termasuk, dan melanggar batas itu dapat berujung deportasi.',
        'Setelah memutuskan berinvestasi, perusahaan biasanya didirikan sebagai perseroan terbatas penanaman modal asing (PT PMA). Pemegang sahamnya kemudian dapat mengajukan KITAS investor dengan sponsor perusahaan tersebut, asalkan nilai kepemilikan sahamnya memenuhi batas minimum yang diatur dalam peraturan, sementara direktur asing yang tidak memiliki saham umumnya memerlukan izin kerja. Untuk investasi yang lebih besar, Indonesia juga menyediakan golden visa, yaitu izin tinggal lima atau sepuluh tahun bagi investor yang memenuhi ambang batas lebih tinggi.',
        'Ajukan visa kunjungan melalui sistem e-Visa resmi sebelum berangkat. Sebagian visa bisnis memerlukan penjamin di Indonesia, misalnya calon mitra atau agen, jadi atur hal ini sejak awal. Pastikan tujuan setiap perjalanan sesuai dengan visa yang Anda pegang; catatan perjalanan yang rapi akan memudahkan permohonan KITAS nanti, dan pada akhirnya KITAP.',
        'Kami membantu investor memilih visa yang tepat di setiap tahap dan bekerja sama dengan notaris serta konsultan mereka, sehingga visa, perusahaan, dan izin tinggal berjalan dalam satu rencana.',
      ),
    },
    imageIndex: 6,
    imageAlt: {
      en: 'Illustration of two investors shaking hands over a business visa and company documents',
      id: 'Ilustrasi dua investor berjabat tangan di atas visa bisnis dan dokumen perusahaan',
    },
    tags: ['invest', 'marketing'],
    layout: 'normal',
  },
  {
    id: 7,
    slug: 'extending-your-stay-at-the-immigration-office',
    date: '2026-01-27',
    author: 'Hendra Wijaya',
    title: {
      en: 'Extending Your Stay: A Visit to the Immigration Office, Step by Step',
      id: 'Memperpanjang Izin Tinggal: Langkah demi Langkah di Kantor Imigrasi',
    },
    subtitle: {
      en: 'When to apply, what to bring and what happens on the day',
      id: 'Kapan mengajukan, apa yang perlu dibawa, dan apa yang terjadi pada hari kunjungan',
    },
    description: {
      en: 'Not every extension can be done entirely online. Here is what to expect when yours needs a visit to the immigration office.',
      id: 'Tidak semua perpanjangan bisa diselesaikan sepenuhnya secara daring. Inilah yang perlu Anda ketahui jika perpanjangan Anda mengharuskan datang ke kantor imigrasi.',
    },
    body: {
      en: text(
        'Whether a stay can be extended, and how, depends on the visa you hold. The e-VOA can be extended once, for 30 days, on the official e-Visa site. Some visit visas can be extended further and others not at all, visa-free entry cannot be extended, and a KITAS is renewed before it expires.',
        'Start early. An extension must be applied for while your current permit is still valid, and it is wise to allow at least a week, more around public holidays when offices are busiest. If you wait until the permit has run out, you are already overstaying, and the fine of IDR 1,000,000 per day applies.',
        'When an extension needs a visit, you usually apply and pay the government fee online first, and are then asked to come to the immigration office that covers the area where you are staying, for a photograph and fingerprints. Bring your original passport, the application printout and payment receipt, and proof of where you are staying. Dress neatly: many offices ask visitors not to come in shorts or sleeveless tops.',
        'On the day you take a queue number, have your photograph and fingerprints taken and, in most cases, are done the same morning. The approval usually follows within a few working days, most often electronically. Keep the receipt until it arrives, and check that the new dates are right.',
        'Cipta Visa can file the application, tell you which immigration office is yours and what it asks for, and, for clients near our Jakarta, Bekasi and Bali offices, prepare you for the visit. Our service fee is always shown separately from the government fee, which you pay at the official rate.',
      ),
      id: text(
        'Bisa tidaknya masa tinggal diperpanjang, dan bagaimana caranya, bergantung pada visa yang Anda pegang. e-VOA dapat diperpanjang satu kali selama 30 hari melalui situs e-Visa resmi. Sebagian visa kunjungan bisa diperpanjang lebih lama, sebagian lagi tidak sama sekali; bebas visa kunjungan tidak dapat diperpanjang; sedangkan KITAS diperpanjang sebelum masa berlakunya habis.',
        'Mulailah lebih awal. Perpanjangan harus diajukan selagi izin tinggal Anda masih berlaku, dan sebaiknya sediakan waktu setidaknya satu minggu, lebih lama lagi menjelang hari libur nasional saat kantor sedang ramai. Jika Anda menunggu sampai izin habis, Anda sudah berstatus overstay dan dikenai denda Rp1.000.000 per hari.',
        'Untuk perpanjangan yang mengharuskan datang langsung, biasanya Anda mengajukan permohonan dan membayar biaya pemerintah secara daring terlebih dahulu, lalu diminta datang ke kantor imigrasi yang membawahi wilayah tempat Anda tinggal untuk pengambilan foto dan sidik jari. Bawa paspor asli, cetakan permohonan dan bukti pembayaran, serta bukti tempat tinggal. Berpakaianlah rapi: banyak kantor meminta pengunjung tidak mengenakan celana pendek atau baju tanpa lengan.',
        'Pada hari itu Anda mengambil nomor antrean, menjalani pengambilan foto dan sidik jari, dan biasanya sudah selesai sebelum siang. Persetujuan umumnya terbit dalam beberapa hari kerja, sebagian besar secara elektronik. Simpan bukti pembayaran sampai persetujuan terbit, lalu periksa apakah tanggal barunya sudah benar.',
        'Cipta Visa dapat mengajukan permohonan Anda, memberi tahu kantor imigrasi mana yang berwenang beserta persyaratannya, dan bagi klien di sekitar kantor kami di Jakarta, Bekasi, dan Bali, membantu mempersiapkan kunjungan Anda. Biaya layanan kami selalu ditampilkan terpisah dari biaya pemerintah, yang Anda bayar sesuai tarif resmi.',
      ),
    },
    imageIndex: 7,
    imageAlt: {
      en: 'Illustration of a visitor handing a passport over the counter at an immigration office',
      id: 'Ilustrasi pengunjung menyerahkan paspor di loket kantor imigrasi',
    },
    tags: ['product', 'payment'],
    layout: 'normal',
  },
];

/** product §2: seven articles, newest first; read times are counted from the English text. */
export const newsArticles: readonly NewsArticle[] = drafts.map((draft) => ({
  ...draft,
  readTimeMinutes: minutesToRead(draft.body.en),
}));

/** Splits a body into its paragraphs: at blank lines, trimmed, none empty. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function articleBySlug(slug: string): NewsArticle | undefined {
  return newsArticles.find((article) => article.slug === slug);
}

export function articleById(id: number): NewsArticle | undefined {
  return newsArticles.find((article) => article.id === id);
}

/** DESIGN improvement 8: the articles a news tab shows; 'all' is the All Articles tab. */
export function articlesWithTag(tag: NewsTag | 'all'): readonly NewsArticle[] {
  return tag === 'all' ? newsArticles : newsArticles.filter((article) => article.tags.includes(tag));
}

/** product §2: the news screen's tabs, All Articles (the default) first, then one per tag. */
export const newsTabs = ['all', ...newsTags] as const;
export type NewsTab = (typeof newsTabs)[number];

export function newsTabLabel(tab: NewsTab): Localized {
  return tab === 'all' ? allArticlesLabel : newsTagLabels[tab];
}

/**
 * The Popular Articles sidebar's picks, most asked-about first: the site counts no readers, so
 * the team chose them from the questions clients bring most often.
 */
const POPULAR_SLUGS: readonly string[] = [
  'e-voa-2026-cost-stay-and-genuine-e-visas',
  'overstay-fines-and-passport-care',
  'work-kitas-what-employers-prepare',
  'extending-your-stay-at-the-immigration-office',
];

/** product §2 Article page: the sidebar's articles, without the one being read. */
export function popularArticles(exceptSlug: string | null, count = 3): readonly NewsArticle[] {
  return POPULAR_SLUGS.filter((slug) => slug !== exceptSlug)
    .slice(0, count)
    .flatMap((slug) => articleBySlug(slug) ?? []);
}

// Text inside an element needs only these three escaped (quotes matter in attributes alone).
const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** product §3 Article page item: the body as HTML, one paragraph element per paragraph. */
export function articleHtml(body: string): string {
  return paragraphs(body)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}
