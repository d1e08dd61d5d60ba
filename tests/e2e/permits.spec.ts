import { createHash } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { API, API_FROM_PAGE, WEB } from '../support/e2e-settings.js';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';
import { type StoredApplication, applicationsByEmail, storedApplication } from './stored-state.js';

// product §2 "Permit and visa card screens", §3, §4 "Permit and visa modals", §5, §8, §9; issue 6
// "Done when"; DESIGN 3 and 4. Journeys against the real API: what the visitor keeps is what
// the server stores, and /tracking finds it.

/** Where the built web app sends permit applications (frontend/.env.localhost). */
const PERMITS_FROM_PAGE = `${API_FROM_PAGE}/api/submit-application`;
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const APPLICATION_ID = /^PA\d{8}[A-Z0-9]{4}$/;

type Lang = 'en' | 'id';
type Both = Record<Lang, string>;

const TEXT = {
  en: {
    info: (title: string) => `Info: ${title}`,
    apply: (title: string) => `Apply: ${title}`,
    applyTitle: (title: string) => `Apply ${title}`,
    applyNow: 'Apply now',
    close: 'Close',
    cancel: 'Cancel',
    price: (price: string) => `Our service fee: ${price}`,
    fullName: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    nationality: 'Nationality',
    passport: 'Passport number',
    purpose: 'Purpose of your application',
    currentStatus: 'Your current status in Indonesia',
    worker: 'Worker',
    spouseName: 'Spouse’s full name',
    companyName: 'Company name',
    investmentAmount: 'Investment amount (USD)',
    retirementAge: 'Your age',
    documents: 'Documents',
    marriageCertificate: 'Marriage certificate',
    workContract: 'Work contract',
    investmentProof: 'Proof of investment',
    bankStatement: 'Bank statement or pension proof',
    additionalDocuments: 'Additional documents (optional)',
    submit: 'Send application',
    sending: 'Sending...',
    remove: (name: string) => `Remove ${name}`,
    required: 'Please fill in this field.',
    fileRequired: 'Please add this document.',
    investmentTooLow: 'The investment must be at least 350,000 USD.',
    tooYoung: 'You must be at least 55 years old for the retirement KITAP.',
    tooLarge: (name: string) => `“${name}” is larger than 5 MB and was not added.`,
    wrongType: (name: string) => `“${name}” is not a PDF, JPG, JPEG or PNG file and was not added.`,
    failed: 'Sending the application failed. Please try again.',
    error: 'Something went wrong while sending the application.',
    success: 'Application sent',
    status: 'Sedang Diproses (in process)',
    track: 'Track this application',
    trackingStatus: 'In process',
  },
  id: {
    info: (title: string) => `Detail: ${title}`,
    apply: (title: string) => `Ajukan: ${title}`,
    applyTitle: (title: string) => `Ajukan ${title}`,
    applyNow: 'Ajukan sekarang',
    close: 'Tutup',
    cancel: 'Batal',
    price: (price: string) => `Biaya layanan kami: ${price}`,
    fullName: 'Nama lengkap',
    email: 'E-mail',
    phone: 'Nomor telepon',
    nationality: 'Kewarganegaraan',
    passport: 'Nomor paspor',
    purpose: 'Tujuan permohonan Anda',
    currentStatus: 'Status Anda saat ini di Indonesia',
    worker: 'Pekerja',
    spouseName: 'Nama lengkap pasangan',
    companyName: 'Nama perusahaan',
    investmentAmount: 'Jumlah investasi (USD)',
    retirementAge: 'Usia Anda',
    documents: 'Dokumen',
    marriageCertificate: 'Akta nikah',
    workContract: 'Kontrak kerja',
    investmentProof: 'Bukti investasi',
    bankStatement: 'Rekening koran atau bukti pensiun',
    additionalDocuments: 'Dokumen tambahan (opsional)',
    submit: 'Kirim permohonan',
    sending: 'Mengirim...',
    remove: (name: string) => `Hapus ${name}`,
    required: 'Kolom ini wajib diisi.',
    fileRequired: 'Tambahkan dokumen ini.',
    investmentTooLow: 'Investasi minimal 350.000 USD.',
    tooYoung: 'Usia minimal untuk KITAP lansia adalah 55 tahun.',
    tooLarge: (name: string) => `“${name}” lebih besar dari 5 MB dan tidak ditambahkan.`,
    wrongType: (name: string) => `“${name}” bukan file PDF, JPG, JPEG atau PNG dan tidak ditambahkan.`,
    failed: 'Gagal mengirim aplikasi. Silakan coba lagi.',
    error: 'Terjadi kesalahan saat mengirim aplikasi.',
    success: 'Permohonan terkirim',
    status: 'Sedang Diproses',
    track: 'Lacak permohonan ini',
    trackingStatus: 'Sedang Diproses',
  },
} as const;
type Texts = (typeof TEXT)[Lang];

