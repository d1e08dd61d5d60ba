import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assertBuildIsFresh, startApiProcess } from '../testing/api-process.js';
import { testSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';

/** A number as letters (a name holds no digits, issue 29): 12 → "bc". */
const letters = (n: number) => String(n).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);

// Issue 14 "Done when": SIGKILL mid-send. The SMTP server takes the messages' data and holds its
// answer; the sender is killed while it waits. The server then keeps what it got (the sender
// never learnt it), and after MAIL_LEASE_SECONDS the restarted API sends every message again:
// each arrives at least once, the copies with one Message-ID (docs/operations.md, "E-mail").

let dir: string;
let smtp: TestSmtpServer;

beforeAll(async () => {
  assertBuildIsFresh();
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-mail-crash-'));
  smtp = await testSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
  await rm(dir, { recursive: true, force: true });
});

it('after a SIGKILL mid-send and a restart every message is sent at least once, a repeat with the same Message-ID', async () => {
  const settings = {
    SQLITE_PATH: path.join(dir, 'app.sqlite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    RATE_LIMIT: 'off',
    BOT_CHALLENGE: 'off',
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '20',
    MAIL_LEASE_SECONDS: '1',
  };
  smtp.hold();
  const first = await startApiProcess(settings);
  for (const n of [1, 2, 3]) {
    const response = await fetch(`${first.url}/api/contact-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({
        name: `Visitor ${letters(n)}`,
        email: `v${n}@example.com`,
        message: 'Hello there, a question.',
      }),
    });
    expect(response.status).toBe(201);
  }
  // The first message's data is at the server, its answer held: kill the sender now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await first.kill();
  smtp.release();

  const second = await startApiProcess(settings);
  try {
    await smtp.waitFor(3, ['v1@example.com', 'v2@example.com', 'v3@example.com'], 20_000);
    const ids = new Map<string, number>();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const mail of smtp.received) ids.set(mail.parsed.messageId!, (ids.get(mail.parsed.messageId!) ?? 0) + 1);
    expect(new Set(smtp.received.map((mail) => mail.envelopeTo[0]))).toEqual(
      new Set(['v1@example.com', 'v2@example.com', 'v3@example.com']),
    );
    expect(ids.size).toBe(3);
    // At most the one message in flight at the kill went twice.
    expect(smtp.received.length).toBeLessThanOrEqual(4);
  } finally {
    await second.stop();
  }
});
