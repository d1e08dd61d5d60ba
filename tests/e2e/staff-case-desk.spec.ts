import { randomBytes } from 'node:crypto';
import { serviceByTitle } from '@cipta/domain/catalogue';
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '../support/e2e-settings.js';
import { expect, test } from './fixtures.js';
import {
  PDF,
  STAFF_WEB,
  addStaffWithPassword,
  applyForVisa,
  expectAxeCleanAtBothWidths,
  strongPassword,
  totp,
  uniqueEmail,
} from './staff-helpers.js';

// issue 27 "Done when", the case page and the audit log, in both languages, at 1366 and 390 px:
// the applicant's answers in words; the required-documents checklist with missing ones; an
// internal note; a corrected e-mail address; the confirmation before Rejected (Cancel keeps the
// status, Confirm changes it); an admin reopening; a typed note kept while the session ends and
// restored after signing in again (issue 28); the audit log filtered by person and action with
// a readable row. No sideways scroll at 390 px; axe finds nothing on the pages and the dialog.

const TEXT = {
  en: {
    query: '',
    password: 'Password',
    code: 'Authenticator code or recovery code',
    enrolCode: '6-digit code from the app',
    continue: 'Continue to the staff area',
    signOut: 'Sign out',
    sponsor: ['Sponsor', 'Under Cipta'],
    kind: 'Visa',
    checklistMissing: '4 required documents are missing.',
    missing: 'Missing',
    noteLabel: 'New internal note',
    addNote: 'Add note',
    byline: 'by Dewi Lestari',
    correct: 'Correct contact details',
    email: 'E-mail',
    reason: 'Reason for the correction',
    saveCorrection: 'Save the correction',
    newStatus: 'New status',
    note: 'Note to the applicant',
    internal: 'Internal note (optional)',
    change: 'Change status',
    rejected: 'Rejected',
    processing: 'In process',
    rejectTitle: 'Reject application',
    consequence: 'The applicant is told at once',
    cancel: 'Cancel',
    confirmReject: 'Reject',
    reopenReason: 'Reason for reopening',
    reopen: 'Reopen application',
    reopenedEntry: 'Reopened (In process)',
    auditLink: 'Audit log',
    person: 'Person',
    action: 'Action',
    reopenedAction: 'Reopened an application',
    apply: 'Apply filters',
    moved: 'From Rejected to In process',
  },
  id: {
    query: '?lng=id',
    password: 'Kata sandi',
    code: 'Kode autentikator atau kode pemulihan',
    enrolCode: 'Kode 6 angka dari aplikasi autentikator',
    continue: 'Lanjut ke area staf',
    signOut: 'Keluar',
    sponsor: ['Sponsor', 'Di bawah Cipta'],
    kind: 'Visa',
    checklistMissing: '4 dokumen yang diperlukan belum ada.',
    missing: 'Belum ada',
    noteLabel: 'Catatan internal baru',
    addNote: 'Tambah catatan',
    byline: 'oleh Dewi Lestari',
    correct: 'Perbaiki data kontak',
    email: 'E-mail',
    reason: 'Alasan perbaikan',
    saveCorrection: 'Simpan perbaikan',
    newStatus: 'Status baru',
    note: 'Catatan untuk pemohon',
    internal: 'Catatan internal (opsional)',
    change: 'Ubah status',
    rejected: 'Ditolak',
    processing: 'Sedang Diproses',
    rejectTitle: 'Tolak permohonan',
    consequence: 'Pemohon langsung diberi tahu',
    cancel: 'Batal',
    confirmReject: 'Tolak',
    reopenReason: 'Alasan membuka kembali',
    reopen: 'Buka kembali permohonan',
    reopenedEntry: 'Dibuka kembali (Sedang Diproses)',
    auditLink: 'Log audit',
    person: 'Orang',
    action: 'Tindakan',
    reopenedAction: 'Membuka kembali permohonan',
    apply: 'Terapkan filter',
    moved: 'Dari Ditolak menjadi Sedang Diproses',
  },
} as const;
type Lang = keyof typeof TEXT;
type Texts = (typeof TEXT)[Lang];

interface Account {
  name: string;
  email: string;
  password: string;
  secret: string;
}

test.use({ allowedConsoleErrors: [/status of 401/] });

