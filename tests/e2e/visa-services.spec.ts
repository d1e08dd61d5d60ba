import { createHash } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { API, API_FROM_PAGE, WEB } from '../support/e2e-settings.js';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';
import { type StoredFile, storedApplication } from './stored-state.js';

// product §2 "Visa services", §4 "Visa search"/"Visa application", §5, §7, §8, §9; issue 5 "Done
// when". Journeys against the real API: what the visitor keeps is what the server stores.

/** Where the built web app sends the application (frontend/.env.localhost). */
const APPLICATIONS_FROM_PAGE = `${API_FROM_PAGE}/api/visa-applications`;
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const TOURIST = {
  en: 'C1 Tourist Single Entry Visitor Visa',
  idn: 'Visa Kunjungan Wisata Sekali Perjalanan C1',
  price: 'USD 35',
};
const WORKING = {
  en: 'Working Visa and Stay Permit (E23 KITAS)',
  idn: 'Visa Kerja dan Izin Tinggal (KITAS E23)',
  id: 'working-kitas-e23',
};
const MEDICAL_IDS = ['medical-treatment', 'medical-multiple-entry-2-years', 'medical-multiple-entry-1-year'];
const POPULAR_IDS = [
  'b1-visa-on-arrival',
  'c1-tourist-single-entry',
  'tourist-multiple-entry',
  'tourist-multiple-entry-1-year',
  'transit',
];

