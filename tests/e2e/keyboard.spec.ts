import { expect, test } from './fixtures.js';
import { tabTo } from './page-helpers.js';
import { storedApplication, storedMessages } from './stored-state.js';

// Issue 8: flows a visitor completes with the keyboard alone (no mouse, no clicks): applying
// for a visa with a document and sending a contact message here; claiming a promo spot is in promo-claim.spec.ts, where the
// journeys that share the one promo counter run in turn.

const TOURIST = 'C1 Tourist Single Entry Visitor Visa';

test.use({ viewport: { width: 1280, height: 900 } });

test('a visitor without a mouse applies for a tourist visa with a document, using the keyboard alone', async ({
  page,
}) => {
  // Listening from the start: Playwright turns the browser's file-chooser interception on when
  // the first listener comes, and a key pressed just after that could still open the real one.
  const chooser = page.waitForEvent('filechooser');
  await page.goto('/visa-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Indonesia Visa Services' })).toBeVisible();

  await tabTo(page.getByRole('button', { name: `Apply: ${TOURIST}` }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: `Apply ${TOURIST}` });
  await expect(form).toBeVisible();
  const submissionId = await form.getByTestId('apply-form').getAttribute('data-submission-id');

  await tabTo(form.getByLabel('Full name'));
  await page.keyboard.type('Gita Tanpa Tetikus');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type('gita.keys@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('+62 812 0000 1111');

  // The file input is focusable (the visible label follows it); Space opens the system's picker.
  await tabTo(form.getByTestId('document-input'));
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% gita\n%%EOF\n') });
  await expect(form.getByTestId('document-item')).toHaveText([/passport\.pdf/]);

  await tabTo(form.getByTestId('apply-submit'));
  await page.keyboard.press('Enter');
  const success = page.getByRole('dialog', { name: 'Application sent' });
  await expect(success.getByTestId('application-id')).toHaveText(submissionId!);
  expect((await storedApplication(submissionId!))?.files.map((file) => file.name)).toEqual(['passport.pdf']);

  // on to tracking, still without a mouse
  await tabTo(success.getByRole('link', { name: 'Track this application' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/tracking?id=${submissionId}`);
});

test('a visitor without a mouse sends a contact message, using the keyboard alone', async ({ page }) => {
  const email = 'hadi.keys@example.com';
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByTestId('contact-form');
  await tabTo(form.getByLabel('Name'));
  await page.keyboard.type('Hadi Tanpa Tetikus');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Message')).toBeFocused();
  await page.keyboard.type('I would like to extend my KITAS. Which documents do you need?');
  await tabTo(form.getByRole('button', { name: 'Send message' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
  expect(await storedMessages('contact', email)).toMatchObject([{ name: 'Hadi Tanpa Tetikus' }]);
});
