import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';
import { failPosts } from './message-forms.js';
import { storedMessages } from './stored-state.js';
import { API_FROM_PAGE } from '../support/e2e-settings.js';

// product §2 "Contact", §4 "Contact form", §5, §8, §9; issue 7: the offices, the head office's
// map with its fallback, and the message form: empty fields, success, failure.

/** Where the built web app sends the message (frontend/.env.localhost). */
const MESSAGES_FROM_PAGE = `${API_FROM_PAGE}/api/contact-message`;
const HEAD_OFFICE = 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190';

const TEXT = {
  en: {
    lang: 'en',
    path: '/contact',
    heading: 'Contact us',
    offices: ['Head office, Jakarta', 'Bekasi office', 'Bali office, Denpasar', 'Bali office, Canggu'],
    mapTitle: 'Map of the area around our head office in Jakarta, with a pin on the building',
    openMap: 'Open the head office in maps (new tab)',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending...',
    empty: 'Please fill in all fields.',
    success: 'Thank you for your message! We will get back to you soon.',
    failure: 'Something went wrong. Please try again later.',
  },
  id: {
    lang: 'id',
    path: '/contact?lng=id',
    heading: 'Hubungi kami',
    offices: ['Kantor pusat, Jakarta', 'Kantor Bekasi', 'Kantor Bali, Denpasar', 'Kantor Bali, Canggu'],
    mapTitle: 'Peta area sekitar kantor pusat kami di Jakarta, dengan penanda pada gedungnya',
    openMap: 'Buka kantor pusat di peta (tab baru)',
    name: 'Nama',
    email: 'E-mail',
    message: 'Pesan',
    send: 'Kirim pesan',
    sending: 'Mengirim...',
    empty: 'Silakan lengkapi semua kolom.',
    success: 'Terima kasih atas pesan Anda! Kami akan segera menghubungi Anda kembali.',
    failure: 'Terjadi kesalahan. Silakan coba lagi nanti.',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

type Message = {
  name: string;
  email: string;
  message: string;
};

async function openContact(page: Page, text: Texts) {
  await page.goto(text.path);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
}

const form = (page: Page) => page.getByTestId('contact-form');
const alert = (page: Page) => page.getByTestId('contact-alert');

async function fill(page: Page, text: Texts, message: Message) {
  await form(page).getByLabel(text.name).fill(message.name);
  await form(page).getByLabel(text.email).fill(message.email);
  await form(page).getByLabel(text.message).fill(message.message);
}

async function expectForm(page: Page, text: Texts, message: Message) {
  await expect(form(page).getByLabel(text.name)).toHaveValue(message.name);
  await expect(form(page).getByLabel(text.email)).toHaveValue(message.email);
  await expect(form(page).getByLabel(text.message)).toHaveValue(message.message);
}

const visitor = (text: Texts, who: string): Message => ({
  name: `${who} ${text.lang}`,
  email: `${who.toLowerCase().replace(/\W+/g, '.')}.contact.${text.lang}@example.com`,
  message: `Hello from ${who}: can you help me extend my visa in Bali?`,
});

test.use({ viewport: { width: 1280, height: 900 } });

for (const text of [TEXT.en, TEXT.id]) {
  test.describe(`in ${text.lang === 'en' ? 'English' : 'Indonesian'}`, () => {
    test('a visitor finds the four offices with maps and phone links, the e-mail and support cards, and the head office on a map with its address under it', async ({
      page,
    }) => {
      const response = await page.goto(text.path);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      const cards = page.getByTestId('office-card');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([...text.offices]);
      for (const card of await cards.all()) {
        const address = card.getByTestId('office-address');
        await expect(address).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
        await expect(address).toHaveAttribute('target', '_blank');
        await expect(address).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(card.getByTestId('office-phone')).toHaveAttribute('href', /^tel:\+62\d{8,12}$/);
      }
      await expect(cards.first().getByTestId('office-address')).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(HEAD_OFFICE).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(page.getByTestId('email-card').getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
        'href',
        'mailto:hello@example.com',
      );
      await expect(page.getByTestId('support-card').getByRole('link').first()).toHaveAttribute(
        'href',
        'https://wa.me/6281234567890',
      );

      // product §9: 400 high, lazy, titled, with a pin on the head office
      const map = page.getByTitle(text.mapTitle);
      await expect(map).toHaveAttribute('loading', 'lazy');
      await expect(map).toHaveAttribute('height', '400');
      await map.scrollIntoViewIfNeeded();
      expect((await map.boundingBox())?.height).toBeCloseTo(400, 0);
      const src = new URL((await map.getAttribute('src'))!);
      expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
      expect(src.searchParams.get('marker')).toBe('-6.2246,106.8094');
      // the server lets the page frame that map, and no page frame this one
      const csp = (await response!.headerValue('content-security-policy')) ?? '';
      expect(csp).toContain('frame-src https://www.openstreetmap.org');
      expect(csp).toContain("frame-ancestors 'none'");
      // this machine has no internet: the map cannot load, and the address and a maps link are there anyway
      const fallback = page.getByTestId('map-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText(HEAD_OFFICE);
      await expect(fallback.getByRole('link', { name: text.openMap })).toHaveAttribute('target', '_blank');
    });

    test('a visitor sending an incomplete message reads the empty-fields alert, keeps what was typed, and nothing is stored', async ({
      page,
    }) => {
      const message = visitor(text, 'Incomplete Ina');
      await openContact(page, text);
      await form(page).getByRole('button', { name: text.send }).click();
      await expect(alert(page)).toHaveText(text.empty);
      await form(page).getByLabel(text.name).fill(message.name);
      await form(page).getByLabel(text.email).fill(message.email);
      await form(page).getByRole('button', { name: text.send }).click();
      await expect(alert(page)).toHaveText(text.empty);
      await expectForm(page, text, { ...message, message: '' });
      // the e-mail field is of email type (product §5)
      await expect(form(page).getByLabel(text.email)).toHaveAttribute('type', 'email');
      expect(await storedMessages('contact', message.email)).toEqual([]);
    });

    test('a visitor sends a message, is thanked, finds the form empty, and the message is stored as typed', async ({
      page,
    }) => {
      const message = visitor(text, 'Maria Lopez');
      await openContact(page, text);
      await fill(page, text, message);
      await form(page).getByRole('button', { name: text.send }).click();
      await expect(alert(page)).toHaveText(text.success);
      await expectForm(page, text, { name: '', email: '', message: '' });
      expect(await storedMessages('contact', message.email)).toEqual([expect.objectContaining(message)]);
    });

    test.describe('when the server fails', () => {
      test.use({ allowedConsoleErrors: [/Failed to load resource/] });

      test('a visitor whose message fails reads the failure alert while the form keeps every word, and sends it on a second try', async ({
        page,
      }) => {
        const message = visitor(text, 'Budi Santoso');
        const { release } = await failPosts(page, MESSAGES_FROM_PAGE);
        await openContact(page, text);
        await fill(page, text, message);
        const send = form(page).getByRole('button', { name: text.send });
        await send.click();
        // the submitting state: it says so, and takes no second click
        const sending = form(page).getByRole('button', { name: text.sending });
        await expect(sending).toBeDisabled();
        await expect(sending).toBeFocused();
        release();
        await expect(alert(page)).toHaveText(text.failure);
        await expectForm(page, text, message);
        expect(await storedMessages('contact', message.email)).toEqual([]);

        await page.unroute(MESSAGES_FROM_PAGE);
        await form(page).getByRole('button', { name: text.send }).click();
        await expect(alert(page)).toHaveText(text.success);
        expect(await storedMessages('contact', message.email)).toEqual([expect.objectContaining(message)]);
      });
    });

    test('a visitor using a screen reader meets no accessibility violations on the page, with an alert showing', async ({
      page,
    }) => {
      await openContact(page, text);
      expect(await axeViolations(page)).toEqual([]);
      await form(page).getByRole('button', { name: text.send }).click();
      await expect(alert(page)).toHaveText(text.empty);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
