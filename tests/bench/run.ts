import { runPromoStampede } from './promo-stampede.js';

// `npm run bench`: figures that depend on this machine, printed with their targets.
// Page quality, bytes and API throughput are the "Measured quality" issue's to add.

const claims = Number(process.env.BENCH_CLAIMS ?? 2000);
console.log(`Promotion stampede: ${claims} concurrent claims with distinct e-mails, limit 77`);
const rows = await runPromoStampede(claims);
console.table(
  rows.map((row) => ({
    target: row.target,
    successes: `${row.successes} (target 77)`,
    'spots 1..77 once each': row.numbersOk ? 'yes' : 'NO',
    'time to drain': `${Math.round(row.drainMs)} ms`,
  })),
);
if (rows.some((row) => row.successes !== 77 || !row.numbersOk)) {
  console.error('A stampede broke the 77-spot guarantee.');
  process.exitCode = 1;
}
