import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';
import { expectAxeCleanAtBothWidths, signInEnrolledStaff, signInNewStaff } from './staff-helpers.js';

// issue 29: a staff member sees where they are signed in and ends a session left elsewhere,
// which is signed out at its next step; an admin ends all of a member's sessions from the staff
// accounts page. Both languages; axe finds nothing at 1366 and 390 px.

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

const TEXT = {
  en: {
    locale: 'en-US',
    menu: 'Menu',
    sessionsLink: 'Your sessions',
    heading: 'Your sessions',
    thisDevice: 'This device',
    endLaptop: 'End the session on Chrome · Windows',
    confirmOne: 'End session',
    endedLaptop: 'The session on Chrome · Windows has ended.',
    onlyHere: 'You are signed in only on this device.',
    messages: 'Contact messages',
    accounts: 'Staff accounts',
    memberSessions: (name: string) => `Sessions of ${name}`,
    endAll: 'End all sessions',
    endedAll: (name: string) => `1 session of ${name} has ended.`,
    none: (name: string) => `${name} is not signed in anywhere.`,
  },
  id: {
    locale: 'id-ID',
    menu: 'Menu',
    sessionsLink: 'Sesi Anda',
    heading: 'Sesi Anda',
    thisDevice: 'Perangkat ini',
    endLaptop: 'Akhiri sesi di Chrome · Windows',
    confirmOne: 'Akhiri sesi',
    endedLaptop: 'Sesi di Chrome · Windows telah diakhiri.',
    onlyHere: 'Anda hanya masuk di perangkat ini.',
    messages: 'Pesan kontak',
    accounts: 'Akun staf',
    memberSessions: (name: string) => `Sesi ${name}`,
    endAll: 'Akhiri semua sesi',
    endedAll: (name: string) => `1 sesi ${name} telah diakhiri.`,
    none: (name: string) => `${name} tidak sedang masuk di mana pun.`,
  },
} as const;

async function deviceContext(browser: Browser, lang: 'en' | 'id', userAgent: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: TEXT[lang].locale,
    userAgent,
    viewport: { width, height: 844 },
  });
  return context.newPage();
}

/** The session a page held has ended: its next step in the staff area leads to the sign-in. */
async function expectSentToSignIn(page: Page, lang: 'en' | 'id') {
  const menu = page.getByRole('button', { name: TEXT[lang].menu });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: TEXT[lang].messages }).click();
  await expect(page).toHaveURL(/\/login/);
}

for (const lang of ['en', 'id'] as const) {
  test(`a staff member ends a session left on another device, and an admin ends a member's sessions, in ${lang}`, async ({
    page,
    browser,
  }) => {
    // three browsers signed in, each with its second factor, and axe at two widths: 58 s of the default 60 on a loaded machine, as long as the other staff journeys.
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const name = lang === 'en' ? 'Rudi Staff' : 'Rudi Staf';
    const laptop = await deviceContext(browser, lang, LAPTOP, 1366);
    const phone = await deviceContext(browser, lang, PHONE, 390);
    const member = await signInNewStaff(laptop, name, lang);
    await signInEnrolledStaff(phone, lang, member);

    // On the phone: both sessions, this one marked; the laptop's ended after a confirmation.
    await phone.getByRole('button', { name: text.menu }).click();
    await phone.getByRole('link', { name: text.sessionsLink }).click();
    await expect(phone.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const sessions = phone.getByTestId('staff-session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: text.thisDevice })).toContainText('Safari · iOS');
    await expect(sessions.filter({ hasNotText: text.thisDevice })).toContainText('Chrome · Windows');
    await expectAxeCleanAtBothWidths(phone);
    // Nothing scrolls sideways on the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await phone.getByRole('button', { name: text.endLaptop }).click();
    const dialog = phone.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await axeViolations(phone)).toEqual([]);
    await dialog.getByRole('button', { name: text.confirmOne }).click();
    await expect(phone.getByTestId('staff-sessions-message')).toHaveText(text.endedLaptop);
    await expect(sessions).toHaveCount(1);
    await expect(phone.getByTestId('staff-sessions-only-here')).toHaveText(text.onlyHere);

    // The laptop is signed out at its next step.
    await expectSentToSignIn(laptop, lang);

    // The admin ends the member's remaining session (the phone's) from the staff accounts page.
    await signInNewStaff(page, 'Ayu Admin', lang, 'admin');
    await page.getByRole('link', { name: text.accounts }).first().click();
    const row = page.getByTestId('staff-users-row').filter({ hasText: member.email });
    await row.getByRole('button', { name: text.memberSessions(name) }).click();
    const panel = page.getByTestId('staff-member-sessions');
    await expect(panel.getByTestId('staff-session')).toHaveCount(1);
    await expect(panel.getByTestId('staff-session')).toContainText('Safari · iOS');
    await expect(panel.getByTestId('staff-session-current')).toHaveCount(0);
    await expectAxeCleanAtBothWidths(page);
    await panel.getByRole('button', { name: text.endAll }).click();
    await page.getByTestId('staff-confirm-dialog').getByRole('button', { name: text.endAll }).click();
    await expect(panel.getByRole('status')).toHaveText(text.endedAll(name));
    await expect(panel).toContainText(text.none(name));

    await expectSentToSignIn(phone, lang);
    await laptop.context().close();
    await phone.context().close();
  });
}
