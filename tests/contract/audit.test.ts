import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface AuditOutcome {
  stdout: string;
  code: number;
}

/** `npm audit` exits non-zero when it finds advisories; its JSON report is on stdout either way. */
function npmAudit(): Promise<AuditOutcome> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd: root, timeout: 120_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout) => {
        resolve({ stdout, code: error ? (typeof error.code === 'number' ? error.code : 1) : 0 });
      },
    );
  });
}

/** Why the registry's audit service gave no report, or undefined when it gave one. */
function unreachable(report: Record<string, any>): string | undefined {
  if (report.metadata?.vulnerabilities) return undefined;
  return String(report.message ?? report.error?.summary ?? report.statusCode ?? report.error?.code ?? 'no report');
}

describe('the production dependencies (ASVS V15.2)', () => {
  it('have no high or critical advisory in npm audit --omit=dev', async (context) => {
    const { stdout } = await npmAudit();
    const report = JSON.parse(stdout) as Record<string, any>;
    const why = unreachable(report);
    // Only an audit service that cannot be asked skips the check; a report with findings fails it.
    if (why) {
      const note = `the registry's audit endpoint gave no report (${why}); run \`npm audit --omit=dev\` where it answers`;
      console.warn(`Skipped: ${note}`);
      context.skip(note);
    }

    const { high, critical } = report.metadata.vulnerabilities as { high: number; critical: number };
    const serious = Object.entries(report.vulnerabilities as Record<string, { severity: string; via: unknown[] }>)
      .filter(([, finding]) => finding.severity === 'high' || finding.severity === 'critical')
      .map(([name, finding]) => `${name} (${finding.severity})`);
    expect({ high, critical }, serious.join(', ')).toEqual({ high: 0, critical: 0 });
  }, 150_000);
});
