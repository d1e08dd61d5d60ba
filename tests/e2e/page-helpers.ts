import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** A tall main area gives the visitor a long page to scroll (by id: it outranks the layout's own min-height). */
export async function makePageTall(page: Page): Promise<void> {
  await page.addStyleTag({ content: '#main-content { min-height: 400vh; }' });
}

/** Scrolls the window to `y` at once and lets the page's scroll handlers see it (they run once a frame). */
export async function scrollPageTo(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The home page's heading, by the words it keeps while its copy grows with the hero. */
export const HOME_HEADING = { en: /made simple/i, id: /mudah/i } as const;

/** The home page's line about the online forms (it asks the API), in any of its states and either language. */
export function serverStatus(page: Page) {
  return page.getByTestId('server-status');
}

/** Issue 21: texts meant for developers that a visitor must never read. */
export const DEVELOPER_TEXT = /API is running|Failed to fetch|HTTP \d{3}/;

/**
 * axe's findings on the page, as rule ids and the places they name (with what axe says to fix,
 * and for page-wide rules such as `region` the elements at fault), short enough to read in a
 * failed expectation. The start-up preloader (product §2) is left out, not waited for: it
 * lasts 2.5 s after every arrival, and loaders.spec.ts checks it on its own while it counts.
 * The route loader is there for 300 ms after a click and is waited for, and so is any dialog
 * still fading in: half-transparent text fails contrast for a moment.
 */
const PRELOADER = '[data-testid="preloader"]';

export async function axeViolations(page: Page, { tags }: { tags?: string[] } = {}) {
  await expect(page.getByTestId('route-loader')).toHaveCount(0);
  // Mantine fades dialogs, menus and listboxes in; mid-fade, axe measures text against a blend
  // (4.15:1 for a 8:1 label in one CI run), so it waits until every open layer is opaque.
  for (const layer of await page.locator('[role=dialog], [role=menu], [role=listbox]').all()) {
    await expect(layer).toHaveCSS('opacity', '1');
  }
  const builder = new AxeBuilder({ page }).exclude(PRELOADER);
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations.map(({ id, nodes }) => ({
    id,
    nodes: nodes.map((node) => {
      const related = [...node.any, ...node.all, ...node.none].flatMap(
        (check) => check.relatedNodes?.map((related) => related.target.join(' ')) ?? [],
      );
      return [node.target.join(' '), node.failureSummary, ...related.slice(0, 5)].filter(Boolean).join(' | ');
    }),
  }));
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the keyboard focus, as a visitor
 * without a mouse would; fails when it is not reached within `maxPresses`.
 */
export async function tabTo(target: Locator, { backwards = false, maxPresses = 80 } = {}): Promise<void> {
  const page = target.page();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${maxPresses} presses of Tab`).toBeFocused();
}

/**
 * Waits until an open dialog's history entry exists: it is added just after the dialog shows
 * (use-modal-history.ts), so a person's Back comes later than that, while a test's could come
 * before it and leave the page.
 */
export async function modalHistoryEntry(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (history.state as { usr?: { historyModal?: boolean } } | null)?.usr?.historyModal))
    .toBe(true);
}
