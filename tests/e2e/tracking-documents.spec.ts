import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { generateSync } from 'otplib';
import { emlFiles, mailDir } from '../support/mail-files.js';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';
import { API, WEB, e2eDataDir } from '../support/e2e-settings.js';
import { signInNewStaff, STAFF_WEB } from './staff-helpers.js';

// Issue 13 "Done when": staff request a document with a note; the visitor sees the note on
// /tracking and uploads the file there; the application is back in process and the staff see the
// file, marked as sent after the request, with the bytes the visitor chose. In both languages.
// The staff side is driven through the staff API here (its screens have journeys of their own):
// an account made with `npm run staff -- add --password-stdin`, signed in with a TOTP code
// computed from the enrolment secret, as an authenticator app would.
// Issue 28 "every arrival is noticed": the upload sends the staff member who asked a notice with
// a link to the case, and the applicant a receipt in their language naming what arrived; the case
// is marked "needs attention" in the queue until a staff member opens it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PASSWORD = 'quarry-lilac-tundra-58-harbor';

const TEXT = {
  en: {
    query: '',
    email: 'E-mail',
    track: 'Track',
    requested: 'Documents requested',
    processing: 'In process',
    note: 'Please send a scan of your passport with both pages visible.',
    send: 'Send documents',
    required: 'Please add at least one document.',
    wrongType: /“virus\.exe” is not a PDF, JPG, JPEG, PNG, DOC or DOCX file/,
    sent: 'Thank you: your documents arrived and your application is in process again.',
    receipt: (id: string) => `We received your documents for application ${id}`,
    received: '- Passport, PDF',
    needsAttention: 'Needs attention',
    missing: 'Documents of your service we have not received yet:',
    fileIs: (name: string) => `Which document is “${name}”?`,
    stillMissing: ['Passport', 'Photo, 4x6 cm', 'Flight ticket'],
  },
  id: {
    query: '?lng=id',
    email: 'E-mail',
    track: 'Lacak',
    requested: 'Dokumen diminta',
    processing: 'Sedang Diproses',
    note: 'Mohon kirim pindaian paspor dengan kedua halaman terlihat.',
    send: 'Kirim dokumen',
    required: 'Tambahkan setidaknya satu dokumen.',
    wrongType: /“virus\.exe” bukan file PDF, JPG, JPEG, PNG, DOC atau DOCX/,
    sent: 'Terima kasih: dokumen Anda sudah kami terima dan permohonan Anda kembali diproses.',
    receipt: (id: string) => `Dokumen untuk permohonan ${id} telah kami terima`,
    received: '- Paspor, PDF',
    needsAttention: 'Perlu perhatian',
    missing: 'Dokumen layanan Anda yang belum kami terima:',
    fileIs: (name: string) => `Dokumen apakah “${name}”?`,
    stillMissing: ['Paspor', 'Pas foto 4x6 cm', 'Tiket pesawat'],
  },
} as const;

const FIRST_SCAN = {
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% cropped\n%%EOF\n'),
};

const unique = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;

