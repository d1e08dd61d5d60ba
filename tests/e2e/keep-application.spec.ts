import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';

// Issue 21, product §14.4-§14.5: a tap beside the apply modal keeps the half-filled application
// (it asks first), the success modal shows the service's own processing time and a copy button,
// and its track button arrives on /tracking with the ID and e-mail filled, the e-mail never in
// the address. One page per language, at 390 px and then 1366 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const TEXT = {
  en: {
    path: '/visa-services',
    apply: 'Apply: B1 Tourist Visa (Visa on Arrival)',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    discard: 'Discard this application?',
    keep: 'Keep editing',
    estimate: 'Instant upon arrival',
    copy: 'Copy ID',
    track: 'Track this application',
    refused: '“scan.pdf” was not accepted: its content is not one of the document types we accept.',
    remove: 'Remove scan.pdf',
  },
  id: {
    path: '/visa-services?lng=id',
    apply: 'Ajukan: Visa Wisata B1 (Visa Kunjungan Saat Kedatangan)',
    name: 'Nama lengkap',
    email: 'E-mail',
    phone: 'Nomor telepon',
    discard: 'Batalkan permohonan ini?',
    keep: 'Lanjutkan mengisi',
    estimate: 'Langsung saat kedatangan',
    copy: 'Salin ID',
    track: 'Lacak permohonan ini',
    refused: '“scan.pdf” tidak diterima: isinya bukan jenis dokumen yang kami terima.',
    remove: 'Hapus scan.pdf',
  },
} as const;

const passport = {
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% a passport kept through a tap on the overlay\n%%EOF\n'),
};

// the refused upload's 415 shows in the console as a failed resource
test.use({ allowedConsoleErrors: [/Failed to load resource|status of 415/] });

const fakeScan = { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all, just text') };

for (const [language, text] of Object.entries(TEXT)) {
  test(`a visitor in ${language === 'en' ? 'English' : 'Indonesian'} keeps a half-filled application through an overlay tap, reads which file the server refused, then tracks it with both fields filled and no e-mail in the address`, async ({
    page,
  }) => {
    const email = `keep.${language}.${Date.now()}@example.com`;
    await page.setViewportSize(PHONE);
    await page.goto(text.path);
    await page.getByRole('button', { name: text.apply }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('apply-form') });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(text.name).fill('Ayu Lestari');
    await dialog.getByLabel(text.email).fill(email);
    await dialog.getByLabel(text.phone).fill('+62 812 1111 2222');
    await dialog.getByTestId('document-input').setInputFiles([passport]);
    // issue 21: the checklist beside the picker ticks the first document for the file, by name
    const ticked = dialog.locator('[data-testid="required-document"][data-covered]');
    await expect(ticked).toHaveCount(1);
    await expect(ticked).toContainText(passport.name);

    // a tap on the overlay above the modal asks, and keeps everything
    await page.mouse.click(PHONE.width / 2, 4);
    const prompt = dialog.getByTestId('apply-discard-prompt');
    await expect(prompt).toContainText(text.discard);
    if (language === 'en') expect(await axeViolations(page), 'axe with the discard prompt').toEqual([]);
    await prompt.getByRole('button', { name: text.keep }).click();
    await expect(prompt).toBeHidden();
    await expect(dialog.getByLabel(text.name)).toHaveValue('Ayu Lestari');
    await expect(dialog.getByTestId('document-item')).toHaveCount(1);

    // a file whose content is no document passes the browser's checks; the server refuses it and the message names it
    await page.setViewportSize(DESKTOP);
    await dialog.getByTestId('document-input').setInputFiles([fakeScan]);
    await dialog.getByTestId('apply-submit').click();
    await expect(dialog.getByTestId('apply-error')).toContainText(text.refused);
    await expect(dialog.getByLabel(text.email), 'the form stays filled').toHaveValue(email);
    await dialog.getByRole('button', { name: text.remove }).click();

    // sent at desktop width: the success modal says the B1 visa's own processing time
    await dialog.getByTestId('apply-submit').click();
    const success = page.getByTestId('application-success');
    await expect(success.getByTestId('application-estimate')).toHaveText(text.estimate);
    // what was received: the file sent, not the one the server refused
    await expect(success.getByTestId('application-documents').getByRole('listitem')).toHaveText([passport.name]);
    const id = (await success.getByTestId('application-id').textContent())!;
    await expect(success.getByRole('button', { name: text.copy })).toBeVisible();

    await success.getByRole('link', { name: text.track }).click();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?id=${id}`));
    expect(page.url(), 'the e-mail never in the address').not.toContain(encodeURIComponent(email));
    expect(page.url()).not.toContain(email);
    await expect(page.getByTestId('tracking-id')).toHaveValue(id);
    await expect(page.getByTestId('tracking-email')).toHaveValue(email);
  });
}
