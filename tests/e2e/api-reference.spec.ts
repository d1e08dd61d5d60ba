import { expect, test } from './fixtures.js';
import { API } from '../support/e2e-settings.js';

// Issue 30: an integrator tries the visa application from /docs, as swagger-ui offers it: the
// form's text boxes, a file picker for each document, Execute, and the API's 201.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('sends a visa application with a PDF from /docs "Try it out" and gets 201', async ({ page }) => {
  // The reference is the API's page, not the web app's: it never says it is live.
  await page.goto(`${API}/docs`, { waitUntil: 'commit' });
  const operation = page.locator('#operations-Applications-submitVisaApplication');
  await operation.getByRole('button', { name: /^POST \/api\/visa-applications/ }).click();
  await operation.getByRole('button', { name: 'Try it out' }).click();

  const box = (name: string) => operation.getByRole('textbox', { name, exact: true });
  const submissionId = `VS${String(Date.now()).slice(-8)}DOCS`;
  await box('submissionId').fill(submissionId);
  await box('fullName').fill('Ana Putri');
  await box('email').fill('ana.docs@example.com');
  await box('phone').fill('+62 812 3456 7890');
  await box('service').fill('{"title":"B1 Tourist Visa (Visa on Arrival)"}');
  await box('documentRequirements').fill('passport');
  // A list of files: one file picker per file, the first one there from the start.
  const pickers = operation.locator('input[type=file]');
  await expect(pickers).toHaveCount(1);
  await pickers.setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });

  await operation.getByRole('button', { name: 'Execute' }).click();

  const answer = operation.locator('.live-responses-table .response');
  await expect(answer.locator('.response-col_status')).toHaveText('201', { timeout: 15_000 });
  await expect(answer.locator('.response-col_description')).toContainText(submissionId);
});
