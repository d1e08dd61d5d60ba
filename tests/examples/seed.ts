import { randomBytes } from 'node:crypto';
import { assertBuildIsFresh } from '../../backend/src/testing/api-process.js';
import { loadConfig } from '../../backend/src/config/config.js';
import { startApiProcess } from '../support/api-process.js';
import {
  ApiClient,
  type Language,
  addStaffAccount,
  enrolAndSignIn,
  sendConsultationRequest,
  sendContactMessage,
  submitPermitApplication,
  submitVisaApplication,
} from './sandbox-state.js';

// `npm run seed` (issue 30): a local sandbox in the database `npm start` uses (the API's own
// settings: SQLITE_PATH, DATABASE_URL, UPLOAD_DIR …): applications, messages and consultation
// requests in both languages, and an admin with a second factor, whose sign-in it prints, so a
// person can try every staff operation from /docs or /staff. It starts the built API on a free
// port for the time it fills it, through the same calls a visitor's browser makes.

assertBuildIsFresh();
const config = loadConfig();
const api = await startApiProcess({});
try {
  const visitor = new ApiClient(api.url);
  const run = randomBytes(3).toString('hex');
  const people: Record<Language, { fullName: string; email: string; phone: string }> = {
    en: { fullName: 'Emily Carter', email: `emily.${run}@example.com`, phone: '+61 412 345 678' },
    id: { fullName: 'Siti Rahmawati', email: `siti.${run}@example.com`, phone: '+62 812 3456 7890' },
  };
  const applications: string[] = [];
  for (const language of ['en', 'id'] as const) {
    applications.push(`${await submitVisaApplication(visitor, people[language], language)} (visa, ${language})`);
    applications.push(`${await submitPermitApplication(visitor, people[language], language)} (permit, ${language})`);
  }
  await sendContactMessage(
    visitor,
    { name: 'Emily Carter', email: people.en.email, message: 'Can you help me extend my tourist visa?' },
    'en',
  );
  await sendContactMessage(
    visitor,
    { name: 'Siti Rahmawati', email: people.id.email, message: 'Apakah saya bisa memperpanjang visa kunjungan saya?' },
    'id',
  );
  await sendConsultationRequest(
    visitor,
    {
      firstName: 'Kenji',
      lastName: 'Sato',
      email: `kenji.${run}@example.com`,
      phone: '+65 8123 4567',
      jobTitle: 'Director',
      company: 'Sato Trading',
      country: 'Singapore',
      message: 'We are opening an office in Jakarta and need work permits for two people.',
    },
    'en',
  );
  await sendConsultationRequest(
    visitor,
    {
      firstName: 'Budi',
      lastName: 'Santoso',
      email: `budi.${run}@example.com`,
      phone: '+62 811 2233 4455',
      jobTitle: 'Direktur',
      company: 'PT Maju Jaya',
      country: 'Indonesia',
      message: 'Kami membutuhkan KITAS kerja untuk dua tenaga ahli dari Jepang.',
    },
    'id',
  );

  const email = `sandbox.admin.${run}@example.com`;
  const password = `Sandbox-${randomBytes(6).toString('hex')}-Lantern-Quartz`;
  await addStaffAccount({}, { email, name: 'Sandbox Admin', role: 'admin', password });
  const admin = await enrolAndSignIn(new ApiClient(api.url), email, password);

  const apiUrl = `http://localhost:${config.port}`;
  console.log(
    [
      `Sandbox ready (${config.databaseUrl ? 'DATABASE_URL' : config.sqlitePath}):`,
      `  applications: ${applications.join(', ')}`,
      '  2 contact messages and 2 consultation requests (en, id)',
      '',
      'A staff admin with a second factor:',
      `  e-mail:               ${admin.email}`,
      `  password:             ${admin.password}`,
      `  authenticator secret: ${admin.secret}`,
      `  otpauth URI:          ${admin.otpauthUri}`,
      `  recovery codes:       ${admin.recoveryCodes.join(' ')}`,
      '',
      `Sign in at ${config.staff.webUrl}/login, or from ${apiUrl}/docs: POST /api/staff/session with the`,
      'e-mail, the password and a code of the authenticator (or one recovery code, once each), then',
      'Authorize with the csrfToken of the answer (docs/api.md, "Try it: a sandbox").',
    ].join('\n'),
  );
} finally {
  await api.stop();
}