const TEXT = {
  en: {
    lang: 'en',
    path: '/visa-services',
    hero: 'Indonesia Visa Services',
    searching: 'Searching...',
    searchingStatus: 'Searching Indonesia visa services...',
    reset: 'Reset',
    popular: 'Popular Indonesia Visa Services',
    // issue 21: plurals through i18next ("1 … Option")
    count: (n: number) => `${n} Indonesia Visa ${n === 1 ? 'Option' : 'Options'} Available`,
    empty: 'No Indonesia visa services found',
    medical: 'Medical treatment',
    medicalLong: 'Long-term medical treatment visa',
    tags: ['Purpose: Medical treatment', 'Visa type: Long-term medical treatment visa'],
    selectPurposeFirst: 'Select purpose first',
    tourist: TOURIST.en,
    info: (title: string) => `Info: ${title}`,
    apply: (title: string) => `Apply: ${title}`,
    applyTitle: (title: string) => `Apply ${title}`,
    sampleNote: 'This is a sample. A real visa has extra security features, such as holograms and watermarks.',
    applyNow: 'Apply now',
    price: (price: string) => `Our service fee: ${price}`,
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    requiredDocuments: ['Passport', 'Photo, 4x6 cm', 'Flight ticket'],
    sponsorOwn: 'Sponsored by your own company',
    submit: 'Send application',
    sending: 'Sending...',
    remove: (name: string) => `Remove ${name}`,
    tooLarge: (name: string) => `“${name}” is larger than 5 MB and was not added.`,
    wrongType: (name: string) => `“${name}” is not a PDF, JPG, JPEG, PNG, DOC or DOCX file and was not added.`,
    failed: 'Sending the application failed. Please try again.',
    error: 'Something went wrong while sending the application.',
    success: 'Application sent',
    status: 'Sedang Diproses (in process)',
    estimate: 'Instant upon arrival', // issue 21: the B1 visa's own processing time
    track: 'Track this application',
    close: 'Close',
    trackingStatus: 'In process',
    workPurpose: 'Work',
    working: WORKING.en,
    workType: 'Work type',
    workTypeRequired: 'Please choose your work type.',
    professional: 'Professional',
    workDocuments: ['Passport', 'Photo', 'Work documents for your work type'],
  },
  id: {
    lang: 'id',
    path: '/visa-services?lng=id',
    hero: 'Layanan Visa Indonesia',
    searching: 'Mencari...',
    searchingStatus: 'Mencari layanan visa Indonesia...',
    reset: 'Atur ulang',
    popular: 'Layanan Visa Indonesia Populer',
    count: (n: number) => `${n} Pilihan Visa Indonesia Tersedia`,
    empty: 'Layanan visa Indonesia tidak ditemukan',
    medical: 'Pengobatan',
    medicalLong: 'Visa pengobatan jangka panjang',
    tags: ['Tujuan: Pengobatan', 'Jenis visa: Visa pengobatan jangka panjang'],
    selectPurposeFirst: 'Pilih tujuan terlebih dahulu',
    tourist: TOURIST.idn,
    info: (title: string) => `Detail: ${title}`,
    apply: (title: string) => `Ajukan: ${title}`,
    applyTitle: (title: string) => `Ajukan ${title}`,
    sampleNote: 'Ini hanya contoh. Visa asli memiliki fitur keamanan tambahan, seperti hologram dan tanda air.',
    applyNow: 'Ajukan sekarang',
    price: (price: string) => `Biaya layanan kami: ${price}`,
    name: 'Nama lengkap',
    email: 'E-mail',
    phone: 'Nomor telepon',
    requiredDocuments: ['Paspor', 'Pas foto 4x6 cm', 'Tiket pesawat'],
    sponsorOwn: 'Sponsor dari perusahaan sendiri',
    submit: 'Kirim permohonan',
    sending: 'Mengirim...',
    remove: (name: string) => `Hapus ${name}`,
    tooLarge: (name: string) => `“${name}” lebih besar dari 5 MB dan tidak ditambahkan.`,
    wrongType: (name: string) => `“${name}” bukan file PDF, JPG, JPEG, PNG, DOC atau DOCX dan tidak ditambahkan.`,
    failed: 'Gagal mengirim aplikasi. Silakan coba lagi.',
    error: 'Terjadi kesalahan saat mengirim aplikasi.',
    success: 'Permohonan terkirim',
    status: 'Sedang Diproses',
    estimate: 'Langsung saat kedatangan',
    track: 'Lacak permohonan ini',
    close: 'Tutup',
    trackingStatus: 'Sedang Diproses',
    workPurpose: 'Bekerja',
    working: WORKING.idn,
    workType: 'Jenis pekerjaan',
    workTypeRequired: 'Pilih jenis pekerjaan Anda.',
    professional: 'Profesional',
    workDocuments: ['Paspor', 'Pas foto', 'Dokumen kerja sesuai jenis pekerjaan'],
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];
const LANGUAGES = [TEXT.en, TEXT.id] as const;

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

/** The stored files match the uploads byte for byte, as the staff download them. */
function expectStoredFiles(files: StoredFile[], kept: Upload[]) {
  const expected = [...kept].sort((a, b) => a.name.localeCompare(b.name));
  expect(files.map((file) => file.name)).toEqual(expected.map((file) => file.name));
  files.forEach((file, index) => {
    const upload = expected[index]!;
    expect(file.field).toBe('documents');
    expect(file.size).toBe(upload.buffer.length);
    expect(file.sha256).toBe(sha256(upload.buffer));
    expect(sha256(file.bytes)).toBe(sha256(upload.buffer));
  });
}

// ---- the screen ----

async function openVisaServices(page: Page, text: Texts) {
  await page.goto(text.path);
  await expect(page.getByRole('heading', { level: 1, name: text.hero })).toBeVisible();
}

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function find(page: Page, text: Texts) {
  const button = page.getByTestId('visa-search-find');
  await button.click();
  // product §9: about a second of "Searching..." with a status message
  await expect(button).toHaveText(text.searching);
  await expect(page.getByTestId('visa-search-status')).toHaveText(text.searchingStatus);
  await expect(button).not.toHaveText(text.searching, { timeout: 3_000 });
}

/** Mantine fades a modal in; axe would read its colours half-way. */
async function settled(dialog: Locator) {
  await expect(dialog).toHaveCSS('opacity', '1');
  await expect(dialog.page().locator('.mantine-Modal-overlay')).toHaveCSS('opacity', '1');
}

const cardIds = (page: Page) =>
  page
    .getByTestId('visa-service-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-service-id')));

