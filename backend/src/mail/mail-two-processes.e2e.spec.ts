import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, assertBuildIsFresh, startApiProcess } from '../testing/api-process.js';
import { testSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { adminQuery as admin, TEST_DATABASE_URL } from '../testing/test-app.js';

/** A number as letters (a name holds no digits, issue 29): 12 → "bc". */
const letters = (n: number) => String(n).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);

// Two processes of the built API on one PostgreSQL database, each with its own sender polling
// every 10 ms: FOR UPDATE SKIP LOCKED and the lease must let each message out exactly once.

const COUNT = 40;

describe('two API processes sending from one PostgreSQL outbox', () => {
  const database = `mail_${randomBytes(4).toString('hex')}`;
  let dir: string;
  let smtp: TestSmtpServer;
  let apis: ApiProcess[] = [];

  beforeAll(async () => {
    assertBuildIsFresh();
    dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-mail-'));
    await admin(`create database ${database}`);
    smtp = await testSmtpServer();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    const settings = {
      DATABASE_URL: url.toString(),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      RATE_LIMIT: 'off',
      BOT_CHALLENGE: 'off',
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'desk@agency.example',
      MAIL_POLL_MS: '10',
    };
    // One after the other: the first migrates, the second finds it done.
    apis = [await startApiProcess(settings), await startApiProcess(settings)];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await smtp?.stop();
    await admin(`drop database if exists ${database} with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  it(`sends each of ${COUNT * 2} messages exactly once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: COUNT }, (_, i) =>
        fetch(`${apis[i % 2]!.url}/api/contact-message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': i % 2 ? 'en' : 'id' },
          body: JSON.stringify({
            name: `Visitor ${letters(i)}`,
            email: `v${i}@example.com`,
            message: 'Hello there, a question.',
          }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 201)).toBe(true);
    await smtp.waitFor(COUNT * 2, undefined, 30_000);
    // Both senders keep polling for a while: nothing more may arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(ids).toHaveLength(COUNT * 2);
    expect(new Set(ids).size).toBe(COUNT * 2);
  });
});
