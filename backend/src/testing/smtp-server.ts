import { createServer, type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it: the envelope and the parsed message. */
export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Starts listening on `port` (again, after stop()). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** From now on, accept each message's data but answer only after release(): a client can die in between. */
  hold(): void;
  release(): void;
  /** Resolves with the messages to any of `recipients` once there are `count`, or fails after `timeoutMs`. */
  waitFor(count: number, recipients?: string[], timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** A free loopback port, for a server that is not listening yet (SMTP "down"). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A real SMTP server (the `smtp-server` package) on loopback, without TLS or authentication. */
export async function testSmtpServer(options: { listen?: boolean } = {}): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let held: Promise<void> | undefined;
  let releaseHeld = () => undefined as void;
  const self: TestSmtpServer = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            Promise.all([simpleParser(raw), held]).then(
              ([parsed]) => {
                received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), raw, parsed });
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    hold() {
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    release() {
      releaseHeld();
      held = undefined;
    },
    async waitFor(count, recipients, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      const matching = () =>
        recipients ? received.filter((mail) => mail.envelopeTo.some((to) => recipients.includes(to))) : received;
      while (matching().length < count) {
        if (Date.now() > until) {
          throw new Error(`${matching().length} of ${count} messages arrived within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return matching();
    },
  };
  if (options.listen !== false) await self.start();
  return self;
}
