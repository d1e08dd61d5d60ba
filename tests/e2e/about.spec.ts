import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations, modalHistoryEntry } from './page-helpers.js';

// product §2 "About us", §3 "Team member"; issue 7: the team modal closes with X, a click outside
// and Escape, the page's scroll is locked while it is open, and the focus returns to the card.

const TEXT = {
  en: {
    lang: 'en',
    path: '/about',
    heading: 'About us',
    sections: ['Our mission', 'Our offices', 'Our vision', 'Meet our team'],
    experience: ['8+ years', '6+ years', '5+ years', '7+ years', '6+ years'],
    close: 'Close',
    maya: {
      position: 'KITAS and KITAP Specialist',
      experience: '5+ years',
      skills: ['Family and spouse KITAS', 'Retirement KITAS', 'Document review'],
    },
    rina: { education: 'Master of Law, Universitas Indonesia' },
  },
  id: {
    lang: 'id',
    path: '/about?lng=id',
    heading: 'Tentang kami',
    sections: ['Misi kami', 'Kantor kami', 'Visi kami', 'Kenali tim kami'],
    experience: ['8+ tahun', '6+ tahun', '5+ tahun', '7+ tahun', '6+ tahun'],
    close: 'Tutup',
    maya: {
      position: 'Spesialis KITAS dan KITAP',
      experience: '5+ tahun',
      skills: ['KITAS keluarga dan pasangan', 'KITAS lansia', 'Pemeriksaan dokumen'],
    },
    rina: { education: 'Magister Hukum, Universitas Indonesia' },
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

async function openAbout(page: Page, text: Texts) {
  await page.goto(text.path);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
}

const memberCard = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

async function openMember(page: Page, name: string): Promise<{ card: Locator; dialog: Locator }> {
  const card = memberCard(page, name);
  await card.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Mantine fades the modal in; axe and clicks want it settled
  await expect(dialog).toHaveCSS('opacity', '1');
  return { card, dialog };
}

/** Whether the mouse wheel still moves the page: it must not while a modal is open. */
async function wheelMovesPage(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(640, 450);
  await page.mouse.wheel(0, 400);
  // a scroll that happens shows up within a few frames
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => window.scrollY);
  if (after !== before) await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), before);
  return after !== before;
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const text of [TEXT.en, TEXT.id]) {
  test.describe(`in ${text.lang === 'en' ? 'English' : 'Indonesian'}`, () => {
    test('a visitor reads the mission, sees both offices and the vision, and meets five team members with their experience', async ({
      page,
    }) => {
      await openAbout(page, text);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...text.sections]);
      await expect(page.getByTestId('team-member-card')).toHaveCount(5);
      for (const [index, experience] of text.experience.entries()) {
        await expect(page.getByTestId('team-member-card').nth(index)).toContainText(experience);
      }
      // pictures have their size before they load, and they do load
      const images = page.locator('main img');
      await expect(images).toHaveCount(7);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('width', /\d+/);
        await expect(image).toHaveAttribute('height', /\d+/);
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true);
      }
    });

    test('a visitor opens a team member, cannot scroll the page behind, and closes it by X, a click outside and Escape, each time back on the card', async ({
      page,
    }) => {
      await openAbout(page, text);
      await page.getByTestId('team-grid').scrollIntoViewIfNeeded();
      expect(await wheelMovesPage(page)).toBe(true);

      // X
      const maya = await openMember(page, 'Maya Kusuma');
      await expect(maya.dialog.getByTestId('member-position')).toHaveText(text.maya.position);
      await expect(maya.dialog.getByTestId('member-experience')).toHaveText(text.maya.experience);
      // product §2: a dash where the education is missing
      await expect(maya.dialog.getByTestId('member-education').locator('[aria-hidden="true"]')).toHaveText('—');
      await expect(maya.dialog.getByTestId('member-bio')).not.toBeEmpty();
      await expect(maya.dialog.getByTestId('member-skills').getByRole('listitem')).toHaveText([...text.maya.skills]);
      expect(await wheelMovesPage(page)).toBe(false);
      await maya.dialog.getByRole('button', { name: text.close }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(maya.card).toBeFocused();
      expect(await wheelMovesPage(page)).toBe(true);

      // a click outside the modal
      const rina = await openMember(page, 'Rina Wulandari');
      await expect(rina.dialog.getByTestId('member-education')).toHaveText(text.rina.education);
      expect(await wheelMovesPage(page)).toBe(false);
      await page.mouse.click(8, 890);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(rina.card).toBeFocused();

      // Escape
      const made = await openMember(page, 'Made Wirawan');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(made.card).toBeFocused();
      expect(await wheelMovesPage(page)).toBe(true);
    });

    // issue 21, product §14.3: Back closes the modal and stays on the page, on a phone and a desktop
    for (const width of [390, 1366]) {
      test(`a visitor presses Back with a team member open and is still on the About page, the modal closed (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await openAbout(page, text);
        const address = page.url();
        const maya = await openMember(page, 'Maya Kusuma');
        await modalHistoryEntry(page);
        await page.goBack();
        await expect(maya.dialog).toBeHidden();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(page.url()).toBe(address);
        await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
        // closed by X, the modal leaves no step behind: Back leaves the page
        const rina = await openMember(page, 'Rina Wulandari');
        await rina.dialog.getByRole('button', { name: text.close }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect
          .poll(() => page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null))
          .toBeNull();
      });
    }

    test('a visitor using a screen reader meets no accessibility violations on the page or in a member modal', async ({
      page,
    }) => {
      await openAbout(page, text);
      expect(await axeViolations(page)).toEqual([]);
      await openMember(page, 'David Hartono');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
