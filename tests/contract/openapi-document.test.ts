import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_TYPES, contractTypes, root } from './contract-types.js';

const run = promisify(execFile);

describe('openapi.yaml', () => {
  it("passes Redocly's recommended rules with no unexplained finding", async () => {
    const redocly = path.join(root, 'node_modules/.bin/redocly');
    // Exit code 0 and no warnings; accepted findings are listed, with reasons, in .redocly.lint-ignore.yaml.
    const { stdout, stderr } = await run(redocly, ['lint', 'openapi.yaml', '--format=summary'], { cwd: root });
    const output = stdout + stderr;
    expect(output).toMatch(/Your API description is valid/);
    expect(output).not.toMatch(/You have \d+ warnings?/);
  }, 60_000);

  it('has committed TypeScript types that are what `npm run gen` makes from it today', async () => {
    const committed = await readFile(CONTRACT_TYPES, 'utf8');
    const fresh = await contractTypes();
    expect(committed, 'domain/src/contract/schema.ts is stale: run npm run gen and commit it').toBe(fresh);
  });
});

type Responses = Record<string, { $ref?: string; headers?: Record<string, { $ref?: string }> }>;
type Document = {
  paths: Record<string, Record<string, { responses: Responses }>>;
  components: { responses: Responses };
};

describe("openapi.yaml's rate limits (issue 30)", () => {
  const RATE_LIMIT_FIELDS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'];
  // Every call that changes something is counted (per address, or per staff session); of the
  // reading calls, the challenge and tracking have budgets of their own (@RateLimit in the API).
  const LIMITED_READS = ['GET /api/challenge', 'GET /api/applications/{id}'];

  it('declares the RateLimit fields on every answer of every limited operation, and its 429', async () => {
    const document = parse(await readFile(path.join(root, 'openapi.yaml'), 'utf8')) as Document;
    const headersOf = (response: Responses[string]) =>
      Object.keys(
        (response.$ref ? document.components.responses[response.$ref.split('/').pop()!] : response)?.headers ?? {},
      );
    const missing: string[] = [];
    for (const [route, operations] of Object.entries(document.paths))
      for (const [method, { responses }] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${route}`;
        if (method === 'get' && !LIMITED_READS.includes(name)) continue;
        if (!responses['429']) missing.push(`${name}: no 429`);
        for (const [status, response] of Object.entries(responses))
          if (status.startsWith('2') || status === '429')
            for (const field of RATE_LIMIT_FIELDS)
              if (!headersOf(response).includes(field)) missing.push(`${name} ${status}: no ${field}`);
      }
    expect(missing).toEqual([]);
  });
});

describe("openapi.yaml's version (issue 30)", () => {
  it('names the newest changelog entry, whose fingerprint is the contract as it is', async () => {
    const contract = await readFile(path.join(root, 'openapi.yaml'), 'utf8');
    const changelog = await readFile(path.join(root, 'docs/api-changelog.md'), 'utf8');
    const version = /^ {2}version: (\S+)$/m.exec(contract)?.[1];
    const newest = /^## (\S+) \(\d{4}-\d{2}-\d{2}\)$/m.exec(changelog)?.[1];
    const recorded = /^Contract fingerprint: (\S+)$/m.exec(changelog)?.[1];
    const fingerprint = createHash('sha256')
      .update(contract.replace(/^ {2}version: .*\n/m, ''))
      .digest('hex')
      .slice(0, 16);
    expect(newest, 'docs/api-changelog.md has no entry for info.version').toBe(version);
    expect(
      recorded,
      `openapi.yaml changed: raise info.version (docs/api.md#versioning) and add an entry to docs/api-changelog.md ending "Contract fingerprint: ${fingerprint}"`,
    ).toBe(fingerprint);
  });
});

describe("openapi.yaml's error codes (issue 30)", () => {
  it('lists the error codes of every operation, each one a code of the Error schema, every code used somewhere', async () => {
    const document = parse(await readFile(path.join(root, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; 'x-error-codes'?: string[] }>>;
      components: { schemas: { ErrorCode: { enum: string[] } } };
    };
    const known = document.components.schemas.ErrorCode.enum;
    const listed = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => [operation.operationId, operation['x-error-codes']] as const),
    );
    expect(listed.filter(([, codes]) => !codes?.length).map(([id]) => id)).toEqual([]);
    expect(
      listed.flatMap(([id, codes]) => (codes ?? []).filter((c) => !known.includes(c)).map((c) => `${id}: ${c}`)),
    ).toEqual([]);
    expect(known.filter((code) => !listed.some(([, codes]) => codes?.includes(code)))).toEqual([]);
  });
});