/** An admin added on the command line, signed in through /login with the second factor enrolled. */
async function signInNewAdmin(page: Page, text: Texts): Promise<Account> {
  const account = { name: 'Dewi Lestari', email: uniqueEmail('dewi.case'), password: strongPassword(), secret: '' };
  addStaffWithPassword(account.email, 'admin', account.name, account.password);
  await page.goto(`${STAFF_WEB}/login${text.query}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(account.password);
  await page.keyboard.press('Enter');
  account.secret = (await page.getByTestId('staff-enrol-secret').textContent())!.trim();
  await page.getByLabel(text.enrolCode).fill(totp(account.secret));
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByTestId('staff-signed-in-as')).toContainText(account.name);
  return account;
}

/** Signs in again on /login (the code one step ahead: the API never takes the same code twice). */
async function signInAgain(page: Page, text: Texts, account: Account): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(account.password);
  await page.keyboard.press('Enter');
  await page.getByLabel(text.code).fill(totp(account.secret, 1));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('staff-signed-in-as')).toContainText(account.name);
}

/** A spouse KITAP application with its marriage certificate and nothing else the card asks for. */
async function applyForSpouseKitap(request: APIRequestContext): Promise<string> {
  const letters = Array.from(randomBytes(4), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
  const id = `PA${String(Date.now()).slice(-8)}${letters}`;
  const answer = await request.post(`${API}/api/submit-application`, {
    multipart: {
      submissionId: id,
      formType: 'kitap',
      productId: 'spouse',
      productTitle: 'Spouse KITAP',
      fullName: 'Maria Santos',
      email: uniqueEmail('maria.kitap'),
      phone: '+62 812 0000 2222',
      nationality: 'Filipino',
      passport: 'P1234567A',
      currentStatus: 'tourist',
      spouseName: 'Budi Hartono',
      marriageCertificate: { ...PDF, name: 'akta-nikah.pdf' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return id;
}

/** Whether the open dialog's history entry is the current one (hooks/use-modal-history.ts). */
const dialogInHistory = (page: Page) =>
  page.evaluate(
    () => (window.history.state as { usr?: { historyModal?: boolean } } | null)?.usr?.historyModal === true,
  );

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(widths.client);
}

/** At 390 px: the page scrolls only down, and each of these controls is on screen once scrolled to. */
async function expectReachableOnPhone(page: Page, names: string[]): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  for (const name of names) {
    const control = page.getByRole('button', { name, exact: true }).first();
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ['en', 'id'] as const) {
  const text = TEXT[lang];

  test(`an admin works a case and reads the audit log, in ${lang}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const admin = await signInNewAdmin(page, text);
    const application = await applyForVisa(request, lang === 'en' ? 'Ana Pereira' : 'Siti Rahma');
    const kitapId = await applyForSpouseKitap(request);

    // The applicant's answers in words, the service in the reader's language.
    await page.goto(`${STAFF_WEB}/staff/applications/${application.id}`);
    const answers = page.getByTestId('staff-application-details');
    await expect(answers).toContainText(text.sponsor[0]);
    await expect(answers).toContainText(text.sponsor[1]);
    await expect(answers).not.toContainText('sponsorType');
    const service = serviceByTitle('B1 Tourist Visa (Visa on Arrival)')!;
    await expect(page.getByTestId('staff-application-fields')).toContainText(service.title[lang]);
    await expect(page.getByTestId('staff-checklist').getByRole('listitem')).toHaveCount(service.requirements.length);
    await expectReachableOnPhone(page, [
      lang === 'en' ? `Preview ${PDF.name}` : `Pratinjau ${PDF.name}`,
      lang === 'en' ? `Download ${PDF.name}` : `Unduh ${PDF.name}`,
      text.change,
      text.addNote,
      text.correct,
    ]);
    await expectAxeCleanAtBothWidths(page);

    // An internal note: in the timeline with its author.
    await page.getByLabel(text.noteLabel).fill('Called the applicant: the ticket comes tomorrow.');
    await page.getByRole('button', { name: text.addNote }).click();
    const notes = page.getByTestId('staff-notes');
    await expect(notes).toContainText('Called the applicant: the ticket comes tomorrow.');
    await expect(notes).toContainText(text.byline);
    await expect(page.getByLabel(text.noteLabel)).toHaveValue('');

    // A mistyped e-mail corrected, with a reason.
    const corrected = uniqueEmail('corrected');
    await page.getByRole('button', { name: text.correct }).click();
    await page.getByRole('textbox', { name: text.email, exact: true }).fill(corrected);
    await page.getByLabel(text.reason).fill('She called: the address had a typo.');
    await page.getByRole('button', { name: text.saveCorrection }).click();
    await expect(page.getByTestId('staff-application-fields')).toContainText(corrected);
    await expect(page.getByTestId('staff-contact-changes')).toContainText(application.email);
    await expect(page.getByTestId('staff-contact-changes')).toContainText(corrected);

    // Rejected asks first, naming the consequence; Cancel keeps the status, Confirm changes it.
    await page.getByLabel(text.newStatus).selectOption({ label: text.rejected });
    await page.getByLabel(text.note).fill('Your passport expires too soon.');
    await page.getByRole('button', { name: text.change }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text.rejectTitle);
    await expect(dialog).toContainText(text.consequence);
    await expectAxeCleanAtBothWidths(page);
    await expect.poll(() => dialogInHistory(page)).toBe(true);
    await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // The dialog took its history entry back before it opens again (Back would otherwise cancel it).
    await expect.poll(() => dialogInHistory(page)).toBe(false);
    await expect(page.getByTestId('staff-application-status')).toHaveText(text.processing);
    await page.getByRole('button', { name: text.change }).click();
    await expect.poll(() => dialogInHistory(page)).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: text.confirmReject, exact: true }).click();
    await expect(page.getByTestId('staff-application-status')).toHaveText(text.rejected);

    // The admin reopens it with a reason; the history says so.
    await page.getByLabel(text.reopenReason).fill('Rejected by mistake: the passport is valid until 2027.');
    await page.getByLabel(text.note).fill('We are sorry: your application continues.');
    await page.getByRole('button', { name: text.reopen }).click();
    await expect(page.getByTestId('staff-application-status')).toHaveText(text.processing);
    await expect(page.getByTestId('staff-history')).toContainText(text.reopenedEntry);

    // A note typed but not sent survives the session's end (issue 28).
    const typed = `Draft kept across sign-in ${lang}`;
    await page.getByLabel(text.internal).fill(typed);
    if (lang === 'en') {
      await page.getByRole('button', { name: text.signOut }).click();
    } else {
      // The session ends on the server (as the idle limit ends it); the page's next call meets the 401.
      const csrf = await page.evaluate(() => window.sessionStorage.getItem('staffCsrf'));
      const ended = await page.request.delete(`${API.replace('127.0.0.1', 'localhost')}/api/staff/session`, {
        headers: { 'x-csrf-token': csrf!, origin: STAFF_WEB },
      });
      expect(ended.status()).toBe(204);
      await page.getByLabel(text.noteLabel).fill('This one is sent into an ended session.');
      await page.getByRole('button', { name: text.addNote }).click();
    }
    await signInAgain(page, text, admin);
    await page.goto(`${STAFF_WEB}/staff/applications/${application.id}`);
    await expect(page.getByLabel(text.internal)).toHaveValue(typed);

    // The KITAP case's checklist: the marriage certificate ticked, four requirements missing.
    await page.goto(`${STAFF_WEB}/staff/applications/${kitapId}`);
    await expect(page.getByTestId('staff-checklist-summary')).toHaveText(text.checklistMissing);
    await expect(page.getByTestId('staff-checklist').locator('[data-state="received"]')).toContainText(
      'akta-nikah.pdf',
    );
    await expect(page.getByTestId('staff-checklist').locator('[data-state="missing"]')).toHaveCount(4);
    await expect(page.getByTestId('staff-checklist')).toContainText(text.missing);

    // The audit log, filtered by person and action: a row a person can read, linking to the case.
    await page.getByRole('link', { name: text.auditLink, exact: true }).click();
    await page.getByLabel(text.person).selectOption({ label: `${admin.name} (${admin.email})` });
    await page.getByLabel(text.action).selectOption({ label: text.reopenedAction });
    await page.getByRole('button', { name: text.apply }).click();
    const entry = page.getByTestId('staff-audit-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('staff-audit-action')).toHaveText(text.reopenedAction);
    await expect(entry.getByTestId('staff-audit-actor')).toContainText(`${admin.name} <${admin.email}>`);
    await expect(entry.getByTestId('staff-audit-details')).toHaveText(text.moved);
    await expectAxeCleanAtBothWidths(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await entry.getByTestId('staff-audit-target').getByRole('link', { name: application.id }).click();
    await expect(page).toHaveURL(`${STAFF_WEB}/staff/applications/${application.id}`);
  });
}
