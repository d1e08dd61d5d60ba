import { expect, test } from './fixtures.js';

test('a visitor opens the home page and sees it is connected to the server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Gateway to Indonesia Visas, KITAS & KITAP Made Simple',
  );
  await expect(page.getByTestId('server-status')).toHaveText(
    'Our online forms are available: you can apply and send messages here.',
  );
});