function submissionId(): string {
  const letters = Array.from(randomBytes(4), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
  return `VS${String(Date.now()).slice(-8)}${letters}`;
}

interface StaffSession {
  api: APIRequestContext;
  headers: Record<string, string>;
  email: string;
}

/** The message to `to` whose subject holds `mark`, once the API's sender has written it (MAIL_DIR). */
async function mailTo(to: string, mark: string): Promise<ParsedMail> {
  const dir = mailDir();
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      const names = emlFiles();
      for (const name of names) {
        const raw = readFileSync(path.join(dir, name));
        if (!raw.includes(to)) continue;
        const parsed = await simpleParser(raw);
        if (parsed.subject?.includes(mark)) found = parsed;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** A staff member, added from the command line and signed in with the second factor enrolled. */
async function staffMember(): Promise<StaffSession> {
  const email = unique('staff.documents');
  const env: NodeJS.ProcessEnv = { ...process.env, SQLITE_PATH: path.join(e2eDataDir(), 'app.sqlite') };
  delete env.DATABASE_URL;
  execFileSync(
    'node',
    [
      'backend/dist/staff/accounts/staff.cli.js',
      'add',
      email,
      '--role',
      'staff',
      '--name',
      'Budi Santoso',
      '--password-stdin',
    ],
    { cwd: root, env, input: PASSWORD },
  );
  const api = await playwrightRequest.newContext();
  const first = await api.post(`${API}/api/staff/session`, { data: { email, password: PASSWORD } });
  expect(first.status(), await first.text()).toBe(200);
  const enrolling = (await first.json()) as { stage: string; csrfToken: string; enrolment: { secret: string } };
  expect(enrolling.stage).toBe('enrol-second-factor');
  const enrolled = await api.post(`${API}/api/staff/session/second-factor`, {
    data: { code: generateSync({ secret: enrolling.enrolment.secret }) },
    headers: { 'x-csrf-token': enrolling.csrfToken },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const session = (await enrolled.json()) as { stage: string; csrfToken: string };
  expect(session.stage).toBe('signed-in');
  // The context keeps the session cookie; changes carry the CSRF token.
  return { api, headers: { 'x-csrf-token': session.csrfToken }, email };
}

let staff: StaffSession;
test.beforeAll(async () => {
  staff = await staffMember();
});
test.afterAll(async () => {
  await staff?.api.dispose();
});

for (const [language, text] of Object.entries(TEXT)) {
  test(`in ${language === 'en' ? 'English' : 'Indonesian'}: a visitor reads what the agency asks for on /tracking and uploads it there`, async ({
    page,
    request,
  }) => {
    const id = submissionId();
    const email = unique('visitor.documents');
    const applied = await request.post(`${API}/api/visa-applications`, {
      multipart: {
        submissionId: id,
        fullName: 'Ana Putri',
        email,
        phone: '+62 812 0000 1111',
        sponsorType: 'cipta',
        service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        documents: FIRST_SCAN,
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const requested = await staff.api.post(`${API}/api/staff/applications/${id}/status`, {
      data: { status: 'documents-requested', note: text.note, internalNote: 'The first scan was cropped.' },
      headers: staff.headers,
    });
    expect(requested.status(), await requested.text()).toBe(200);

    await page.goto(`/tracking?id=${id}${text.query.replace('?', '&')}`);
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.track, exact: true }).click();
    await expect(page.getByTestId('tracking-status')).toHaveText(text.requested);
    const request_ = page.getByRole('region', { name: text.requested });
    await expect(request_.getByTestId('document-request-note')).toHaveText(text.note);
    await expect(page.getByText('cropped')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing chosen: told so, nothing sent.
    await request_.getByRole('button', { name: text.send }).click();
    await expect(request_.getByText(text.required)).toBeVisible();
    // The apply form's rules: a program is refused in the browser, by name.
    const input = request_.getByTestId('document-input');
    await input.setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(request_.getByTestId('document-refusal')).toHaveText(text.wrongType);
    const scan = Buffer.from(`%PDF-1.4\n% both pages, ${language}\n%%EOF\n`);
    // issue 28: what the service still misses (the first upload named nothing), and what this file
    // is, guessed from its name, which the visitor could change.
    await expect(request_.getByRole('list', { name: text.missing }).getByRole('listitem')).toHaveText([
      ...text.stillMissing,
    ]);
    await input.setInputFiles({ name: 'paspor-dua-halaman.pdf', mimeType: 'application/pdf', buffer: scan });
    await expect(request_.getByTestId('document-item')).toHaveCount(1);
    await expect(request_.getByLabel(text.fileIs('paspor-dua-halaman.pdf'))).toHaveValue('passport');
    expect(await axeViolations(page)).toEqual([]);
    await request_.getByRole('button', { name: text.send }).click();

    // Stored: the page says so and shows the status the API now has.
    await expect(page.getByTestId('document-request-sent')).toHaveText(text.sent);
    await expect(page.getByTestId('tracking-status')).toHaveText(text.processing);
    await expect(page.getByTestId('document-request')).toHaveCount(0);
    const history = page.getByTestId('tracking-history').getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.nth(1)).toContainText(text.requested);
    await expect(history.nth(1).getByTestId('tracking-history-note')).toContainText(text.note);
    await expect(history.nth(2)).toContainText(text.processing);

    // The staff see the file as a later upload, with the bytes the visitor chose.
    const detail = await staff.api.get(`${API}/api/staff/applications/${id}`);
    const body = (await detail.json()) as {
      status: string;
      documents: Array<{
        id: string;
        name: string;
        sha256: string;
        uploadedAfterRequest: boolean;
        requestId?: string;
      }>;
      checklist: { requirements: Array<{ id: string; documentIds: string[] }> };
      history: Array<{ id: string; status: string }>;
    };
    expect(body.status).toBe('processing');
    const later = body.documents.filter((document) => document.uploadedAfterRequest);
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({
      name: 'paspor-dua-halaman.pdf',
      sha256: createHash('sha256').update(scan).digest('hex'),
      requestId: body.history.find((entry) => entry.status === 'documents-requested')!.id,
    });
    // Sent as the passport: the staff's checklist ticks it.
    expect(body.checklist.requirements.find((requirement) => requirement.id === 'passport')!.documentIds).toEqual([
      later[0]!.id,
    ]);
    const download = await staff.api.get(`${API}/api/staff/applications/${id}/documents/${later[0]!.id}`);
    expect(Buffer.from(await download.body()).equals(scan)).toBe(true);
  });

  test(`in ${language === 'en' ? 'English' : 'Indonesian'}: the upload reaches the staff member who asked and the applicant by e-mail, and marks the case until it is opened`, async ({
    page,
    request,
  }) => {
    const id = submissionId();
    const email = unique('visitor.arrival');
    const applied = await request.post(`${API}/api/visa-applications`, {
      headers: { 'Accept-Language': language },
      multipart: {
        submissionId: id,
        fullName: 'Ana Putri',
        email,
        phone: '+62 812 0000 1111',
        sponsorType: 'cipta',
        service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        documents: FIRST_SCAN,
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const requested = await staff.api.post(`${API}/api/staff/applications/${id}/status`, {
      data: { status: 'documents-requested', note: text.note },
      headers: staff.headers,
    });
    expect(requested.status(), await requested.text()).toBe(200);
    const attention = async () => {
      const queue = await staff.api.get(`${API}/api/staff/applications?attention=true&q=${id}`);
      return ((await queue.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
    };
    expect(await attention()).toEqual([]);

    await page.goto(`/tracking?id=${id}${text.query.replace('?', '&')}`);
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.track, exact: true }).click();
    const request_ = page.getByRole('region', { name: text.requested });
    await request_
      .getByTestId('document-input')
      .setInputFiles({ name: 'paspor-rahasia.pdf', mimeType: 'application/pdf', buffer: FIRST_SCAN.buffer });
    await request_.getByRole('button', { name: text.send }).click();
    await expect(page.getByTestId('document-request-sent')).toHaveText(text.sent);

    // The applicant's receipt, in their language, naming what arrived but never the file's name.
    const receipt = await mailTo(email, text.receipt(id));
    expect(receipt.subject).toBe(text.receipt(id));
    expect(receipt.text).toContain(text.received);
    expect(`${receipt.text}${String(receipt.html)}`).not.toContain('paspor-rahasia');
    expect(receipt.text).toContain(`${WEB}/tracking?id=${id}&lng=${language}`);
    // The staff member who asked: a notice with a link to the case in the staff area.
    const notice = await mailTo(staff.email, `(${id})`);
    expect(notice.subject).toMatch(new RegExp(`^(Documents arrived|Dokumen masuk): Ana Putri \\(${id}\\)$`));
    expect(notice.text).toContain(`${STAFF_WEB}/staff/applications/${id}`);

    // "Needs attention" in the queue, for every staff member, until one of them opens the case.
    expect(await attention()).toEqual([id]);
    await signInNewStaff(page, language === 'en' ? 'Rina Queue' : 'Rina Antrean', language as 'en' | 'id');
    await page.goto(`${STAFF_WEB}/staff?q=${id}&attention=true`);
    const queue = page.getByTestId('staff-queue');
    const row = queue.getByRole('row').filter({ hasText: id });
    await expect(row.getByTestId('staff-mark-attention')).toHaveText(text.needsAttention);
    await queue.getByRole('link', { name: id }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/applications/${id}$`));
    await expect(page.getByTestId('staff-application-status')).toHaveText(text.processing);
    await page.goto(`${STAFF_WEB}/staff?q=${id}`);
    await expect(queue.getByRole('link', { name: id })).toBeVisible();
    await expect(row.getByTestId('staff-mark-attention')).toHaveCount(0);
    expect(await attention()).toEqual([]);
  });
}
