// The museum-mock CLI as a user runs it: a child process on Node, from its TypeScript source.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** A CLI process started by {@link start}, with what it printed so far. */
export interface Run {
  child: ChildProcess;
  output: () => string;
  errors: () => string;
  exit: Promise<number | null>;
}

const started: ChildProcess[] = [];
// A failed assertion must not leave a server running past its test.
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts the CLI from its TypeScript source on this Node (which strips types natively). */
export function start(args: string[]): Run {
  const child = spawn(process.execPath, ['--conditions=@museum-api/source', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => stdout, errors: () => stderr, exit };
}

/** The URL the CLI announces, once it does; kills the process and throws if it never does. */
export async function listeningUrl(run: Run): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(run.output());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  run.child.kill('SIGKILL');
  throw new Error(`The CLI did not report its URL.\nstdout: ${run.output()}\nstderr: ${run.errors()}`);
}