// ---- the five screens (product §2, §3 prices, §9 times), with the cards the journeys use ----

interface Card {
  id: string;
  title: Both;
  price: Both;
  processing: Both;
}

const card = (id: string, en: string, idn: string, price: number, processing: Both): Card => ({
  id,
  title: { en, id: idn },
  price: { en: `USD ${price.toLocaleString('en-US')}`, id: `USD ${price.toLocaleString('id-ID')}` },
  processing,
});
const BUSINESS_3_5 = { en: '3-5 business days', id: '3-5 hari kerja' };
const BUSINESS_5_7 = { en: '5-7 business days', id: '5-7 hari kerja' };

const KITAP = {
  spouse: card('spouse', 'Spouse KITAP', 'KITAP Pasangan', 2500, { en: '3-6 months', id: '3-6 bulan' }),
  working: card('working', 'Working KITAP', 'KITAP Pekerja', 3000, { en: '4-8 months', id: '4-8 bulan' }),
  investor: card('investor', 'Investor KITAP', 'KITAP Investor', 5000, { en: '6-12 months', id: '6-12 bulan' }),
  retirement: card('retirement', 'Retirement KITAP', 'KITAP Lansia', 1800, { en: '2-4 months', id: '2-4 bulan' }),
};

interface Screen {
  name: string;
  path: string;
  heading: Both;
  cards: number;
  kind: string;
  /** The card whose Info the visitor reads. */
  info: Card;
  /** The card the visitor applies for. */
  apply: Card;
}

const SCREENS: Screen[] = [
  {
    name: 'permanent residence (KITAP)',
    path: '/permanent-residence',
    heading: { en: 'Permanent residence permit (KITAP)', id: 'Izin tinggal tetap (KITAP)' },
    cards: 4,
    kind: 'kitap',
    info: KITAP.retirement,
    apply: KITAP.spouse,
  },
  {
    name: 'temporary stay',
    path: '/temporary-stay',
    heading: { en: 'Temporary stay permits', id: 'Izin tinggal sementara' },
    cards: 6,
    kind: 'stay-permit',
    info: card('on-arrival', 'Stay Permit on Arrival', 'Izin Tinggal Saat Kedatangan', 49, BUSINESS_3_5),
    apply: card('multiple-entry', 'Multiple Entry Stay Permit', 'Izin Tinggal Beberapa Kali Masuk', 89, BUSINESS_3_5),
  },
  {
    name: 'international visa',
    path: '/international-visa',
    heading: { en: 'International visas', id: 'Visa internasional' },
    cards: 3,
    kind: 'international-visa',
    info: card('student', 'Student Visa', 'Visa Pelajar', 79, BUSINESS_5_7),
    apply: card('student', 'Student Visa', 'Visa Pelajar', 79, BUSINESS_5_7),
  },
  {
    name: 'additional services',
    path: '/additional-services',
    heading: { en: 'Additional visa services', id: 'Layanan visa tambahan' },
    cards: 6,
    kind: 'additional-service',
    info: card('renewal', 'Permit Renewal', 'Perpanjangan Izin', 69, { en: '5-7 days', id: '5-7 hari' }),
    apply: card('change-of-status', 'Change of Status', 'Alih Status', 89, { en: '5-7 days', id: '5-7 hari' }),
  },
  {
    name: 'visit visa',
    path: '/visit-visa',
    heading: { en: 'Visit visas', id: 'Visa kunjungan' },
    cards: 6,
    kind: 'visit-visa',
    info: card(
      'extension-on-arrival',
      'Visa on Arrival Extension',
      'Perpanjangan Visa Saat Kedatangan',
      49,
      BUSINESS_3_5,
    ),
    apply: card(
      'single-business',
      'Single Entry Business Visit Visa',
      'Visa Kunjungan Bisnis Sekali Masuk',
      39,
      BUSINESS_3_5,
    ),
  },
];
const [KITAP_SCREEN, STAY_SCREEN] = SCREENS as [Screen, Screen, Screen, Screen, Screen];

