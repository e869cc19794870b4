// Runs root package.json scripts side by side, a few at a time, and fails if any fails. Each
// step's output is printed whole when it ends (never interleaved), with its time; a table of all
// times closes the run. Independent checks that wait on the network, the disk or child processes
// overlap this way instead of queueing; a check is never skipped.
// Run: node scripts/run-steps.ts [--jobs N] script...   (N defaults to the machine's cores, at least 2)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { repoRoot } from './workspace-packages.ts';

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

const args = process.argv.slice(2);
const jobsFlag = args.indexOf('--jobs');
const jobs = jobsFlag === -1 ? Math.max(2, availableParallelism()) : Number(args[jobsFlag + 1]);
const steps =
  jobsFlag === -1 ? args : args.filter((_, index) => index !== jobsFlag && index !== jobsFlag + 1);
if (steps.length === 0 || !Number.isInteger(jobs) || jobs < 1) {
  console.error('Usage: node scripts/run-steps.ts [--jobs N] script...');
  process.exit(2);
}

const started = performance.now();
const queue = [...steps];
const results: StepResult[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, steps.length) }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift())
      results.push(await runStep(name));
  }),
);

const width = Math.max(...steps.map((name) => name.length));
console.log(`\nSteps (${jobs} at a time), in the order they were listed:`);
for (const name of steps) {
  const result = results.find((candidate) => candidate.name === name);
  if (result)
    console.log(
      `  ${name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? 'ok' : 'FAILED'}`,
    );
}
const failed = results.filter((result) => !result.ok);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(`  ${'wall clock'.padEnd(width)}  ${total.padStart(6)} s`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}

/** Runs `pnpm run <name>` with its output buffered, then prints it under a header. */
function runStep(name: string): Promise<StepResult> {
  const stepStarted = performance.now();
  // One line now, so a slow step's log still shows what is running; its output comes when it ends.
  console.log(`▶ ${name} started`);
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', name], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    let done = false;
    const finish = (ok: boolean, note = '') => {
      if (done) return;
      done = true;
      const seconds = (performance.now() - stepStarted) / 1000;
      const header = `── ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s ${note}`;
      process.stdout.write(`\n${header}\n${Buffer.concat(chunks).toString('utf8')}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => finish(false, `(${error.message})`));
    child.on('close', (code, signal) => finish(code === 0, signal ? `(killed by ${signal})` : ''));
  });
}
