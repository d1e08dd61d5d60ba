import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// issue 32: `npm run test:stress` (not part of `npm test`). The suites that flaked, run again and
// again while two CPU-heavy processes keep the machine busy, as CI's machine is when it runs
// several jobs: the backend suite 5 times in a row, then the journeys of the specs that flaked 3
// times with --repeat-each=3. No retries anywhere: one failure fails the run. Build first
// (`npm run build`); the journeys run the built API and web app as `npm test` does.
//
//   npm run test:stress [-- --backend-runs=5 --journey-runs=3 --repeat-each=3]

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FLAKED_SPECS = ['e2e/loaders.spec.ts', 'e2e/about.spec.ts', 'e2e/consultation.spec.ts'];
/**
 * The promotion's journeys share the API's one counter (the file is serial): their repeats take
 * turns in one worker, or one copy's reset would empty another's spots.
 */
const PROMO_SPEC = 'e2e/promo-claim.spec.ts';

function option(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${given}`);
  return value;
}

/** A process that keeps one core busy until it is stopped. */
function cpuHog(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' });
}

interface Outcome {
  label: string;
  passed: boolean;
  seconds: number;
}

function run(label: string, command: string, args: string[], cwd: string): Promise<Outcome> {
  const started = performance.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
    child.on('close', (code) =>
      resolve({ label, passed: code === 0, seconds: Math.round((performance.now() - started) / 1000) }),
    );
  });
}

const backendRuns = option('backend-runs', 5);
const journeyRuns = option('journey-runs', 3);
const repeatEach = option('repeat-each', 3);

const hogs = [cpuHog(), cpuHog()];
const stopHogs = () => hogs.forEach((hog) => hog.kill());
process.on('SIGINT', () => {
  stopHogs();
  process.exit(130);
});

const outcomes: Outcome[] = [];
try {
  for (let index = 1; index <= backendRuns; index += 1) {
    outcomes.push(await run(`backend suite, run ${index} of ${backendRuns}`, 'npm', ['test', '-w', 'backend'], root));
  }
  for (let index = 1; index <= journeyRuns; index += 1) {
    const label = `journeys that flaked, run ${index} of ${journeyRuns}`;
    const repeat = `--repeat-each=${repeatEach}`;
    const e2e = path.join(root, 'tests');
    outcomes.push(await run(label, 'npx', ['playwright', 'test', ...FLAKED_SPECS, repeat], e2e));
    outcomes.push(
      await run(`${label}, the promotion`, 'npx', ['playwright', 'test', PROMO_SPEC, repeat, '--workers=1'], e2e),
    );
  }
} finally {
  stopHogs();
}

console.log('\nStress run, with two CPU-heavy processes beside it:');
for (const { label, passed, seconds } of outcomes)
  console.log(`  ${passed ? 'passed' : 'FAILED'}  ${label} (${seconds} s)`);
const failures = outcomes.filter((outcome) => !outcome.passed).length;
console.log(`${failures} failure${failures === 1 ? '' : 's'} in ${outcomes.length} runs`);
process.exitCode = failures === 0 ? 0 : 1;
