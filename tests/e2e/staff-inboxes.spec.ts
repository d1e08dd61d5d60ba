import { randomBytes } from 'node:crypto';
import { API } from '../support/e2e-settings.js';
import { botSolution } from '../support/bot-solution.js';
import { expect, test } from './fixtures.js';
import { STAFF_WEB, expectAxeCleanAtBothWidths, signInNewStaff } from './staff-helpers.js';

// issue 13: the inboxes (contact messages, consultation requests: list, open, assign, mark
// handled) and the promotion's claims, in both languages. The promotion is only looked at here:
// the journeys share one API, and promo-claim.spec.ts counts the spots.

const TEXT = {
  en: {
    messages: 'Contact messages',
    consultations: 'Consultation requests',
    promotion: 'Promotion',
    assignMe: /^Assign .* to me$/,
    assigned: (name: string) => `Assigned to ${name}`,
    markHandled: 'Mark handled',
    mail: 'E-mails about it',
    confirmation: 'Confirmation to the sender',
    show: 'Show',
    handled: 'Handled',
    left: /spots claimed, \d+ left/,
  },
  id: {
    messages: 'Pesan kontak',
    consultations: 'Permintaan konsultasi',
    promotion: 'Promosi',
    assignMe: /^Tugaskan .* kepada saya$/,
    assigned: (name: string) => `Ditugaskan kepada ${name}`,
    markHandled: 'Tandai sudah ditangani',
    mail: 'E-mail tentang pesan ini',
    confirmation: 'Konfirmasi untuk pengirim',
    show: 'Tampilkan',
    handled: 'Sudah ditangani',
    left: /tempat sudah diklaim, sisa \d+/,
  },
} as const;

for (const [lang, text] of Object.entries(TEXT) as Array<[keyof typeof TEXT, (typeof TEXT)[keyof typeof TEXT]]>) {
  test(`staff work the inboxes and see the promotion, in ${lang}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const tag = randomBytes(4).toString('hex');
    const sent = await request.post(`${API}/api/contact-message`, {
      data: {
        name: `Ana ${tag.replace(/\d/g, 'x')}`,
        email: `ana.${tag}@example.com`,
        message: `Can I extend my visa? ${tag}`,
        ...(await botSolution(request)),
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const asked = await request.post(`${API}/api/consultation-request`, {
      data: {
        firstName: 'Kenji',
        lastName: `Sato ${tag.replace(/\d/g, 'x')}`,
        email: `kenji.${tag}@example.com`,
        phone: '+65 8123 4567',
        country: 'Singapore',
        message: `Two work permits, please. ${tag}`,
        ...(await botSolution(request)),
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    const name = lang === 'en' ? 'Sari Inbox' : 'Sari Kotak';
    await signInNewStaff(page, name, lang);
    const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Staff navigation' : 'Navigasi staf' });

    for (const inbox of ['messages', 'consultations'] as const) {
      await nav.getByRole('link', { name: text[inbox] }).click();
      await expect(page.getByRole('heading', { level: 1, name: text[inbox] })).toBeVisible();
      const item = page.getByTestId('staff-inbox-item').filter({ hasText: tag });
      await expect(item).toBeVisible();
      await expectAxeCleanAtBothWidths(page);
      // issue 14: the confirmation written to the sender, and its state.
      await item.getByRole('button', { name: text.mail }).click();
      await expect(item.getByTestId('mail-message').filter({ hasText: text.confirmation })).toHaveCount(1);
      await item.getByRole('button', { name: text.assignMe }).click();
      await expect(item).toContainText(text.assigned(name));
      await item.getByRole('button', { name: text.markHandled }).click();
      // Handled, it leaves the "to handle" list and is found among the handled ones.
      await expect(item).toHaveCount(0);
      await page.getByLabel(text.show).selectOption({ label: text.handled });
      await expect(page.getByTestId('staff-inbox-item').filter({ hasText: tag })).toContainText(text.assigned(name));
    }

    await nav.getByRole('link', { name: text.promotion }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.promotion })).toBeVisible();
    await expect(page.getByTestId('staff-promotion-counts')).toHaveText(text.left);
    // Only an admin may reset it.
    await expect(
      page.getByRole('button', { name: lang === 'en' ? 'Reset the promotion' : 'Atur ulang promosi' }),
    ).toHaveCount(0);
    await expectAxeCleanAtBothWidths(page);
    expect(page.url().startsWith(STAFF_WEB)).toBe(true);
  });
}