// ---- files the visitor picks, made in memory ----

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A whole 1x1 PNG (the API reads the content, not just the name); bytes after IEND make each one unique. */
const ONE_PIXEL_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const pdf = (name: string, text: string): Upload => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});
const png = (name: string, text: string): Upload => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([ONE_PIXEL_PNG, Buffer.from(text)]),
});
const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

// ---- what the API stored ----

/** The stored files are the uploads of each field, byte for byte as the staff download them. */
function expectStoredFiles(stored: StoredApplication, expected: Record<string, Upload[]>) {
  const want = Object.entries(expected)
    .flatMap(([field, uploads]) => uploads.map((upload) => ({ field, upload })))
    .sort((a, b) => a.field.localeCompare(b.field) || a.upload.name.localeCompare(b.upload.name));
  expect(stored.files.map((file) => [file.field, file.name])).toEqual(
    want.map(({ field, upload }) => [field, upload.name]),
  );
  stored.files.forEach((file, index) => {
    const { upload } = want[index]!;
    expect(file.size).toBe(upload.buffer.length);
    expect(file.sha256).toBe(sha256(upload.buffer));
    expect(sha256(file.bytes)).toBe(sha256(upload.buffer));
  });
}

// ---- the screen and its dialogs ----

async function openScreen(page: Page, screen: Screen, lang: Lang) {
  await page.goto(`${screen.path}?lng=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading[lang] })).toBeVisible();
  await expect(page.getByTestId('permit-card')).toHaveCount(screen.cards);
}

async function openApply(page: Page, text: Texts, lang: Lang, target: Card): Promise<Locator> {
  await page.getByRole('button', { name: text.apply(target.title[lang]) }).click();
  const dialog = page.getByRole('dialog', { name: text.applyTitle(target.title[lang]) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A text field by its name (a required field's label also shows an asterisk, which is not part of it). */
function textbox(form: Locator, name: string): Locator {
  return form.getByRole('textbox', { name, exact: true });
}

/** The file input a label names (the list of kept files carries the same name). */
function fileInput(form: Locator, label: string): Locator {
  return form.locator('input[type="file"]').and(form.getByLabel(label));
}

/** The files a picker keeps, by their names. */
function keptFiles(form: Locator, label: string): Locator {
  return form.getByRole('list', { name: label, exact: true }).getByTestId('document-item');
}

interface Visitor {
  name: string;
  email: string;
  phone: string;
  nationality: string;
  passport: string;
}

const visitor = (name: string, tag: string, lang: Lang): Visitor => ({
  name,
  email: `${tag}.permit.${lang}@example.com`,
  phone: '+62 812 3456 7890',
  nationality: 'Australian',
  passport: `PA${tag.length}${lang.toUpperCase()}4471`,
});

async function fillPerson(form: Locator, text: Texts, person: Visitor) {
  await textbox(form, text.fullName).fill(person.name);
  await textbox(form, text.email).fill(person.email);
  await textbox(form, text.phone).fill(person.phone);
  await textbox(form, text.nationality).fill(person.nationality);
  await textbox(form, text.passport).fill(person.passport);
}

async function expectPersonKept(form: Locator, text: Texts, person: Visitor) {
  await expect(textbox(form, text.fullName)).toHaveValue(person.name);
  await expect(textbox(form, text.email)).toHaveValue(person.email);
  await expect(textbox(form, text.phone)).toHaveValue(person.phone);
  await expect(textbox(form, text.nationality)).toHaveValue(person.nationality);
  await expect(textbox(form, text.passport)).toHaveValue(person.passport);
}

/** Sends the form and reads the application ID off the success modal. */
async function sendAndReadId(page: Page, form: Locator, text: Texts): Promise<string> {
  await form.getByRole('button', { name: text.submit }).click();
  const success = page.getByRole('dialog', { name: text.success });
  const id = (await success.getByTestId('application-id').textContent()) ?? '';
  expect(id).toMatch(APPLICATION_ID);
  await expect(success.getByTestId('application-status')).toHaveText(text.status);
  await expectIdInsideDialogOnPhone(page, success);
  return id;
}

/** issue 28: at 390 px the whole ID lies inside the dialog's content, as at any width. */
async function expectIdInsideDialogOnPhone(page: Page, success: Locator): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const content = (await success.getByTestId('application-success').boundingBox())!;
  const idBox = (await success.getByTestId('application-id').boundingBox())!;
  expect(idBox.x, 'the ID starts inside the dialog').toBeGreaterThanOrEqual(content.x);
  expect(idBox.x + idBox.width, 'the ID ends inside the dialog').toBeLessThanOrEqual(content.x + content.width + 0.5);
  expect(idBox.height, 'the ID on one line').toBeLessThan(40);
  if (before) await page.setViewportSize(before);
}

/** A multipart body's file parts, as [field, file name], in the order sent. */
function filePartsOf(request: Request): [string, string][] {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  return [...body.matchAll(/name="([^"]+)"; filename="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]);
}

/** A multipart body's submissionId part, or undefined when it has none. */
function submissionIdOf(request: Request): string | undefined {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  return /name="submissionId"\r\n\r\n([^\r]*)\r\n/.exec(body)?.[1];
}

const CORS = { 'access-control-allow-origin': WEB, 'access-control-allow-credentials': 'true' };

/** 'lostAnswer': the request reaches the server, which stores it, but the page never hears back. */
type Answer = 'server' | 'fail500' | 'throw' | 'lostAnswer';

/**
 * Watches the page's permit POSTs (Chromium shows a multipart body with files only to an
 * intercepted request) and answers them from the server, with a 500, by failing the call, or by
 * failing it after the server answered.
 */
async function watchPermits(page: Page) {
  const sent: [string, string][][] = [];
  const ids: (string | undefined)[] = [];
  /** The statuses the server gave to calls whose answer the page never saw. */
  const lost: number[] = [];
  let answer: Answer = 'server';
  await page.route(PERMITS_FROM_PAGE, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(filePartsOf(route.request()));
    ids.push(submissionIdOf(route.request()));
    if (answer === 'fail500') {
      return route.fulfill({
        status: 500,
        headers: CORS,
        json: { statusCode: 500, code: 'INTERNAL_ERROR', error: 'Internal Server Error', message: 'x' },
      });
    }
    if (answer === 'throw') return route.abort('failed');
    if (answer === 'lostAnswer') {
      lost.push((await route.fetch()).status());
      return route.abort('failed');
    }
    return route.continue();
  });
  return {
    sent,
    ids,
    lost,
    answerWith(next: Answer) {
      answer = next;
    },
  };
}

/** Follows the success modal's link to /tracking and finds the application with the e-mail. */
async function trackIt(page: Page, text: Texts, id: string, email: string) {
  await page.getByRole('dialog', { name: text.success }).getByRole('link', { name: text.track }).click();
  await expect(page).toHaveURL(`${WEB}/tracking?id=${id}`);
  await expect(page.getByTestId('tracking-id')).toHaveValue(id);
  await page.getByTestId('tracking-email').fill(email);
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-result')).toContainText(id);
  await expect(page.getByTestId('tracking-status')).toHaveText(text.trackingStatus);
}

// ---- journeys ----

test.use({ viewport: { width: 1280, height: 900 } });

/** How each screen's visitor fills the screen's own part of the form, and what the server must hold. */
const OWN_PART: Record<
  string,
  (
    form: Locator,
    text: Texts,
    lang: Lang,
  ) => Promise<{ details: Record<string, unknown>; files: Record<string, Upload[]> }>
> = {
  kitap: async (form, text, lang) => {
    const certificate = pdf('marriage-certificate.pdf', `marriage ${lang}`);
    const familyCard = png('family-card.png', `kk ${lang}`);
    const spouseId = pdf('spouse-ktp.pdf', `ktp ${lang}`);
    await form.getByLabel(text.currentStatus).selectOption({ label: text.worker });
    await form.getByLabel(text.spouseName).fill('Dewi Lestari');
    await fileInput(form, text.marriageCertificate).setInputFiles([certificate]);
    await fileInput(form, text.additionalDocuments).setInputFiles([familyCard, spouseId]);
    await expect(keptFiles(form, text.marriageCertificate)).toHaveCount(1);
    await expect(keptFiles(form, text.additionalDocuments)).toHaveCount(2);
    return {
      details: { currentStatus: 'work', spouseName: 'Dewi Lestari' },
      files: { marriageCertificate: [certificate], additionalDocuments: [familyCard, spouseId] },
    };
  },
  'stay-permit': async (form, text, lang) => {
    const passport = pdf('passport.pdf', `stay ${lang}`);
    const photo = png('photo.png', `stay photo ${lang}`);
    const wrong = pdf('old-letter.pdf', `a letter not meant ${lang}`);
    const funds = pdf('bank-statement.pdf', `funds ${lang}`);
    await form.getByLabel(text.purpose).fill('Visiting my daughter in Bandung several times this year');
    // product §5: several files, over two picks; one is removed again
    await fileInput(form, text.documents).setInputFiles([passport, wrong]);
    await fileInput(form, text.documents).setInputFiles([photo, funds]);
    await form.getByRole('button', { name: text.remove(wrong.name) }).click();
    await expect(keptFiles(form, text.documents)).toHaveText([/passport\.pdf/, /photo\.png/, /bank-statement\.pdf/]);
    return {
      details: { purpose: 'Visiting my daughter in Bandung several times this year' },
      files: { documents: [passport, photo, funds] },
    };
  },
  'international-visa': async (form, text, lang) => {
    const first = pdf('acceptance-letter.pdf', `first ${lang}`);
    const combined = pdf('all-documents.pdf', `combined ${lang}`);
    // product §5: a single file; a new pick takes the place of the first
    await expect(fileInput(form, text.documents)).not.toHaveAttribute('multiple', /.*/);
    await fileInput(form, text.documents).setInputFiles([first]);
    await fileInput(form, text.documents).setInputFiles([combined]);
    await expect(keptFiles(form, text.documents)).toHaveText([/all-documents\.pdf/]);
    return { details: {}, files: { documents: [combined] } };
  },
  'additional-service': async (form, text, lang) => {
    const permit = pdf('current-kitas.pdf', `kitas ${lang}`);
    const letter = png('sponsor-letter.png', `sponsor ${lang}`);
    await fileInput(form, text.documents).setInputFiles([permit, letter]);
    return { details: {}, files: { documents: [permit, letter] } };
  },
  'visit-visa': async (form, text, lang) => {
    const invitation = pdf('invitation.pdf', `invitation ${lang}`);
    const ticket = pdf('ticket.pdf', `ticket ${lang}`);
    await form.getByLabel(text.purpose).fill('Meetings with our Jakarta distributor');
    await fileInput(form, text.documents).setInputFiles([invitation, ticket]);
    return {
      details: { purpose: 'Meetings with our Jakarta distributor' },
      files: { documents: [invitation, ticket] },
    };
  },
};

for (const lang of ['en', 'id'] as const) {
  const text = TEXT[lang];

  test.describe(`in ${lang === 'en' ? 'English' : 'Indonesian'}`, () => {
    for (const screen of SCREENS) {
      test(`a visitor on the ${screen.name} screen reads a card's Info, closes it, applies with files, and finds the application on /tracking`, async ({
        page,
      }) => {
        const person = visitor('Jamie Rivers', screen.kind, lang);
        await openScreen(page, screen, lang);

        // Info: the card's price with the SR label, processing time, and requirements; Close closes it
        await page.getByRole('button', { name: text.info(screen.info.title[lang]) }).click();
        const info = page.getByRole('dialog', { name: screen.info.title[lang] });
        await expect(info.getByTestId('permit-info-price')).toHaveText(screen.info.price[lang]);
        await expect(info.getByTestId('permit-info-processing')).toHaveText(screen.info.processing[lang]);
        await expect(info.getByTestId('permit-info-requirements').getByRole('listitem').first()).toBeVisible();
        await info.getByRole('button', { name: text.close }).last().click();
        await expect(page.getByRole('dialog')).toHaveCount(0);

        // Apply, from the card or (same card) from its Info's Apply now
        let form: Locator;
        if (screen.apply.id === screen.info.id) {
          await page.getByRole('button', { name: text.info(screen.apply.title[lang]) }).click();
          await page
            .getByRole('dialog', { name: screen.apply.title[lang] })
            .getByRole('button', { name: text.applyNow })
            .click();
          form = page.getByRole('dialog', { name: text.applyTitle(screen.apply.title[lang]) });
        } else {
          form = await openApply(page, text, lang, screen.apply);
        }
        await expect(form.getByTestId('apply-price')).toHaveText(text.price(screen.apply.price[lang]));
        await fillPerson(form, text, person);
        const expected = await OWN_PART[screen.kind]!(form, text, lang);
        const id = await sendAndReadId(page, form, text);
        await expect(page.getByRole('dialog', { name: text.success }).getByTestId('application-estimate')).toHaveText(
          screen.apply.processing[lang],
        );

        const stored = (await storedApplication(id))!;
        expect(stored).toMatchObject({
          kind: screen.kind,
          productId: screen.apply.id,
          // issue 29 (decision 163): the catalogue's title and price, in the applicant's language
          service: { title: screen.apply.title[lang], price: screen.apply.price[lang] },
          fullName: person.name,
          email: person.email,
        });
        expect(stored.details).toEqual({
          nationality: person.nationality,
          passport: person.passport,
          ...expected.details,
        });
        expectStoredFiles(stored, expected.files);

        await trackIt(page, text, id, person.email);
        // issue 21: tracking lists what was received, by the files' names.
        const received = Object.values(expected.files)
          .flat()
          .map((upload) => upload.name);
        for (const name of received) await expect(page.getByTestId('tracking-documents')).toContainText(name);
      });
    }

    test('a visitor opening each KITAP card’s form finds that card’s own field and file, and none of the others’', async ({
      page,
    }) => {
      const own: Record<keyof typeof KITAP, [field: string, file: string]> = {
        spouse: [text.spouseName, text.marriageCertificate],
        working: [text.companyName, text.workContract],
        investor: [text.investmentAmount, text.investmentProof],
        retirement: [text.retirementAge, text.bankStatement],
      };
      await openScreen(page, KITAP_SCREEN, lang);
      for (const [id, [field, file]] of Object.entries(own) as [keyof typeof KITAP, [string, string]][]) {
        const form = await openApply(page, text, lang, KITAP[id]);
        await expect(textbox(form, field)).toBeVisible();
        await expect(fileInput(form, file)).toHaveCount(1);
        await expect(fileInput(form, text.additionalDocuments)).toHaveCount(1);
        await expect(form.getByLabel(text.currentStatus)).toBeVisible();
        for (const [other, [otherField, otherFile]] of Object.entries(own)) {
          if (other === id) continue;
          await expect(textbox(form, otherField)).toHaveCount(0);
          await expect(fileInput(form, otherFile)).toHaveCount(0);
        }
        await expect(form.getByLabel(text.purpose)).toHaveCount(0);
        await form.getByRole('button', { name: text.cancel }).last().click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });

    test('an investor offering less than 350,000 USD is refused in the browser, then applies with the minimum and every proof', async ({
      page,
    }) => {
      const person = visitor('Morgan Hale', 'investor', lang);
      const shares = pdf('share-certificate.pdf', `shares ${lang}`);
      const transfer = png('bank-transfer.png', `transfer ${lang}`);
      const permits = await watchPermits(page);
      await openScreen(page, KITAP_SCREEN, lang);
      const form = await openApply(page, text, lang, KITAP.investor);
      await fillPerson(form, text, person);
      await form.getByLabel(text.investmentAmount).fill('349999');
      await fileInput(form, text.investmentProof).setInputFiles([shares, transfer]);
      await form.getByRole('button', { name: text.submit }).click();
      await expect(form.getByText(text.investmentTooLow)).toBeVisible();
      expect(permits.sent).toHaveLength(0);

      await form.getByLabel(text.investmentAmount).fill('350000');
      await expect(form.getByText(text.investmentTooLow)).toHaveCount(0);
      const id = await sendAndReadId(page, form, text);
      expect(permits.sent).toEqual([
        [
          ['investmentProof', shares.name],
          ['investmentProof', transfer.name],
        ],
      ]);
      const stored = (await storedApplication(id))!;
      expect(stored.details).toEqual({
        nationality: person.nationality,
        passport: person.passport,
        investmentAmount: 350000,
      });
      expectStoredFiles(stored, { investmentProof: [shares, transfer] });
    });

    test('a retiree under 55 is refused in the browser, every missing field and the pension proof are named, and at 55 the application is stored', async ({
      page,
    }) => {
      const person = visitor('Robin Ashby', 'retiree', lang);
      const pension = pdf('pension-statement.pdf', `pension ${lang}`);
      const permits = await watchPermits(page);
      await openScreen(page, KITAP_SCREEN, lang);
      const form = await openApply(page, text, lang, KITAP.retirement);
      await form.getByLabel(text.retirementAge).fill('54');
      await form.getByRole('button', { name: text.submit }).click();
      await expect(form.getByText(text.tooYoung)).toBeVisible();
      // name, e-mail, phone, nationality and passport are required; so is the card's file
      await expect(form.getByText(text.required)).toHaveCount(5);
      await expect(form.getByTestId('documents-bankStatement').getByText(text.fileRequired)).toBeVisible();
      expect(permits.sent).toHaveLength(0);

      await fillPerson(form, text, person);
      await form.getByLabel(text.retirementAge).fill('55');
      await fileInput(form, text.bankStatement).setInputFiles([pension]);
      const id = await sendAndReadId(page, form, text);
      const stored = (await storedApplication(id))!;
      expect(stored.details).toEqual({ nationality: person.nationality, passport: person.passport, retirementAge: 55 });
      expectStoredFiles(stored, { bankStatement: [pension] });
    });

    test('a visitor picking a file over 5 MB and files of other types has them refused in the browser, by name, and sends only the good one', async ({
      page,
    }) => {
      const person = visitor('Casey Moreno', 'refused', lang);
      const oversized: Upload = {
        name: 'huge-scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25),
      };
      const word: Upload = {
        name: 'letter.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from('PK not a permit type'),
      };
      const program: Upload = {
        name: 'setup.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ not a document'),
      };
      const passport = pdf('passport.pdf', `casey ${lang}`);
      const permits = await watchPermits(page);
      await openScreen(page, STAY_SCREEN, lang);
      const form = await openApply(page, text, lang, STAY_SCREEN.apply);
      await fillPerson(form, text, person);
      await fileInput(form, text.documents).setInputFiles([oversized]);
      await expect(form.getByTestId('document-refusal')).toHaveText(text.tooLarge(oversized.name));
      await expect(keptFiles(form, text.documents)).toHaveCount(0);

      await fileInput(form, text.documents).setInputFiles([word, passport, program]);
      await expect(form.getByTestId('document-refusal').locator('p')).toHaveText([
        text.wrongType(word.name),
        text.wrongType(program.name),
      ]);
      await expect(keptFiles(form, text.documents)).toHaveText([/passport\.pdf/]);
      expect(permits.sent).toHaveLength(0);

      const id = await sendAndReadId(page, form, text);
      expect(permits.sent).toEqual([[['documents', passport.name]]]);
      expectStoredFiles((await storedApplication(id))!, { documents: [passport] });
    });

    test.describe('when the server fails', () => {
      test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });

      test('a visitor whose application meets a failing server, a dropped call, then an answer lost after the server stored it, keeps everything typed and chosen, reads product §8’s messages, and the retry is stored once under the same ID', async ({
        page,
      }) => {
        const person = visitor('Alex Tan', 'failing', lang);
        const contract = pdf('work-contract.pdf', `contract ${lang}`);
        const extra = png('rptka.png', `rptka ${lang}`);
        const permits = await watchPermits(page);
        await openScreen(page, KITAP_SCREEN, lang);
        const form = await openApply(page, text, lang, KITAP.working);
        await fillPerson(form, text, person);
        await form.getByLabel(text.companyName).fill('PT Nusantara Teknik');
        await fileInput(form, text.workContract).setInputFiles([contract]);
        await fileInput(form, text.additionalDocuments).setInputFiles([extra]);

        const expectAllKept = async () => {
          await expectPersonKept(form, text, person);
          await expect(form.getByLabel(text.companyName)).toHaveValue('PT Nusantara Teknik');
          await expect(keptFiles(form, text.workContract)).toHaveText([/work-contract\.pdf/]);
          await expect(keptFiles(form, text.additionalDocuments)).toHaveText([/rptka\.png/]);
          await expect(form.getByRole('button', { name: text.submit })).toBeEnabled();
        };

        permits.answerWith('fail500');
        await form.getByRole('button', { name: text.submit }).click();
        await expect(form.getByTestId('apply-error')).toHaveText(text.failed);
        await expectAllKept();

        permits.answerWith('throw');
        await form.getByRole('button', { name: text.submit }).click();
        await expect(form.getByTestId('apply-error')).toHaveText(text.error);
        await expectAllKept();
        expect(await applicationsByEmail(person.email)).toBe(0);

        // the server stores the application, and its answer is lost on the way back
        permits.answerWith('lostAnswer');
        await form.getByRole('button', { name: text.submit }).click();
        await expect(form.getByTestId('apply-error')).toHaveText(text.error);
        await expectAllKept();
        expect(permits.lost).toEqual([201]);
        expect(await applicationsByEmail(person.email)).toBe(1);

        // docs/decisions.md 12: the retry carries the ID made when the modal opened, so the
        // server answers the stored application instead of storing a second one
        permits.answerWith('server');
        const submissionId = await form.getByTestId('apply-form').getAttribute('data-submission-id');
        expect(submissionId).toMatch(APPLICATION_ID);
        const id = await sendAndReadId(page, form, text);
        expect(id).toBe(submissionId);
        const sentFiles = [
          ['workContract', contract.name],
          ['additionalDocuments', extra.name],
        ];
        expect(permits.sent).toEqual([sentFiles, sentFiles, sentFiles, sentFiles]);
        expect(permits.ids).toEqual([id, id, id, id]);
        expect(await applicationsByEmail(person.email)).toBe(1);
        const stored = (await storedApplication(id))!;
        expect(stored.details).toEqual({
          nationality: person.nationality,
          passport: person.passport,
          companyName: 'PT Nusantara Teknik',
        });
        expectStoredFiles(stored, { workContract: [contract], additionalDocuments: [extra] });
      });
    });

    for (const screen of SCREENS) {
      test(`a visitor using a screen reader meets no accessibility violations on the ${screen.name} screen, its Info and its apply form`, async ({
        page,
      }) => {
        // axe reads the whole page three times
        test.slow();
        await openScreen(page, screen, lang);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: text.info(screen.info.title[lang]) }).click();
        await expect(page.getByRole('dialog', { name: screen.info.title[lang] })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('dialog').getByRole('button', { name: text.close }).last().click();

        const form = await openApply(page, text, lang, screen.apply);
        // with the fields' errors, a refusal and a kept file showing
        await form.getByRole('button', { name: text.submit }).click();
        await expect(form.getByText(text.required).first()).toBeVisible();
        const files = form.locator('input[type="file"]').first();
        await files.setInputFiles([pdf('passport.pdf', 'axe')]);
        await files.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
        await expect(form.getByTestId('document-item')).toHaveCount(1);
        await expect(form.getByTestId('document-refusal')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

// product §5 on the server too: the API refuses what the browser refuses (issue 6 "Done when").
test('the API refuses an investor under 350,000 USD and a retiree under 55, and stores neither', async ({
  request,
}) => {
  const email = 'server.rules.permit@example.com';
  const application = (productId: 'investor' | 'retirement', field: string, value: string, file: string) => {
    const form = new FormData();
    const fields = {
      formType: 'kitap',
      productId,
      productTitle: `${productId} KITAP`,
      fullName: 'Sam Ortiz',
      email,
      phone: '+62 815 6666 7777',
      nationality: 'Canadian',
      passport: 'CA998877',
      [field]: value,
    };
    for (const [name, text] of Object.entries(fields)) form.append(name, text);
    const proof = pdf(`${file}.pdf`, file);
    form.append(file, new Blob([new Uint8Array(proof.buffer)], { type: proof.mimeType }), proof.name);
    return form;
  };

  for (const [productId, field, value, file] of [
    ['investor', 'investmentAmount', '349999', 'investmentProof'],
    ['retirement', 'retirementAge', '54', 'bankStatement'],
  ] as const) {
    const answer = await request.post(`${API}/api/submit-application`, {
      multipart: application(productId, field, value, file),
    });
    expect(answer.status(), await answer.text()).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field }] });
  }
  expect(await applicationsByEmail(email)).toBe(0);

  const accepted = await request.post(`${API}/api/submit-application`, {
    multipart: application('retirement', 'retirementAge', '55', 'bankStatement'),
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  expect(await applicationsByEmail(email)).toBe(1);
});
