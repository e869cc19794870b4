// Runs root package.json scripts side by side, a few at a time, and fails if any fails. A step
// written `name@other` starts only once `other` has passed (`test:unit@build`: the tests that use
// `dist` wait for the build); every other step may start at once. When a slot frees, the first
// listed step that may start takes it, so list the longest chains first. Each step's output is
// printed whole when it ends (never interleaved), with its time; a table of start times and
// durations closes the run. Most of our steps wait on servers, child processes, a browser or the
// network for much of their time, so overlapping them fills cores that one step alone leaves
// idle; a check is never skipped, and a step whose prerequisite failed is reported as not run.
// Run: node scripts/run-steps.ts [--jobs N] step[@needed[,needed...]]...
//      (N defaults to the machine's cores plus one, at least 3)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './workspace-packages.ts';

interface Step {
  name: string;
  needs: string[];
}

interface StepResult {
  name: string;
  /** `undefined`: never started, because a step it needs failed. */
  ok: boolean | undefined;
  startedAt: number;
  seconds: number;
}

const args = process.argv.slice(2);
const jobsFlag = args.indexOf('--jobs');
const jobs = jobsFlag === -1 ? Math.max(3, availableParallelism() + 1) : Number(args[jobsFlag + 1]);
const steps: Step[] = (
  jobsFlag === -1 ? args : args.filter((_, index) => index !== jobsFlag && index !== jobsFlag + 1)
).map((arg) => {
  const [name = '', needed] = arg.split('@');
  return { name, needs: needed ? needed.split(',') : [] };
});
const names = new Set(steps.map((step) => step.name));
const unknownNeeds = steps.flatMap((step) => step.needs.filter((need) => !names.has(need)));
if (steps.length === 0 || !Number.isInteger(jobs) || jobs < 1 || unknownNeeds.length > 0) {
  if (unknownNeeds.length > 0) console.error(`Not a listed step: ${unknownNeeds.join(', ')}`);
  console.error('Usage: node scripts/run-steps.ts [--jobs N] step[@needed[,needed...]]...');
  process.exit(2);
}

// Node's compile cache (V8 code and stripped TypeScript, keyed by each file's content) for every
// Node process the steps start: the CLI and MCP tests start the server from source dozens of
// times, and tsc, Stryker and vitest load the same large files in many processes. Measured on the
// mock-server CLI and proxy tests (136 tests): 31-38 CPU-s without, 21-26 with.
const env = {
  ...process.env,
  NODE_COMPILE_CACHE:
    process.env.NODE_COMPILE_CACHE ?? join(repoRoot, 'node_modules', '.cache', 'node-compile-cache'),
};

const started = performance.now();
const results = new Map<string, StepResult>();
const pending = [...steps];
let running = 0;
await new Promise<void>((allDone) => {
  const startWhatCan = () => {
    // A step whose prerequisite failed (or was not run) can never start: record it as not run.
    for (let index = pending.length - 1; index >= 0; index--) {
      const step = pending[index];
      if (step?.needs.some((need) => results.has(need) && results.get(need)?.ok !== true)) {
        pending.splice(index, 1);
        results.set(step.name, { name: step.name, ok: undefined, startedAt: 0, seconds: 0 });
      }
    }
    while (running < jobs) {
      const index = pending.findIndex((step) => step.needs.every((need) => results.get(need)?.ok === true));
      if (index === -1) break;
      const [step] = pending.splice(index, 1);
      if (!step) break;
      running++;
      void runStep(step.name).then((result) => {
        running--;
        results.set(step.name, result);
        startWhatCan();
      });
    }
    if (running === 0) allDone();
  };
  startWhatCan();
});
// Steps still waiting here need each other (a cycle): they could never start.
for (const step of pending)
  results.set(step.name, { name: step.name, ok: undefined, startedAt: 0, seconds: 0 });

const width = Math.max(...steps.map((step) => step.name.length));
console.log(`\nSteps (${jobs} at a time), in the order they were listed:`);
console.log(`  ${'step'.padEnd(width)}  ${'start'.padStart(7)}  ${'took'.padStart(8)}`);
for (const { name } of steps) {
  const result = results.get(name);
  if (!result) continue;
  const needs = steps.find((step) => step.name === name)?.needs.join(', ');
  console.log(
    result.ok === undefined
      ? `  ${name.padEnd(width)}  not run: it needs ${needs}`
      : `  ${name.padEnd(width)}  ${result.startedAt.toFixed(0).padStart(5)} s  ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? 'ok' : 'FAILED'}`,
  );
}
const failed = [...results.values()].filter((result) => result.ok !== true);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(`  ${'wall clock'.padEnd(width)}  ${total.padStart(16)} s`);
if (failed.length > 0) {
  console.error(`Failed or not run: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}

/** Runs `pnpm run <name>` with its output buffered, then prints it under a header. */
function runStep(name: string): Promise<StepResult> {
  const stepStarted = performance.now();
  const startedAt = (stepStarted - started) / 1000;
  // One line now, so a slow step's log still shows what is running; its output comes when it ends.
  console.log(`▶ ${name} started at ${startedAt.toFixed(0)} s`);
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', name], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
      resolve({ name, ok, startedAt, seconds });
    };
    child.on('error', (error) => finish(false, `(${error.message})`));
    child.on('close', (code, signal) => finish(code === 0, signal ? `(killed by ${signal})` : ''));
  });
}