async function openApplyForm(page: Page, text: Texts): Promise<Locator> {
  await page.getByRole('button', { name: text.apply(text.tourist) }).click();
  const dialog = page.getByRole('dialog', { name: text.applyTitle(text.tourist) });
  await expect(dialog).toBeVisible();
  return dialog;
}

interface Visitor {
  name: string;
  email: string;
  phone: string;
}

async function fillApplyForm(form: Locator, text: Texts, visitor: Visitor) {
  await form.getByLabel(text.name).fill(visitor.name);
  await form.getByLabel(text.email).fill(visitor.email);
  await form.getByLabel(text.phone).fill(visitor.phone);
}

async function expectFormKeeps(form: Locator, text: Texts, visitor: Visitor, files: string[]) {
  await expect(form.getByLabel(text.name)).toHaveValue(visitor.name);
  await expect(form.getByLabel(text.email)).toHaveValue(visitor.email);
  await expect(form.getByLabel(text.phone)).toHaveValue(visitor.phone);
  await expect(form.getByTestId('document-item')).toHaveCount(files.length);
  for (const [index, name] of files.entries())
    await expect(form.getByTestId('document-item').nth(index)).toContainText(name);
}

/** A multipart body's text part, and the file names of its `documents` parts. */
function partsOf(request: Request) {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const text = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];
  const documents = [...body.matchAll(/name="documents"; filename="([^"]*)"/g)].map((match) => match[1]);
  return {
    submissionId: text('submissionId'),
    sponsorType: text('sponsorType'),
    workType: text('workType'),
    documents,
  };
}

const CORS = { 'access-control-allow-origin': WEB, 'access-control-allow-credentials': 'true' };

type Answer = 'server' | 'unsuccessful' | 'throw';

/**
 * Watches the page's application POSTs (Chromium shows a multipart body with files only to an
 * intercepted request) and answers them: from the server, with `{ success: false }` (product §8),
 * or by failing the call.
 */
