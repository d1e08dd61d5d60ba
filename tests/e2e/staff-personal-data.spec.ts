import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { API } from '../support/e2e-settings.js';
import { expect, test } from './fixtures.js';
import { PDF, STAFF_WEB, applyForVisa, expectAxeCleanAtBothWidths, signInNewStaff } from './staff-helpers.js';

// Issue 14: the staff see the e-mails written about an application. Issue 18 (product §12.3):
// an admin, on a visitor's request, finds what is held under their address, downloads it as a
// ZIP whose document is the one uploaded, and erases it after typing the address again; the
// visitor's tracking then finds nothing. Both languages.

const TEXT = {
  en: {
    mailHeading: 'E-mails about this submission',
    receipt: 'Receipt to the applicant',
    nav: 'Personal data',
    heading: 'Personal data requests',
    email: "The person's e-mail address",
    find: 'Find their data',
    oneApplication: '1 application (with its documents and status history)',
    download: 'Download everything (ZIP)',
    confirm: 'Type the e-mail address again to confirm',
    erase: 'Erase their data',
    erased: 'Erased what was held under',
    nothing: 'Nothing is held under this address.',
  },
  id: {
    mailHeading: 'E-mail tentang permohonan ini',
    receipt: 'Tanda terima untuk pemohon',
    nav: 'Data pribadi',
    heading: 'Permintaan data pribadi',
    email: 'Alamat e-mail orang tersebut',
    find: 'Cari datanya',
    oneApplication: '1 permohonan (dengan dokumen dan riwayat statusnya)',
    download: 'Unduh semuanya (ZIP)',
    confirm: 'Ketik alamat e-mail sekali lagi untuk konfirmasi',
    erase: 'Hapus datanya',
    erased: 'Data atas',
    nothing: 'Tidak ada data yang disimpan atas alamat ini.',
  },
} as const;

for (const [lang, text] of Object.entries(TEXT) as Array<[keyof typeof TEXT, (typeof TEXT)[keyof typeof TEXT]]>) {
  test(`an admin sees an application's e-mails, then exports and erases a visitor's data on request, in ${lang}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInNewStaff(page, 'Dewi Lestari', lang, 'admin');
    const application = await applyForVisa(request, lang === 'en' ? 'Maria Lopez' : 'Siti Aminah');

    // The receipt is in the outbox from the moment the application is stored.
    await page.goto(`${STAFF_WEB}/staff/applications/${application.id}`);
    const mail = page.getByRole('region', { name: text.mailHeading });
    await expect(mail.getByTestId('mail-message').filter({ hasText: text.receipt })).toHaveCount(1);
    await expect(mail).toContainText(application.email);

    await page.getByRole('link', { name: text.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    // The address never goes into the page's address.
    await page.getByLabel(text.email).fill(application.email.toUpperCase());
    await page.getByRole('button', { name: text.find }).click();
    await expect(page.getByText(text.oneApplication)).toBeVisible();
    expect(page.url()).not.toContain('example.com');
    await expectAxeCleanAtBothWidths(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const archive = unzipSync(new Uint8Array(readFileSync((await (await downloading).path())!)));
    const data = JSON.parse(strFromU8(archive['personal-data.json']!));
    expect(data.applications).toEqual([expect.objectContaining({ id: application.id, email: application.email })]);
    expect(Buffer.from(archive[data.applications[0].documents[0].file]!)).toEqual(PDF.buffer);

    const erase = page.getByRole('button', { name: text.erase });
    await expect(erase).toBeDisabled();
    await page.getByLabel(text.confirm).fill(application.email);
    await erase.click();
    await expect(page.getByRole('status').filter({ hasText: text.erased })).toBeVisible();
    await expectAxeCleanAtBothWidths(page);

    // Nothing is left to find: not by staff, not by the visitor's tracking.
    await page.getByRole('button', { name: text.find }).click();
    await expect(page.getByText(text.nothing)).toBeVisible();
    const tracked = await request.get(
      `${API}/api/applications/${application.id}?email=${encodeURIComponent(application.email)}`,
    );
    expect(tracked.status()).toBe(404);
  });
}
