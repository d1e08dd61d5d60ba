import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { WEB, e2eDataDir } from '../support/e2e-settings.js';
import { expect, test } from './fixtures.js';

// Issue 14 "Done when": a visitor applies in Indonesian; the receipt in MAIL_DIR (the journeys'
// API has no SMTP server, playwright.config.ts) is in Indonesian, and its link opens the tracking
// page for that application.

const TOURIST = 'Visa Kunjungan Wisata Sekali Perjalanan C1';

/** The receipt's .eml file once the API's sender has written it (it polls every second). */
async function receiptFor(id: string): Promise<Buffer> {
  const dir = path.join(e2eDataDir(), 'mail');
  let found: Buffer | undefined;
  await expect
    .poll(() => {
      const names = (() => {
        try {
          return readdirSync(dir).filter((name) => name.endsWith('.eml'));
        } catch {
          return [];
        }
      })();
      found = names.map((name) => readFileSync(path.join(dir, name))).find((raw) => raw.includes(`Permohonan ${id}`));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('a visitor applies in Indonesian, gets an Indonesian receipt, and its link opens the tracking page for that application', async ({
  page,
}) => {
  const email = 'sinta.receipt@example.com';
  await page.goto('/visa-services?lng=id');
  await page.getByRole('button', { name: `Ajukan: ${TOURIST}` }).click();
  const form = page.getByRole('dialog', { name: `Ajukan ${TOURIST}` });
  const id = await form.getByTestId('apply-form').getAttribute('data-submission-id');
  await form.getByLabel('Nama lengkap').fill('Sinta Maharani');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Nomor telepon').fill('+62 812 3456 7890');
  await form
    .getByTestId('document-input')
    .setInputFiles([
      { name: 'paspor.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% sinta\n%%EOF\n') },
    ]);
  await form.getByTestId('apply-submit').click();
  await expect(page.getByRole('dialog', { name: 'Permohonan terkirim' }).getByTestId('application-id')).toHaveText(id!);

  const receipt = await simpleParser(await receiptFor(id!));
  expect(receipt.to && 'text' in receipt.to ? receipt.to.text : '').toBe(email);
  expect(receipt.subject).toBe(`Permohonan ${id} telah kami terima`);
  expect(receipt.text).toContain('Yth. Sinta Maharani,');
  // issue 29: the file is named by the requirement the checklist ticked and its type, never by its name
  expect(receipt.text).toContain('Paspor, PDF');
  expect(receipt.text).not.toContain('paspor.pdf');
  expect(receipt.html).not.toContain('paspor.pdf');
  expect(receipt.html).toContain('Lacak permohonan Anda');
  const link = `${WEB}/tracking?id=${id}`;
  expect(receipt.text).toContain(link);

  await page.goto(link);
  await expect(page.getByTestId('tracking-id')).toHaveValue(id!);
  await page.getByTestId('tracking-email').fill(email);
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('tracking-result')).toContainText(id!);
});