async function watchApplications(page: Page) {
  const sent: ReturnType<typeof partsOf>[] = [];
  let answer: Answer = 'server';
  let held: Promise<void> | undefined;
  await page.route(APPLICATIONS_FROM_PAGE, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(partsOf(route.request()));
    await held;
    if (answer === 'unsuccessful') return route.fulfill({ status: 200, headers: CORS, json: { success: false } });
    if (answer === 'throw') return route.abort('failed');
    return route.continue();
  });
  return {
    sent,
    answerWith(next: Answer) {
      answer = next;
    },
    /** Keeps the next answers back until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
  };
}

// ---- journeys ----

test.use({ viewport: { width: 1280, height: 900 } });

for (const text of LANGUAGES) {
  test.describe(`in ${text.lang === 'en' ? 'English' : 'Indonesian'}`, () => {
    test('a visitor searches by purpose and visa type, narrows to nothing, and resets to the popular services', async ({
      page,
    }) => {
      await openVisaServices(page, text);
      await expect(page.getByTestId('visa-results-heading')).toHaveText(text.popular);
      expect(await cardIds(page)).toEqual(POPULAR_IDS);
      await expect(page.getByTestId('visa-search-reset')).toHaveCount(0);

      // the visa type waits for a purpose
      await expect(page.getByTestId('filter-visa-type')).toBeDisabled();
      await expect(page.getByTestId('filter-visa-type')).toHaveAttribute('placeholder', text.selectPurposeFirst);
      await choose(page, 'filter-purpose', text.medical);
      await expect(page.getByTestId('filter-visa-type')).toBeEnabled();
      await choose(page, 'filter-visa-type', text.medicalLong);
      await find(page, text);

      await expect(page.getByTestId('visa-results-heading')).toHaveText(text.count(3));
      await expect(page.getByTestId('visa-filter-tags').getByRole('listitem')).toHaveText([...text.tags]);
      expect([...(await cardIds(page))].sort()).toEqual([...MEDICAL_IDS].sort());

      await page.getByTestId('filter-query').fill('no-such-visa-anywhere');
      await find(page, text);
      await expect(page.getByTestId('visa-results-heading')).toHaveText(text.count(0));
      await expect(page.getByTestId('visa-results-empty')).toContainText(text.empty);
      await expect(page.getByTestId('visa-service-card')).toHaveCount(0);

      await page.getByTestId('visa-search-reset').click();
      await expect(page.getByTestId('visa-results-heading')).toHaveText(text.popular);
      expect(await cardIds(page)).toEqual(POPULAR_IDS);
      await expect(page.getByTestId('filter-query')).toHaveValue('');
      await expect(page.getByTestId('filter-visa-type')).toBeDisabled();
      await expect(page.getByTestId('visa-search-reset')).toHaveCount(0);
    });

    test('a visitor reads the Info of a tourist visa, with the sample visa and its price, and goes on to apply from it', async ({
      page,
    }) => {
      await openVisaServices(page, text);
      await page.getByRole('button', { name: text.info(text.tourist) }).click();
      const info = page.getByRole('dialog', { name: text.tourist });
      await expect(info.getByTestId('visa-info-modal')).toBeVisible();
      await expect(info.getByTestId('sample-visa')).toBeVisible();
      await expect(info.getByText(text.sampleNote)).toBeVisible();
      await expect(info.getByTestId('visa-info-price')).toHaveText(TOURIST.price);

      await info.getByTestId('visa-info-apply').click();
      const form = page.getByRole('dialog', { name: text.applyTitle(text.tourist) });
      await expect(form.getByTestId('apply-price')).toHaveText(text.price(TOURIST.price));
      await expect(page.getByTestId('visa-info-modal')).toHaveCount(0);
      // product §5: the tourist documents, and no work type for a service that is not a working one
      await expect(form.getByTestId('required-documents').getByRole('listitem')).toHaveText([
        ...text.requiredDocuments,
      ]);
      await expect(form.getByTestId('work-type')).toHaveCount(0);
      await expect(form.getByTestId('sponsor-cipta')).toBeChecked();
    });

    test('a visitor applies for a tourist visa with two documents after removing a third, sees the success modal and the same ID on the tracking page', async ({
      page,
    }) => {
      const visitor = {
        name: `Ayu Lestari ${text.lang}`,
        email: `ayu.visa.${text.lang}@example.com`,
        phone: '+62 812 3456 7890',
      };
      const passport = pdf('passport.pdf', `passport of ${visitor.name}`);
      const photo = png('photo.png', `photo of ${visitor.name}`);
      const wrongPick = pdf('old-ticket.pdf', 'a ticket the visitor did not mean to send');

      const applications = await watchApplications(page);
      await openVisaServices(page, text);
      const form = await openApplyForm(page, text);
      const submissionId = await form.getByTestId('apply-form').getAttribute('data-submission-id');
      expect(submissionId).toMatch(/^VS\d{8}[A-Z0-9]{4}$/);

      await fillApplyForm(form, text, visitor);
      await form.getByTestId('sponsor-sponsor').check();
      // files accumulate over two picks; one is removed again
      await form.getByTestId('document-input').setInputFiles([passport, wrongPick]);
      await form.getByTestId('document-input').setInputFiles([photo]);
      await expect(form.getByTestId('document-item')).toHaveCount(3);
      await form.getByRole('button', { name: text.remove(wrongPick.name) }).click();
      await expectFormKeeps(form, text, visitor, [passport.name, photo.name]);
      // issue 21: the checklist ticks a document for each file, and names the file
      await expect(form.getByTestId('required-document')).toHaveText([
        `${text.requiredDocuments[0]} (${passport.name})`,
        `${text.requiredDocuments[1]} (${photo.name})`,
        text.requiredDocuments[2],
      ]);
      await expect(form.locator('[data-testid="required-document"][data-covered]')).toHaveCount(2);

      await form.getByTestId('apply-submit').click();
      const success = page.getByRole('dialog', { name: text.success });
      await expect(success.getByTestId('application-id')).toHaveText(submissionId!);
      expect(applications.sent).toEqual([
        { submissionId, sponsorType: 'sponsor', workType: undefined, documents: [passport.name, photo.name] },
      ]);
      await expect(success.getByTestId('application-status')).toHaveText(text.status);
      await expect(success.getByText(text.estimate)).toBeVisible();
      await expect(success.getByTestId('application-documents').getByRole('listitem')).toHaveText([
        passport.name,
        photo.name,
      ]);

      // issue 5: the stored application holds exactly the files the visitor kept, with the sponsor chosen
      const stored = await storedApplication(submissionId!);
      expect(stored?.details).toEqual({ sponsorType: 'sponsor' });
      expectStoredFiles(stored!.files, [passport, photo]);

      await success.getByRole('link', { name: text.track }).click();
      await expect(page).toHaveURL(`${WEB}/tracking?id=${submissionId}`);
      // DESIGN 6: the ID arrives filled in; with the e-mail the visitor finds the application
      await expect(page.getByTestId('tracking-id')).toHaveValue(submissionId!);
      await page.getByTestId('tracking-email').fill(visitor.email);
      await page.getByTestId('tracking-submit').click();
      await expect(page.getByTestId('tracking-result')).toContainText(submissionId!);
      await expect(page.getByTestId('tracking-status')).toHaveText(text.trackingStatus);
    });

    test('a visitor closing the success modal finds the apply form closed and a fresh one empty with a new ID', async ({
      page,
    }) => {
      const visitor = { name: 'Budi Santoso', email: `budi.visa.${text.lang}@example.com`, phone: '+62 811 222 333' };
      await openVisaServices(page, text);
      let form = await openApplyForm(page, text);
      const firstId = await form.getByTestId('apply-form').getAttribute('data-submission-id');
      await fillApplyForm(form, text, visitor);
      await form.getByTestId('document-input').setInputFiles([pdf('passport.pdf', 'budi')]);
      await form.getByTestId('apply-submit').click();
      const success = page.getByRole('dialog', { name: text.success });
      await expect(success.getByTestId('application-id')).toHaveText(firstId!);
      await success.getByRole('button', { name: text.close }).last().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect((await storedApplication(firstId!))?.details).toEqual({ sponsorType: 'cipta' });

      form = await openApplyForm(page, text);
      await expect(form.getByLabel(text.name)).toHaveValue('');
      await expect(form.getByTestId('document-item')).toHaveCount(0);
      await expect(form.getByTestId('apply-form')).not.toHaveAttribute('data-submission-id', firstId!);
    });

    test('a visitor looking for work finds the working visa, is asked for a work type, and applies with two documents after removing a third', async ({
      page,
    }) => {
      const visitor = {
        name: `Eka Putra ${text.lang}`,
        email: `eka.work.${text.lang}@example.com`,
        phone: '+62 815 6666 7777',
      };
      const contract = pdf('contract.pdf', `employment contract of ${visitor.name}`);
      const cv = pdf('cv.pdf', `curriculum vitae of ${visitor.name}`);
      const wrongPick = png('holiday.png', 'a picture the visitor did not mean to send');
      const applications = await watchApplications(page);
      await openVisaServices(page, text);
      await choose(page, 'filter-purpose', text.workPurpose);
      await find(page, text);
      await expect(page.getByTestId('visa-results-heading')).toHaveText(text.count(1));
      expect(await cardIds(page)).toEqual([WORKING.id]);

      await page.getByRole('button', { name: text.apply(text.working) }).click();
      const form = page.getByRole('dialog', { name: text.applyTitle(text.working) });
      await expect(form.getByTestId('required-documents').getByRole('listitem')).toHaveText([...text.workDocuments]);
      const submissionId = await form.getByTestId('apply-form').getAttribute('data-submission-id');
      await fillApplyForm(form, text, visitor);
      await form.getByTestId('document-input').setInputFiles([contract, wrongPick, cv]);
      await form.getByRole('button', { name: text.remove(wrongPick.name) }).click();

      // product §5: the work type is required when shown
      await form.getByTestId('apply-submit').click();
      await expect(form.getByText(text.workTypeRequired)).toBeVisible();
      expect(applications.sent).toHaveLength(0);
      await expect(form.getByLabel(text.workType)).toBeVisible();
      await form.getByTestId('work-type').click();
      await page.getByRole('option', { name: text.professional, exact: true }).click();
      await form.getByTestId('sponsor-sponsor').check();
      await form.getByTestId('apply-submit').click();

      await expect(page.getByRole('dialog', { name: text.success }).getByTestId('application-id')).toHaveText(
        submissionId!,
      );
      expect(applications.sent).toEqual([
        { submissionId, sponsorType: 'sponsor', workType: 'professional', documents: [contract.name, cv.name] },
      ]);
      const stored = await storedApplication(submissionId!);
      expect(stored?.details).toEqual({ sponsorType: 'sponsor', workType: 'professional' });
      expectStoredFiles(stored!.files, [contract, cv]);
    });

    test('a visitor picking a file over 5 MB and a file of another type has both refused in the browser, by name, and sends only the good one', async ({
      page,
    }) => {
      const visitor = { name: 'Citra Dewi', email: `citra.visa.${text.lang}@example.com`, phone: '+62 813 4444 5555' };
      const oversized: Upload = {
        name: 'huge-scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25),
      };
      const program: Upload = {
        name: 'setup.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ not a document'),
      };
      const notes: Upload = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') };
      const passport = pdf('passport.pdf', 'citra');
      const applications = await watchApplications(page);
      await openVisaServices(page, text);
      const form = await openApplyForm(page, text);
      await fillApplyForm(form, text, visitor);
      await form.getByTestId('document-input').setInputFiles([oversized]);
      await expect(form.getByTestId('document-refusal')).toHaveText(text.tooLarge(oversized.name));
      await expect(form.getByTestId('document-item')).toHaveCount(0);

      await form.getByTestId('document-input').setInputFiles([program, passport, notes]);
      await expect(form.getByTestId('document-refusal').locator('p')).toHaveText([
        text.wrongType(program.name),
        text.wrongType(notes.name),
      ]);
      await expectFormKeeps(form, text, visitor, [passport.name]);
      expect(applications.sent).toHaveLength(0);

      const submissionId = await form.getByTestId('apply-form').getAttribute('data-submission-id');
      await form.getByTestId('apply-submit').click();
      await expect(page.getByTestId('application-id')).toHaveText(submissionId!);
      expect(applications.sent.map((parts) => parts.documents)).toEqual([[passport.name]]);
      expectStoredFiles((await storedApplication(submissionId!))!.files, [passport]);
    });

    test.describe('when the server fails', () => {
      test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });

      test('a visitor whose application is not accepted, then never arrives, keeps the form, reads both messages, and succeeds on retry with the same ID', async ({
        page,
      }) => {
        const visitor = {
          name: 'Dewi Anggraini',
          email: `dewi.visa.${text.lang}@example.com`,
          phone: '+62 814 5555 6666',
        };
        const passport = pdf('passport.pdf', 'dewi');
        const ticket = pdf('ticket.pdf', 'dewi ticket');
        const applications = await watchApplications(page);
        await openVisaServices(page, text);
        const form = await openApplyForm(page, text);
        const submissionId = await form.getByTestId('apply-form').getAttribute('data-submission-id');
        await fillApplyForm(form, text, visitor);
        await form.getByTestId('document-input').setInputFiles([passport, ticket]);

        // product §8: an answer without the success flag
        applications.answerWith('unsuccessful');
        const release = applications.hold();
        await form.getByTestId('apply-submit').click();
        // product §4: while it is sent, the button is disabled and says so, with the upload's progress
        await expect(form.getByTestId('apply-submit')).toHaveText(text.sending);
        await expect(form.getByTestId('apply-submit')).toBeDisabled();
        await expect(form.getByTestId('apply-progress')).toBeVisible();
        release();
        await expect(form.getByTestId('apply-error')).toHaveText(text.failed);
        await expectFormKeeps(form, text, visitor, [passport.name, ticket.name]);
        await expect(form.getByTestId('apply-submit')).toBeEnabled();
        await expect(form.getByTestId('apply-submit')).toHaveText(text.submit);

        // product §8: a call that throws
        applications.answerWith('throw');
        await form.getByTestId('apply-submit').click();
        await expect(form.getByTestId('apply-error')).toHaveText(text.error);
        await expectFormKeeps(form, text, visitor, [passport.name, ticket.name]);
        await expect(form.getByTestId('apply-submit')).toBeEnabled();
        expect(await storedApplication(submissionId!)).toBeUndefined();

        // DESIGN 5: the retry sends the same submissionId, and the server keeps it
        applications.answerWith('server');
        await form.getByTestId('apply-submit').click();
        await expect(page.getByTestId('application-id')).toHaveText(submissionId!);
        expect(applications.sent.map((parts) => parts.submissionId)).toEqual([
          submissionId,
          submissionId,
          submissionId,
        ]);
        expect(applications.sent.map((parts) => parts.documents)).toEqual(Array(3).fill([passport.name, ticket.name]));
        expectStoredFiles((await storedApplication(submissionId!))!.files, [passport, ticket]);
      });
    });

    test('a visitor using a screen reader meets no accessibility violations on the screen, the Info modal and the apply modal', async ({
      page,
    }) => {
      // axe reads the whole page three times
      test.slow();
      const violations = () => axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
      await openVisaServices(page, text);
      expect(await violations()).toEqual([]);

      await page.getByRole('button', { name: text.info(text.tourist) }).click();
      await settled(page.getByRole('dialog', { name: text.tourist }));
      expect(await violations()).toEqual([]);

      await page.getByTestId('visa-info-apply').click();
      const form = page.getByRole('dialog', { name: text.applyTitle(text.tourist) });
      await expect(form).toBeVisible();
      // with a refusal and a kept file showing
      await form
        .getByTestId('document-input')
        .setInputFiles([
          pdf('passport.pdf', 'axe'),
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
        ]);
      await expect(form.getByTestId('document-refusal')).toBeVisible();
      await settled(form);
      expect(await violations()).toEqual([]);
    });
  });
}

// product §5: the work type belongs to working (kerja) services only. The catalogue of product §3 has
// no such service, so the screen never asks for it; the server's side is checked straight on the API.
test('an application for a working service is refused without a work type, then stored with its work type, sponsor and both documents', async ({
  request,
}) => {
  const stamp = String(Date.now()).slice(-8);
  const contract = pdf('contract.pdf', 'employment contract');
  const cv = pdf('cv.pdf', 'curriculum vitae');
  // Playwright's multipart object takes one file per field; a FormData takes several.
  const application = (submissionId: string, workType?: string) => {
    const form = new FormData();
    const fields = {
      submissionId,
      fullName: 'Eka Putra',
      email: 'eka.working@example.com',
      phone: '+62 815 6666 7777',
      sponsorType: 'sponsor',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (workType) form.append('workType', workType);
    form.append('service', JSON.stringify({ title: 'Working Visa and Stay Permit (E23 KITAS)', price: 'USD 450' }));
    for (const file of [contract, cv])
      form.append('documents', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    return form;
  };

  const refusedId = `VS${stamp}WK01`;
  const refused = await request.post(`${API}/api/visa-applications`, { multipart: application(refusedId) });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'workType' }] });
  expect(await storedApplication(refusedId)).toBeUndefined();

  const id = `VS${stamp}WK02`;
  const answer = await request.post(`${API}/api/visa-applications`, { multipart: application(id, 'skilled') });
  expect(answer.status(), await answer.text()).toBe(201);
  expect(await answer.json()).toMatchObject({ success: true, data: { submissionId: id, status: 'Sedang Diproses' } });
  const stored = await storedApplication(id);
  expect(stored?.details).toEqual({ sponsorType: 'sponsor', workType: 'skilled' });
  expectStoredFiles(stored!.files, [contract, cv]);
});
