import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, otherVisitorPage, test } from './fixtures.js';
import {
  PDF,
  applyForVisa,
  expectAxeCleanAtBothWidths,
  staffCommand,
  strongPassword,
  totp,
  uniqueEmail,
} from './staff-helpers.js';

// issue 13 "Done when", in both languages: a staff member (added with `npm run staff -- add`,
// which prints a one-time link) sets a password, enrols the second factor and signs in; finds
// the application a visitor has just sent by searching for it; the document's bytes equal what
// was uploaded; requests documents with a note; moves it on as the lifecycle machine allows,
// which is all the form offers; the visitor sees each status on /tracking in their language.

const TEXT = {
  en: {
    query: '',
    name: 'Ana Pereira',
    staffName: 'Budi Santoso',
    setupPassword: 'New password',
    repeat: 'Repeat the password',
    save: 'Save password',
    toSignIn: 'Go to sign-in',
    password: 'Password',
    signIn: 'Sign in',
    wrong: 'The e-mail address, the password or the code is wrong.',
    enrolCode: '6-digit code from the app',
    confirm: 'Confirm',
    saved: 'I have saved my recovery codes',
    continue: 'Continue to the staff area',
    signedInAs: 'Signed in as Budi Santoso (staff)',
    queue: 'Applications',
    search: 'Search',
    apply: 'Search',
    total: '1 application',
    download: `Download ${PDF.name}`,
    preview: `Preview ${PDF.name}`,
    newStatus: 'New status',
    note: 'Note to the applicant',
    internal: 'Internal note (optional)',
    change: 'Change status',
    confirmComplete: 'Complete',
    statuses: {
      processing: 'In process',
      'documents-requested': 'Documents requested',
      approved: 'Approved',
      completed: 'Completed',
      rejected: 'Rejected',
    },
    requestNote: 'Please send a clearer scan of your passport.',
    closed: 'This application is closed: no status change is possible.',
    trackingId: 'Application ID',
    sendDocuments: 'Send documents',
    documentsSent: 'Thank you: your documents arrived and your application is in process again.',
    afterRequest: 'Sent after the documents request',
    trackingEmail: 'E-mail',
    track: 'Track',
  },
  id: {
    query: '?lng=id',
    name: 'Siti Rahma',
    staffName: 'Budi Santoso',
    setupPassword: 'Kata sandi baru',
    repeat: 'Ulangi kata sandi',
    save: 'Simpan kata sandi',
    toSignIn: 'Ke halaman masuk',
    password: 'Kata sandi',
    signIn: 'Masuk',
    wrong: 'Alamat e-mail, kata sandi, atau kodenya salah.',
    enrolCode: 'Kode 6 angka dari aplikasi autentikator',
    confirm: 'Konfirmasi',
    saved: 'Saya sudah menyimpan kode pemulihan',
    continue: 'Lanjut ke area staf',
    signedInAs: 'Masuk sebagai Budi Santoso (staf)',
    queue: 'Permohonan',
    search: 'Cari',
    apply: 'Cari',
    total: '1 permohonan',
    download: `Unduh ${PDF.name}`,
    preview: `Pratinjau ${PDF.name}`,
    newStatus: 'Status baru',
    note: 'Catatan untuk pemohon',
    internal: 'Catatan internal (opsional)',
    change: 'Ubah status',
    confirmComplete: 'Selesaikan',
    statuses: {
      processing: 'Sedang Diproses',
      'documents-requested': 'Dokumen diminta',
      approved: 'Disetujui',
      completed: 'Selesai',
      rejected: 'Ditolak',
    },
    requestNote: 'Mohon kirim pindaian paspor yang lebih jelas.',
    closed: 'Permohonan ini sudah ditutup: statusnya tidak dapat diubah lagi.',
    trackingId: 'ID permohonan',
    sendDocuments: 'Kirim dokumen',
    documentsSent: 'Terima kasih: dokumen Anda sudah kami terima dan permohonan Anda kembali diproses.',
    afterRequest: 'Dikirim setelah permintaan dokumen',
    trackingEmail: 'E-mail',
    track: 'Lacak',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];
type Status = keyof Texts['statuses'];

test.use({ allowedConsoleErrors: [/status of 401/] });

/** The options the status form offers, without its empty first one. */
async function offered(page: Page, text: Texts): Promise<string[]> {
  const options = await page.getByLabel(text.newStatus).locator('option').allTextContents();
  return options.slice(1);
}

async function changeStatus(page: Page, text: Texts, to: Status, note: string, internalNote?: string) {
  await page.getByLabel(text.newStatus).selectOption({ label: text.statuses[to] });
  await page.getByLabel(text.note).fill(note);
  if (internalNote) await page.getByLabel(text.internal).fill(internalNote);
  await page.getByRole('button', { name: text.change }).click();
  // issue 27: a move that closes the application asks first.
  if (to === 'completed') await page.getByRole('dialog').getByRole('button', { name: text.confirmComplete }).click();
  await expect(page.getByTestId('staff-application-status')).toHaveText(text.statuses[to]);
}

/** The visitor's /tracking in their language: the current status and every step in the history. */
async function expectVisitorSees(
  visitor: Page,
  text: Texts,
  application: { id: string; email: string },
  statuses: Status[],
) {
  await visitor.goto(`/tracking${text.query}`);
  await visitor.getByLabel(text.trackingId).fill(application.id);
  await visitor.getByLabel(text.trackingEmail).fill(application.email);
  await visitor.getByRole('button', { name: text.track, exact: true }).click();
  await expect(visitor.getByTestId('tracking-status')).toHaveText(text.statuses[statuses.at(-1)!]);
  await expect(visitor.getByTestId('tracking-history').getByRole('listitem')).toHaveText(
    statuses.map((status) => new RegExp(text.statuses[status])),
  );
}

for (const [lang, text] of Object.entries(TEXT) as Array<[keyof typeof TEXT, Texts]>) {
  test(`a staff member handles a visitor's application, in ${lang}`, async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`staff.${lang}`);
    const password = strongPassword();

    // An admin adds the member on the command line; the member opens the printed link.
    const link = staffCommand('add', email, '--role', 'staff', '--name', text.staffName);
    const [address, fragment] = link.split('#');
    await page.goto(`${address}${text.query}#${fragment}`);
    await page.getByLabel(text.setupPassword).fill(password);
    await page.getByLabel(text.repeat).fill(password);
    await page.getByRole('button', { name: text.save }).click();
    await page.getByRole('link', { name: text.toSignIn }).click();

    // A wrong password first: the error is in the page's language.
    const passwordField = page.getByRole('textbox', { name: text.password, exact: true });
    await passwordField.fill('wrong-password-123');
    await page.getByRole('button', { name: text.signIn }).click();
    await expect(page.getByTestId('staff-sign-in-error')).toHaveText(text.wrong);
    await passwordField.fill(password);
    await page.getByRole('button', { name: text.signIn }).click();
    const secret = (await page.getByTestId('staff-enrol-secret').textContent())!.trim();
    await page.getByLabel(text.enrolCode).fill(totp(secret));
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByTestId('staff-recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByLabel(text.saved).check();
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page.getByTestId('staff-signed-in-as')).toHaveText(text.signedInAs);
    // Staff see no audit log (admin only).
    await expect(page.getByRole('link', { name: lang === 'en' ? 'Audit log' : 'Log audit' })).toHaveCount(0);

    // A visitor applies; staff find the application by searching for its ID.
    const application = await applyForVisa(request, text.name);
    await expect(page.getByRole('heading', { level: 1, name: text.queue })).toBeVisible();
    await page.getByRole('searchbox', { name: text.search }).fill(application.id);
    await page.getByRole('button', { name: text.apply, exact: true }).click();
    await expect(page.getByTestId('staff-queue-total')).toHaveText(text.total);
    await expectAxeCleanAtBothWidths(page);
    await page.getByRole('link', { name: application.id }).click();
    await expect(page.getByTestId('staff-application-fields')).toContainText(text.name);
    await expect(page.getByTestId('staff-application-fields')).toContainText(application.email);

    // The document: as sent, and its bytes equal what was uploaded.
    const documents = page.getByTestId('staff-documents');
    await expect(documents).toContainText(PDF.name);
    await expect(documents).toContainText('application/pdf');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(PDF.name);
    expect(readFileSync((await download.path())!)).toEqual(PDF.buffer);
    await page.getByRole('button', { name: text.preview }).click();
    await expect(page.getByTestId('staff-document-preview').locator('iframe')).toBeVisible();
    await expectAxeCleanAtBothWidths(page);

    // Only the machine's moves are offered: from processing, request documents, approve or reject.
    expect(await offered(page, text)).toEqual([
      text.statuses['documents-requested'],
      text.statuses.approved,
      text.statuses.rejected,
    ]);
    await changeStatus(page, text, 'documents-requested', text.requestNote, 'Passport photo page is blurred.');
    await expect(page.getByTestId('staff-history')).toContainText(text.requestNote);
    await expect(page.getByTestId('staff-history')).toContainText('Passport photo page is blurred.');
    expect(await offered(page, text)).toEqual([text.statuses.processing, text.statuses.rejected]);

    const visitor = await otherVisitorPage(browser, { locale: lang === 'en' ? 'en-US' : 'id-ID' });
    await expectVisitorSees(visitor, text, application, ['processing', 'documents-requested']);
    // The visitor reads the note and sends the file on /tracking; the application is in process again.
    const asked = visitor.getByRole('region', { name: text.statuses['documents-requested'] });
    await expect(asked.getByTestId('document-request-note')).toHaveText(text.requestNote);
    const scan = Buffer.from(`%PDF-1.4\n% both pages, ${lang}\n%%EOF\n`);
    await asked
      .getByTestId('document-input')
      .setInputFiles({ name: 'passport-both-pages.pdf', mimeType: 'application/pdf', buffer: scan });
    await asked.getByRole('button', { name: text.sendDocuments }).click();
    await expect(visitor.getByTestId('document-request-sent')).toHaveText(text.documentsSent);

    // Staff see the new file marked as sent after the request, with the bytes the visitor chose.
    await page.reload();
    await expect(page.getByTestId('staff-application-status')).toHaveText(text.statuses.processing);
    const later = page.getByTestId('staff-document').filter({ hasText: 'passport-both-pages.pdf' });
    await expect(later.getByTestId('staff-document-after-request')).toHaveText(text.afterRequest);
    const fetching = page.waitForEvent('download');
    await later
      .getByRole('button', {
        name: lang === 'en' ? 'Download passport-both-pages.pdf' : 'Unduh passport-both-pages.pdf',
      })
      .click();
    expect(readFileSync((await (await fetching).path())!)).toEqual(scan);

    await changeStatus(page, text, 'approved', 'Your visa is approved.');
    expect(await offered(page, text)).toEqual([text.statuses.completed]);
    await changeStatus(page, text, 'completed', 'Your visa has been sent to you.');
    await expect(page.getByTestId('staff-status-closed')).toHaveText(text.closed);
    await expectVisitorSees(visitor, text, application, [
      'processing',
      'documents-requested',
      'processing',
      'approved',
      'completed',
    ]);
    await visitor.context().close();
  });
}
